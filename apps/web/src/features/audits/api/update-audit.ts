import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

/** PUT /audits/{id}, multipart with the same fields as the creation: '✅ Auditoría actualizada exitosamente'. */
export function updateAudit({ id, form }: { id: number; form: FormData }) {
  return apiRequest(`/audits/${id}`, { method: 'PUT', body: form, schema: auditMutationResponseSchema });
}

export function useUpdateAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
