import type { Priority } from '@auditorias/domain/clients/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

export interface ReassignBody {
  /** null: nobody; the audit goes back to pending. */
  operadorId: number | null;
  mensaje: string;
  prioridad: Priority;
}

/** The server's confirmation text, when it sent one. */
function messageOf(body: unknown): string | null {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** PUT /audits/{id}/reassign {operadorId, mensaje, prioridad} (spec section 7). */
export async function reassignAudit({ id, ...body }: ReassignBody & { id: number }) {
  const answer = await apiRequest(`/audits/${id}/reassign`, { method: 'PUT', body });
  return { message: messageOf(answer) };
}

export function useReassignAuditMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignAudit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
