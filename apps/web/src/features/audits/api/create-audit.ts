import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

/**
 * POST /audits, multipart: the form's fields (clienteId, branchId, sucursal, direccion, titulo, descripcion,
 * notas, observaciones, fechaSolicitada, prioridad, and for the admin tiempoEstimadoHoras and costo) and the
 * attachments as repeated 'files'. Answers 201 with '✅ Auditoría creada exitosamente' and the audit.
 */
export function createAudit(form: FormData) {
  return apiRequest('/audits', { method: 'POST', body: form, schema: auditMutationResponseSchema });
}

export function useCreateAuditMutation() {
  return useRefreshingMutation(createAudit, [auditsQueryKey]);
}
