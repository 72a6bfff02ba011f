import { useQuery } from '@tanstack/react-query';
import { messageListQueryOptions } from './message-list';
import { conversationQueryKey } from './message-query-keys';

/** GET /messages/conversation/{userId}: the messages with that person, oldest first; marks incoming ones read. */
export function conversationQueryOptions(userId: number) {
  return messageListQueryOptions(conversationQueryKey(userId), `/messages/conversation/${userId}`);
}

export function useConversationQuery(userId: number | null) {
  return useQuery({ ...conversationQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** The export of a conversation (CSV or XLSX): GET /messages/conversation/{userId}/export (marks nothing read). */
export function conversationExport(userId: number) {
  return { path: `/messages/conversation/${userId}/export`, fallbackName: `conversacion-${userId}` };
}
