import { periodListResponseSchema, periodWriteResponseSchema } from '@auditorias/domain/schemas/periods';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey, useRefreshFinance } from './finance-query-keys';

/** GET /periodos: the closed months and the history of closes and reopenings. */
export function usePeriodsQuery() {
  return useQuery(
    queryOptions({
      queryKey: [...financeQueryKey, 'periods'] as const,
      queryFn: ({ signal }) => apiRequest('/periodos', { schema: periodListResponseSchema, signal }),
    }),
  );
}

/** POST /periodos/cerrar {mes, anio} (admin). */
export function useClosePeriodMutation() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: (input: { mes: number; anio: number }) =>
      apiRequest('/periodos/cerrar', { method: 'POST', body: input, schema: periodWriteResponseSchema }),
    onSuccess: refresh,
  });
}

/** POST /periodos/reabrir {mes, anio, motivo} (admin; the reason is required). */
export function useReopenPeriodMutation() {
  const refresh = useRefreshFinance();
  return useMutation({
    mutationFn: (input: { mes: number; anio: number; motivo: string }) =>
      apiRequest('/periodos/reabrir', { method: 'POST', body: input, schema: periodWriteResponseSchema }),
    onSuccess: refresh,
  });
}
