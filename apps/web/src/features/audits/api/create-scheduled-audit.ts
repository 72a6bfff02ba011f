import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/**
 * POST /audits/crear-programada (admin), multipart: the audit form's fields plus origenCarga 'programada' and
 * fechaProgramada. The audit waits in the management queue ('✅ Auditoría programada creada').
 */
export function createScheduledAudit(form: FormData) {
  return apiRequest('/audits/crear-programada', {
    method: 'POST',
    body: form,
    schema: auditMutationResponseSchema,
  });
}

export function useCreateScheduledAuditMutation() {
  return useRefreshingMutation(createScheduledAudit, [auditsQueryKey]);
}
