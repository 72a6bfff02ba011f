import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

/** PATCH /audits/{id}/start: the operator's assigned audit goes in progress. */
export function startAudit(id: number) {
  return apiRequest(`/audits/${id}/start`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useStartAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
