import { messageListResponseSchema } from '@auditorias/domain/schemas/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { userAdminMessagesQueryKey } from './message-query-keys';

/** GET /messages/user/{id}: the administrative messages (sent by admins) to that user, newest first. */
export async function getUserAdminMessages(userId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/messages/user/${userId}`, {
    schema: messageListResponseSchema,
    signal,
  });
  return data;
}

export function userAdminMessagesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userAdminMessagesQueryKey(userId),
    queryFn: ({ signal }) => getUserAdminMessages(userId, signal),
    staleTime: 0,
  });
}

export function useUserAdminMessagesQuery(userId: number) {
  return useQuery(userAdminMessagesQueryOptions(userId));
}
