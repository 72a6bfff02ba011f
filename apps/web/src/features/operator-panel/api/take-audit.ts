import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/public';

/**
 * PATCH /audits/{id}/take: takes the audit the queue offered (only that one). When someone else was faster the
 * server answers 409 with its Spanish message.
 */
export function takeAudit(id: number) {
  return apiRequest(`/audits/${id}/take`, { method: 'PATCH', schema: auditMutationResponseSchema });
}

export function useTakeAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeAudit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
