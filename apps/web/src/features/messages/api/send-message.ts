import { messageResponseSchema, type SendMessageRequest } from '@auditorias/domain/schemas/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationQueryKey, conversationsQueryKey, userAdminMessagesQueryKey } from './message-query-keys';

/** The body of POST /messages before defaults: tipo and prioridad may be left out ('mensaje', 'normal'). */
export type SendMessageInput = Pick<SendMessageRequest, 'toUserId' | 'contenido'> &
  Partial<Pick<SendMessageRequest, 'tipo' | 'prioridad' | 'isReply'>>;

/** POST /messages {toUserId, contenido, tipo, prioridad, isReply}. Alerts and high priority: admins only. */
export function sendMessage(body: SendMessageInput) {
  return apiRequest('/messages', { method: 'POST', body, schema: messageResponseSchema });
}

export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_result, { toUserId }) => {
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(toUserId) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: userAdminMessagesQueryKey(toUserId) });
    },
  });
}
