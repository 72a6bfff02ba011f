import { auditResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiData } from '../../../lib/api-client';
import { apiQuery, useRecordQuery } from '../../../lib/queries';
import { auditsQueryKey } from './list-audits';

export const auditQueryKey = (id: number) => [...auditsQueryKey, 'detail', id] as const;

/** GET /audits/{id}: one audit the caller may see. */
export function getAudit(id: number, signal?: AbortSignal) {
  return apiData(`/audits/${id}`, { schema: auditResponseSchema, signal });
}

export function auditQueryOptions(id: number) {
  return apiQuery(auditQueryKey(id), (signal) => getAudit(id, signal));
}

export function useAuditQuery(id: number | null) {
  return useRecordQuery(id, auditQueryOptions);
}
