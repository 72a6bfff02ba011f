import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/** PATCH /audits/{id}/assign {operadorId}: gives a waiting audit (solicitud, pendiente) to an operator. */
export function assignAudit({ id, operadorId }: { id: number; operadorId: number }) {
  return apiRequest(`/audits/${id}/assign`, {
    method: 'PATCH',
    body: { operadorId },
    schema: auditMutationResponseSchema,
  });
}

export function useAssignAuditMutation() {
  return useRefreshingMutation(assignAudit, [auditsQueryKey]);
}
