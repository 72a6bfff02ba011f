import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

/** POST /audits/{id}/pausar-transito: a waiting or not-started audit goes back to the management queue. */
export function pauseTransit(id: number) {
  return apiRequest(`/audits/${id}/pausar-transito`, { method: 'POST', schema: auditMutationResponseSchema });
}

export function usePauseTransitMutation() {
  return useAuditsMutation(pauseTransit);
}
