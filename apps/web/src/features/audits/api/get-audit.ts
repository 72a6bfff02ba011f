import { auditResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

export const auditQueryKey = (id: number) => [...auditsQueryKey, 'detail', id] as const;

/** GET /audits/{id}: one audit the caller may see. */
export async function getAudit(id: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/audits/${id}`, { schema: auditResponseSchema, signal });
  return data;
}

export function auditQueryOptions(id: number) {
  return queryOptions({ queryKey: auditQueryKey(id), queryFn: ({ signal }) => getAudit(id, signal) });
}

export function useAuditQuery(id: number | null) {
  return useQuery({ ...auditQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
