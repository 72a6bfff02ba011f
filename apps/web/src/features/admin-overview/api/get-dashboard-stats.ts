import { dashboardStatsResponseSchema } from '@auditorias/domain/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export type { DashboardStats } from '@auditorias/domain/schemas/dashboard';

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

/** GET /dashboard/stats (admin): audit, client and user counters. */
export function getDashboardStats(signal?: AbortSignal) {
  return apiData('/dashboard/stats', { schema: dashboardStatsResponseSchema, signal });
}

export function dashboardStatsQueryOptions() {
  return apiQuery(dashboardStatsQueryKey, getDashboardStats);
}

export function useDashboardStatsQuery() {
  return useQuery({ ...dashboardStatsQueryOptions(), refetchInterval: 60_000 });
}
