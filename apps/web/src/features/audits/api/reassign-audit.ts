import type { Priority } from '@auditorias/domain/clients/constants';
import { answerMessage, apiRequest } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/mutations';
import { auditsQueryKey } from './list-audits';

export interface ReassignBody {
  /** null: nobody; the audit goes back to pending. */
  operadorId: number | null;
  mensaje: string;
  prioridad: Priority;
}

/** PUT /audits/{id}/reassign {operadorId, mensaje, prioridad} (spec section 7). */
export async function reassignAudit({ id, ...body }: ReassignBody & { id: number }) {
  const answer = await apiRequest(`/audits/${id}/reassign`, { method: 'PUT', body });
  return { message: answerMessage(answer) };
}

export function useReassignAuditMutation() {
  return useRefreshingMutation(reassignAudit, [auditsQueryKey]);
}
