import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/** PATCH /audits/{id}/resume: a paused audit goes back in progress. */
export function resumeAudit(id: number) {
  return apiRequest(`/audits/${id}/resume`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useResumeAuditMutation() {
  return useRefreshingMutation(resumeAudit, [auditsQueryKey]);
}
