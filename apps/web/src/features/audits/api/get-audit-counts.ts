import { auditCountsResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey } from './list-audits';

export const auditCountsQueryKey = (clienteId?: number) =>
  [...auditsQueryKey, 'counts', clienteId ?? null] as const;

/** GET /audits/counts[?clienteId]: how many audits the caller may see are in each state (counted by the server). */
export async function getAuditCounts(clienteId?: number, signal?: AbortSignal) {
  const { conteo, total } = await apiRequest('/audits/counts', {
    query: { clienteId },
    schema: auditCountsResponseSchema,
    signal,
  });
  return { conteo, total };
}

export function auditCountsQueryOptions(clienteId?: number) {
  return apiQuery(auditCountsQueryKey(clienteId), (signal) => getAuditCounts(clienteId, signal));
}

export function useAuditCountsQuery(options: { clienteId?: number; refetchInterval?: number | false } = {}) {
  return useQuery({
    ...auditCountsQueryOptions(options.clienteId),
    refetchInterval: options.refetchInterval ?? false,
  });
}
