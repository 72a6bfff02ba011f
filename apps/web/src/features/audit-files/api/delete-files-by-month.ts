import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';
import { auditFilesQueryKey } from './list-audit-files';

const monthDeleteSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  eliminados: z.number(),
  errores: z.number(),
});
export type MonthDeleteResult = z.infer<typeof monthDeleteSchema>;

/** DELETE /audits/files/month/{yyyy-mm} (admin): every attachment uploaded that month. */
export function deleteFilesByMonth(month: string) {
  return apiRequest(`/audits/files/month/${month}`, { method: 'DELETE', schema: monthDeleteSchema });
}

export function useDeleteFilesByMonthMutation() {
  return useAuditsMutation(deleteFilesByMonth, [auditFilesQueryKey]);
}
