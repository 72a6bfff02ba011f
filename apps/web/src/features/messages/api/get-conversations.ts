import { conversationListResponseSchema } from '@auditorias/domain/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from './message-query-keys';

/** GET /messages/conversations: one entry per person, with the last message and how many are unread. */
export async function getConversations(signal?: AbortSignal) {
  const { data } = await apiRequest('/messages/conversations', {
    schema: conversationListResponseSchema,
    signal,
  });
  return data;
}

export function conversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: ({ signal }) => getConversations(signal),
    staleTime: 0,
  });
}

export function useConversationsQuery() {
  return useQuery(conversationsQueryOptions());
}
