import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/**
 * PATCH /audits/{id}/take: takes the audit the queue offered (only that one). When someone else was faster the
 * server answers 409 with its Spanish message.
 */
export function takeAudit(id: number) {
  return apiRequest(`/audits/${id}/take`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useTakeAuditMutation() {
  return useAuditsMutation(takeAudit);
}
