import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/** POST /audits/{id}/devolver-operador {reason} ('Devolver'): back to its operator with the reason. */
export function returnToOperator({ id, reason }: { id: number; reason: string }) {
  return apiRequest(`/audits/${id}/devolver-operador`, {
    method: 'POST',
    body: { reason: reason.trim() },
    schema: auditMutationResponseSchema,
  });
}

export function useReturnToOperatorMutation() {
  return useAuditsMutation(returnToOperator);
}
