import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/** PUT /audits/{id}, multipart with the same fields as the creation: '✅ Auditoría actualizada exitosamente'. */
export function updateAudit({ id, form }: { id: number; form: FormData }) {
  return apiRequest(`/audits/${id}`, { method: 'PUT', body: form, schema: auditMutationResponseSchema });
}

export function useUpdateAuditMutation() {
  return useRefreshingMutation(updateAudit, [auditsQueryKey]);
}
