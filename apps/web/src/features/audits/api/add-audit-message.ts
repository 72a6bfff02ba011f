import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { auditsQueryKey } from './list-audits';

export const MESSAGE_TYPES = ['general', 'operador', 'supervisor'] as const;
export type AuditMessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_TYPE_LABELS: Record<AuditMessageType, string> = {
  general: 'General',
  operador: 'Para el operador',
  supervisor: 'Para el supervisor',
};

/** The server's confirmation text, when it sent one. */
function messageOf(body: unknown): string | null {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

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
  return { message: messageOf(answer) };
}

export function useAddAuditMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAuditMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditsQueryKey }),
  });
}
