import type { editQueueRequestSchema } from '@auditorias/domain/schemas/audit-management';
import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

export type EditQueueBody = z.input<typeof editQueueRequestSchema>;

/**
 * PUT /audits/{id}/editar-cola {titulo, descripcion, prioridad, fechaSolicitada, fechaProgramada, observaciones}:
 * edits an audit while it waits in the management queue.
 */
export function editQueueAudit({ id, ...body }: EditQueueBody & { id: number }) {
  return apiRequest(`/audits/${id}/editar-cola`, {
    method: 'PUT',
    body,
    schema: auditMutationResponseSchema,
  });
}

export function useEditQueueAuditMutation() {
  return useAuditsMutation(editQueueAudit);
}
