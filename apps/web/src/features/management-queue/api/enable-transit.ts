import type { Priority } from '@auditorias/domain/clients/constants';
import { auditMutationResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';
import { useAuditsMutation } from '../../audits/public';

export interface EnableTransitBody {
  id: number;
  /** Assign it to this operator at once; omitted: it waits for the operators' queue. */
  operadorId?: number;
  fechaProgramada?: string | null;
  prioridad?: Priority;
}

/** POST /audits/{id}/habilitar-transito {operadorId?, fechaProgramada?, prioridad?}. */
export function enableTransit({ id, ...body }: EnableTransitBody) {
  return apiRequest(`/audits/${id}/habilitar-transito`, {
    method: 'POST',
    body,
    schema: auditMutationResponseSchema,
  });
}

export function useEnableTransitMutation() {
  return useAuditsMutation(enableTransit);
}
