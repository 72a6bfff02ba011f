import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

/** PATCH /audits/{id}/resume: a paused audit goes back in progress. */
export function resumeAudit(id: number) {
  return apiRequest(`/audits/${id}/resume`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useResumeAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
