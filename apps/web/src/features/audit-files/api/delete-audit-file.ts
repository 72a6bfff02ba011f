import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';
import { auditFilesQueryKey } from './list-audit-files';

/** DELETE /audits/{auditId}/files/{id} (admin): removes one attachment. */
export function deleteAuditFile({ auditId, id }: { auditId: number; id: number }) {
  return apiRequest(`/audits/${auditId}/files/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteAuditFileMutation() {
  return useAuditsMutation(deleteAuditFile, [auditFilesQueryKey]);
}
