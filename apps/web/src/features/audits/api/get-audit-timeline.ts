import { timelineResponseSchema } from '@auditorias/domain/schemas/audits';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { auditsQueryKey } from './list-audits';

export const auditTimelineQueryKey = (id: number) => [...auditsQueryKey, 'timeline', id] as const;

/** GET /audits/{id}/timeline (staff): who moved the audit, when, from which state to which, with the note. */
export function getAuditTimeline(id: number, signal?: AbortSignal) {
  return apiData(`/audits/${id}/timeline`, { schema: timelineResponseSchema, signal });
}

export function auditTimelineQueryOptions(id: number) {
  return apiQuery(auditTimelineQueryKey(id), (signal) => getAuditTimeline(id, signal));
}

export function useAuditTimelineQuery(id: number, enabled = true) {
  return useQuery({ ...auditTimelineQueryOptions(id), enabled });
}
