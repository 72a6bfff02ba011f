import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { repairResultSchema } from './repair-result';

/** POST /finanzas/repair-inconsistencias: fixes payments and charges that disagree. */
export function repairPayments() {
  return apiRequest('/finanzas/repair-inconsistencias', { method: 'POST', schema: repairResultSchema });
}

export function useRepairPaymentsMutation() {
  return useMutation({ mutationFn: repairPayments });
}
