import { answerMessage, apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

export const MESSAGE_TYPES = ['general', 'operador', 'supervisor'] as const;
export type AuditMessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<AuditMessageType, string> = {
  general: 'General',
  operador: 'Para el operador',
  supervisor: 'Para el supervisor',
};

/** PUT /audits/{id}/add-message {mensaje, tipo: general|operador|supervisor} (spec section 7). */
export async function addAuditMessage({
  id,
  mensaje,
  tipo,
}: {
  id: number;
  mensaje: string;
  tipo: AuditMessageType;
}) {
  const answer = await apiRequest(`/audits/${id}/add-message`, { method: 'PUT', body: { mensaje, tipo } });
  return { message: answerMessage(answer) };
}

export function useAddAuditMessageMutation() {
  return useRefreshingMutation(addAuditMessage, [auditsQueryKey]);
}
