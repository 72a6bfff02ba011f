import { salaryListResponseSchema } from '@auditorias/domain/schemas/salaries';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { salariesQueryKey } from './salary-query-keys';

export interface SalaryMonthParams {
  operadorId: number;
  mes: number;
  anio: number;
}

/**
 * GET /sueldos?operadorId&mes&anio: the employee's record of the month (at most one; null when the salary was never
 * calculated) and the month's configuration (the saved one, or the role defaults with guardada false).
 */
export async function getSalaryMonth(params: SalaryMonthParams, signal?: AbortSignal) {
  const { sueldos, configuracion } = await apiRequest('/sueldos', {
    query: { operadorId: params.operadorId, mes: params.mes, anio: params.anio },
    schema: salaryListResponseSchema,
    signal,
  });
  return { sueldo: sueldos[0] ?? null, configuracion };
}

export type SalaryMonth = Awaited<ReturnType<typeof getSalaryMonth>>;

export const salaryMonthQueryKey = (params: SalaryMonthParams) =>
  [...salariesQueryKey, 'month', params] as const;

export function salaryMonthQueryOptions(params: SalaryMonthParams) {
  return apiQuery(salaryMonthQueryKey(params), (signal) => getSalaryMonth(params, signal));
}

export function useSalaryMonthQuery(params: SalaryMonthParams) {
  return useQuery(salaryMonthQueryOptions(params));
}
