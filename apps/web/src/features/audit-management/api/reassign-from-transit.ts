import type { Priority } from '@auditorias/domain/clients/constants';
import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

export interface TransitReassignBody {
  id: number;
  /** null: nobody, back to pending. */
  operadorId: number | null;
  mensaje: string;
  prioridad: Priority;
}

/**
 * PUT /audits/{id}/reassign {operadorId, mensaje, prioridad, desdeTransito: true}: from the transit panel the
 * server also refuses the current operator.
 */
export function reassignFromTransit({ id, operadorId, mensaje, prioridad }: TransitReassignBody) {
  const message = mensaje.trim();
  return apiRequest(`/audits/${id}/reassign`, {
    method: 'PUT',
    body: { operadorId, prioridad, desdeTransito: true, ...(message ? { mensaje: message } : {}) },
    schema: auditMutationResponseSchema,
  });
}

export function useReassignFromTransitMutation() {
  return useAuditsMutation(reassignFromTransit);
}
