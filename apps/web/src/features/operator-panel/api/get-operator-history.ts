import { auditListResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/api/list-audits';

export const operatorHistoryQueryKey = [...auditsQueryKey, 'operator-history'] as const;

/** GET /audits/operador/historial: the operator's finished audits. */
export async function getOperatorHistory(signal?: AbortSignal) {
  const { auditorias } = await apiRequest('/audits/operador/historial', {
    schema: auditListResponseSchema,
    signal,
  });
  return auditorias;
}

export function operatorHistoryQueryOptions() {
  return queryOptions({
    queryKey: operatorHistoryQueryKey,
    queryFn: ({ signal }) => getOperatorHistory(signal),
  });
}

export function useOperatorHistoryQuery() {
  return useQuery(operatorHistoryQueryOptions());
}
