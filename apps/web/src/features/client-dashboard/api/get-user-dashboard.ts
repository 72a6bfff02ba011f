import { userDashboardResponseSchema } from '@auditorias/domain/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userDashboardQueryKey = (userId: number) => ['users', userId, 'dashboard'] as const;

/**
 * GET /users/{id}/dashboard: for a client-company user its dashboard (audit counts, money, group) over its
 * companies, with each company apart in `empresas`; for staff the session summary.
 */
export async function getUserDashboard(userId: number, signal?: AbortSignal) {
  const { data } = await apiRequest(`/users/${userId}/dashboard`, {
    schema: userDashboardResponseSchema,
    signal,
  });
  return data;
}

export function useUserDashboardQuery(userId: number, enabled = true) {
  return useQuery({
    ...queryOptions({
      queryKey: userDashboardQueryKey(userId),
      queryFn: ({ signal }) => getUserDashboard(userId, signal),
      staleTime: 30_000,
    }),
    enabled,
  });
}
