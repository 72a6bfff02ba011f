import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/** PATCH /audits/{id}/start: the operator's assigned audit goes in progress. */
export function startAudit(id: number) {
  return apiRequest(`/audits/${id}/start`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useStartAuditMutation() {
  return useRefreshingMutation(startAudit, [auditsQueryKey]);
}
