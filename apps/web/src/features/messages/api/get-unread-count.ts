import { unreadCountResponseSchema } from '@auditorias/domain/schemas/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { unreadCountQueryKey } from './message-query-keys';

/** Spec section 9: the unread count is polled every 10 s. */
export const UNREAD_POLL_MS = 10_000;

/** GET /messages/unread-count: how many messages are unread and the latest of them. */
export async function getUnreadCount(signal?: AbortSignal) {
  const { count, latest } = await apiRequest('/messages/unread-count', {
    schema: unreadCountResponseSchema,
    signal,
  });
  return { count, latest };
}

export function unreadCountQueryOptions() {
  return apiQuery(unreadCountQueryKey, getUnreadCount, {
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    // Polling failures are silent (spec section 8): the next poll tries again.
    retry: false,
  });
}

export function useUnreadCountQuery() {
  return useQuery(unreadCountQueryOptions());
}
