import { monthDeleteResponseSchema } from '@auditorias/domain/schemas/audit-files';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';
import { auditFilesQueryKey } from './list-audit-files';

/** DELETE /audits/files/month/{yyyy-mm} (admin): every attachment uploaded that month. */
export function deleteFilesByMonth(month: string) {
  return apiRequest(`/audits/files/month/${month}`, { method: 'DELETE', schema: monthDeleteResponseSchema });
}

export function useDeleteFilesByMonthMutation() {
  return useAuditsMutation(deleteFilesByMonth, [auditFilesQueryKey]);
}
