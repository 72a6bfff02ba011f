import { salaryBatchResponseSchema } from '@auditorias/domain/schemas/salaries';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSalaries } from './salary-query-keys';

/**
 * POST /sueldos/crear-gastos-existentes {mes, anio}: calculates the month's salary of every active employee and
 * records in finance the accruals the ledger lacks (a rerun records nothing). Answers a message.
 */
export function registerMonthSalaries(input: { mes: number; anio: number }) {
  return apiRequest('/sueldos/crear-gastos-existentes', {
    method: 'POST',
    body: input,
    schema: salaryBatchResponseSchema,
  });
}

export function useRegisterMonthSalariesMutation() {
  const refresh = useRefreshSalaries();
  return useMutation({ mutationFn: registerMonthSalaries, onSuccess: refresh });
}
