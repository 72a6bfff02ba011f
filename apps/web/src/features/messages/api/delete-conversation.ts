import { okMessageSchema } from '@auditorias/domain/schemas/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationQueryKey, conversationsQueryKey, unreadCountQueryKey } from './message-query-keys';

/** DELETE /messages/conversation/{userId}: hides the conversation for the caller only. */
export function deleteConversation(userId: number) {
  return apiRequest(`/messages/conversation/${userId}`, { method: 'DELETE', schema: okMessageSchema });
}

export function useDeleteConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, userId) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
    },
  });
}
