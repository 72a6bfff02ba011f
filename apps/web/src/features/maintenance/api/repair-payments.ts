import { repairResponseSchema } from '@auditorias/domain/schemas/finance';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /finanzas/repair-inconsistencias: fixes payments and charges that disagree. */
export function repairPayments() {
  return apiRequest('/finanzas/repair-inconsistencias', { method: 'POST', schema: repairResponseSchema });
}

export function useRepairPaymentsMutation() {
  return useMutation({ mutationFn: repairPayments });
}
