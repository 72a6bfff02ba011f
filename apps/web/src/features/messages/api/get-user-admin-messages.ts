import { useQuery } from '@tanstack/react-query';
import { messageListQueryOptions } from './message-list';
import { userAdminMessagesQueryKey } from './message-query-keys';

/** GET /messages/user/{id}: the administrative messages (sent by admins) to that user, newest first. */
export function userAdminMessagesQueryOptions(userId: number) {
  return messageListQueryOptions(userAdminMessagesQueryKey(userId), `/messages/user/${userId}`);
}

export function useUserAdminMessagesQuery(userId: number) {
  return useQuery(userAdminMessagesQueryOptions(userId));
}
