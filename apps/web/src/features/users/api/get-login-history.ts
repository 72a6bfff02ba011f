import { loginHistoryResponseSchema } from '@auditorias/domain/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

/** Spec section 9: the connection history shows the last 50 sign-ins. */
export const LOGIN_HISTORY_LIMIT = 50;

export const loginHistoryQueryKey = (userId: number) => ['users', userId, 'login-history'] as const;

/** GET /users/{id}/login-history?limit=50: sign-ins (time, IP, user agent), newest first. */
export function getLoginHistory(userId: number, signal?: AbortSignal) {
  return apiData(`/users/${userId}/login-history`, {
    query: { limit: LOGIN_HISTORY_LIMIT },
    schema: loginHistoryResponseSchema,
    signal,
  });
}

export function loginHistoryQueryOptions(userId: number) {
  return apiQuery(loginHistoryQueryKey(userId), (signal) => getLoginHistory(userId, signal), {
    staleTime: 0,
  });
}

export function useLoginHistoryQuery(userId: number) {
  return useQuery(loginHistoryQueryOptions(userId));
}
