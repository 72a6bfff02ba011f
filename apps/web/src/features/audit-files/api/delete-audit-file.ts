import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from '../../audits/public';
import { auditFilesQueryKey } from './list-audit-files';

/** DELETE /audits/{auditId}/files/{id} (admin): removes one attachment. */
export function deleteAuditFile({ auditId, id }: { auditId: number; id: number }) {
  return apiRequest(`/audits/${auditId}/files/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteAuditFileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAuditFile,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auditFilesQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
      ]),
  });
}
