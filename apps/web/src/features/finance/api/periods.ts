import { periodListResponseSchema, periodWriteResponseSchema } from '@auditorias/domain/schemas/periods';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { financeQueryKey } from '../../../lib/finance-query-key';
import { useRefreshingMutation } from '../../../lib/mutations';
import { apiQuery } from '../../../lib/queries';
import { financeRefreshKeys } from './finance-query-keys';

/** GET /periodos: the closed months and the history of closes and reopenings. */
export function usePeriodsQuery() {
  return useQuery(
    apiQuery([...financeQueryKey, 'periods'] as const, (signal) =>
      apiRequest('/periodos', { schema: periodListResponseSchema, signal }),
    ),
  );
}

/** POST /periodos/cerrar {mes, anio} (admin). */
export function useClosePeriodMutation() {
  return useRefreshingMutation(
    (input: { mes: number; anio: number }) =>
      apiRequest('/periodos/cerrar', { method: 'POST', body: input, schema: periodWriteResponseSchema }),
    financeRefreshKeys,
  );
}

/** POST /periodos/reabrir {mes, anio, motivo} (admin; the reason is required). */
export function useReopenPeriodMutation() {
  return useRefreshingMutation(
    (input: { mes: number; anio: number; motivo: string }) =>
      apiRequest('/periodos/reabrir', { method: 'POST', body: input, schema: periodWriteResponseSchema }),
    financeRefreshKeys,
  );
}
