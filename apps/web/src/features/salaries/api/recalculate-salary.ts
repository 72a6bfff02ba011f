import { salaryConfigResponseSchema } from '@auditorias/domain/schemas/salaries';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import type { SalaryMonthParams } from './list-salaries';
import { salaryRefreshKeys } from './salary-query-keys';

/**
 * POST /sueldos/recalcular {operadorId, mes, anio}: calculates the month with the work done so far (the record is
 * created when there is none; one with a payment standing is left as it is, `recalculado` false).
 */
export function recalculateSalary(input: SalaryMonthParams) {
  return apiRequest('/sueldos/recalcular', {
    method: 'POST',
    body: { operadorId: input.operadorId, mes: input.mes, anio: input.anio },
    schema: salaryConfigResponseSchema,
  });
}

export function useRecalculateSalaryMutation() {
  return useRefreshingMutation(recalculateSalary, salaryRefreshKeys);
}
