import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/**
 * PATCH /audits/{id}/take-assigned: starts an audit someone else assigned to the operator; the server pauses the
 * operator's current audit first.
 */
export function takeAssignedAudit(id: number) {
  return apiRequest(`/audits/${id}/take-assigned`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useTakeAssignedAuditMutation() {
  return useAuditsMutation(takeAssignedAudit);
}
