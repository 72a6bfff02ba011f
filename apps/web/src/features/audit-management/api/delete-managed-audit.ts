import type { DeletionType } from '@auditorias/domain/audits/management';
import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/**
 * DELETE /audits/{id} {type: 'cleanup'|'correction', razon} (admin). The type must match the audit's age; a
 * correction raises a deletion alert for the overview.
 */
export function deleteManagedAudit({ id, type, razon }: { id: number; type: DeletionType; razon?: string }) {
  const reason = razon?.trim();
  return apiRequest(`/audits/${id}`, {
    method: 'DELETE',
    body: reason ? { type, razon: reason } : { type },
    schema: okMessageSchema,
  });
}

export function useDeleteManagedAuditMutation() {
  return useAuditsMutation(deleteManagedAudit, [['dashboard']]);
}
