import { salaryBatchResponseSchema } from '@auditorias/domain/schemas/salaries';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { salaryRefreshKeys } from './salary-query-keys';

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
  return useRefreshingMutation(registerMonthSalaries, salaryRefreshKeys);
}
