import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/**
 * PATCH /audits/{id}/devolver-correccion ('Corregir', entregada only): back to terminada, the charge is no
 * longer due and the client no longer sees it.
 */
export function correctDeliveredAudit(id: number) {
  return apiRequest(`/audits/${id}/devolver-correccion`, {
    method: 'PATCH',
    schema: auditMutationResponseSchema,
  });
}

export function useCorrectDeliveredAuditMutation() {
  return useAuditsMutation(correctDeliveredAudit);
}
