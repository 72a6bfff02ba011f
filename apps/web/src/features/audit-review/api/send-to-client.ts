import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/**
 * PUT /audits/{id}/send-to-client {observacionesSupervisor?}: approves the audit and sends it to the client
 * ('✅ Auditoría aprobada y enviada al cliente exitosamente.').
 */
export function sendToClient({
  id,
  observacionesSupervisor,
}: {
  id: number;
  observacionesSupervisor?: string;
}) {
  const comments = observacionesSupervisor?.trim();
  return apiRequest(`/audits/${id}/send-to-client`, {
    method: 'PUT',
    body: comments ? { observacionesSupervisor: comments } : {},
    schema: auditMutationResponseSchema,
  });
}

export function useSendToClientMutation() {
  return useAuditsMutation(sendToClient);
}
