import { auditMutationResponseSchema, type CompleteRequest } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /audits/{id}/complete {eventos, observacionesFinales, sucursalDetails, canalesVision, tiempoTrabajado,
 * estado: 'terminada' | 'pausada', razonPausa}: finishes the audit, or pauses it with a reason, saving the sheet.
 */
export function completeAudit(id: number, body: CompleteRequest, signal?: AbortSignal) {
  return apiRequest(`/audits/${id}/complete`, {
    method: 'PATCH',
    body,
    schema: auditMutationResponseSchema,
    signal,
  });
}
