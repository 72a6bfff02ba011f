import { timelineResponseSchema } from '@auditorias/domain/schemas/audits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

export const auditTimelineQueryKey = (id: number) => [...auditsQueryKey, 'timeline', id] as const;

/** GET /audits/{id}/timeline (staff): who moved the audit, when, from which state to which, with the note. */
export async function getAuditTimeline(id: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/audits/${id}/timeline`, { schema: timelineResponseSchema, signal });
  return data;
}

export function auditTimelineQueryOptions(id: number) {
  return queryOptions({
    queryKey: auditTimelineQueryKey(id),
    queryFn: ({ signal }) => getAuditTimeline(id, signal),
  });
}

export function useAuditTimelineQuery(id: number, enabled = true) {
  return useQuery({ ...auditTimelineQueryOptions(id), enabled });
}
