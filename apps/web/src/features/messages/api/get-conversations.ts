import { type Conversation, conversationListResponseSchema } from '@auditorias/domain/schemas/messages';
import { apiRequest } from '../../../lib/api-client';
import { type ListPage, usePagedList } from '../../../lib/paged-list';
import { conversationsQueryKey } from './message-query-keys';

export type ConversationPage = ListPage<Conversation>;

/** GET /messages/conversations: a page of conversations, newest first, each with its last message and unread count. */
export async function getConversationsPage(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const { data, paginacion } = await apiRequest(
    `/messages/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { schema: conversationListResponseSchema, signal },
  );
  return { items: data, paginacion };
}

/** The conversations, paged by the server ('Cargar más' asks for older ones). */
export function useConversationsList() {
  return usePagedList({ queryKey: conversationsQueryKey, fetchPage: getConversationsPage });
}
