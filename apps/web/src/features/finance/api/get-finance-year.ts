import { financeYearResponseSchema } from '@auditorias/domain/schemas/finance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { apiQuery } from '../../../lib/queries';

/** GET /finanzas/dashboard/anual?anio: the twelve months' figures of a year in one call (the charts). */
export async function getFinanceYear(anio: number, signal?: AbortSignal) {
  const { meses } = await apiRequest('/finanzas/dashboard/anual', {
    query: { anio },
    schema: financeYearResponseSchema,
    signal,
  });
  return meses;
}

export function financeYearQueryOptions(anio: number) {
  return apiQuery([...financeQueryKey, 'year', anio] as const, (signal) => getFinanceYear(anio, signal), {
    staleTime: 30_000,
  });
}

export function useFinanceYearQuery(anio: number, enabled = true) {
  return useQuery({ ...financeYearQueryOptions(anio), enabled });
}
