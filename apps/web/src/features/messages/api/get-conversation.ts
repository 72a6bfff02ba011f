import { messageListResponseSchema } from '@auditorias/domain/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationQueryKey } from './message-query-keys';

/** GET /messages/conversation/{userId}: the messages with that person, oldest first; marks incoming ones read. */
export async function getConversation(userId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/messages/conversation/${userId}`, {
    schema: messageListResponseSchema,
    signal,
  });
  return data;
}

export function conversationQueryOptions(userId: number) {
  return queryOptions({
    queryKey: conversationQueryKey(userId),
    queryFn: ({ signal }) => getConversation(userId, signal),
    staleTime: 0,
  });
}

export function useConversationQuery(userId: number | null) {
  return useQuery({ ...conversationQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** The export of a conversation (CSV or XLSX): GET /messages/conversation/{userId}/export (marks nothing read). */
export function conversationExport(userId: number) {
  return { path: `/messages/conversation/${userId}/export`, fallbackName: `conversacion-${userId}` };
}
