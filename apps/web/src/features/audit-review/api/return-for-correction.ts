import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/** PUT /audits/{id}/return-for-correction {reason}: back to its operator, marked as needing correction. */
export function returnForCorrection({ id, reason }: { id: number; reason: string }) {
  return apiRequest(`/audits/${id}/return-for-correction`, {
    method: 'PUT',
    body: { reason: reason.trim() },
    schema: auditMutationResponseSchema,
  });
}

export function useReturnForCorrectionMutation() {
  return useAuditsMutation(returnForCorrection);
}
