import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/** DELETE /audits/{id}: a client deletes its own order while nobody took it. */
export function deleteAudit(id: number) {
  return apiRequest(`/audits/${id}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteAuditMutation() {
  return useRefreshingMutation(deleteAudit, [auditsQueryKey]);
}
