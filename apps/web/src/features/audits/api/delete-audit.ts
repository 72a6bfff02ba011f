import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

/** DELETE /audits/{id}: a client deletes its own order while nobody took it. */
export function deleteAudit(id: number) {
  return apiRequest(`/audits/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
