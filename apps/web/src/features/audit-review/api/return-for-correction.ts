import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/public';

/** PUT /audits/{id}/return-for-correction {reason}: back to its operator, marked as needing correction. */
export function returnForCorrection({ id, reason }: { id: number; reason: string }) {
  return apiRequest(`/audits/${id}/return-for-correction`, {
    method: 'PUT',
    body: { reason: reason.trim() },
    schema: auditMutationResponseSchema,
  });
}

export function useReturnForCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnForCorrection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
