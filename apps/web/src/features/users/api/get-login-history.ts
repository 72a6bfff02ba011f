import { loginHistoryResponseSchema } from '@auditorias/domain/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec section 9: the connection history shows the last 50 sign-ins. */
export const LOGIN_HISTORY_LIMIT = 50;

export const loginHistoryQueryKey = (userId: number) => ['users', userId, 'login-history'] as const;

/** GET /users/{id}/login-history?limit=50: sign-ins (time, IP, user agent), newest first. */
export async function getLoginHistory(userId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/users/${userId}/login-history`, {
    query: { limit: LOGIN_HISTORY_LIMIT },
    schema: loginHistoryResponseSchema,
    signal,
  });
  return data;
}

export function loginHistoryQueryOptions(userId: number) {
  return queryOptions({
    queryKey: loginHistoryQueryKey(userId),
    queryFn: ({ signal }) => getLoginHistory(userId, signal),
    staleTime: 0,
  });
}

export function useLoginHistoryQuery(userId: number) {
  return useQuery(loginHistoryQueryOptions(userId));
}
