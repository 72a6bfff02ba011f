import { userDashboardResponseSchema } from '@auditorias/domain/schemas/users';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const userDashboardQueryKey = (userId: number) => ['users', userId, 'dashboard'] as const;

/**
 * GET /users/{id}/dashboard: for a client-company user its dashboard (audit counts, money, group) over its
 * companies, with each company apart in `empresas`; for staff the session summary.
 */
export function getUserDashboard(userId: number, signal?: AbortSignal) {
  return apiData(`/users/${userId}/dashboard`, {
    schema: userDashboardResponseSchema,
    signal,
  });
}

export function useUserDashboardQuery(userId: number, enabled = true) {
  return useQuery({
    ...apiQuery(userDashboardQueryKey(userId), (signal) => getUserDashboard(userId, signal), {
      staleTime: 30_000,
    }),
    enabled,
  });
}
