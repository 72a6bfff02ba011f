import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const dashboardStatsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    auditorias: z.object({
      total: z.number(),
      pendientes: z.number(),
      enProceso: z.number(),
      completadas: z.number(),
    }),
    clientes: z.object({ total: z.number(), activos: z.number() }),
    usuarios: z.object({ total: z.number(), operadores: z.number(), supervisores: z.number() }),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>['data'];

export const dashboardStatsQueryKey = ['dashboard', 'stats'] as const;

/** GET /dashboard/stats (admin): audit, client and user counters. */
export async function getDashboardStats(signal?: AbortSignal) {
  const { data } = await apiRequest('/dashboard/stats', { schema: dashboardStatsSchema, signal });
  return data;
}

export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardStatsQueryKey,
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStatsQuery() {
  return useQuery({ ...dashboardStatsQueryOptions(), refetchInterval: 60_000 });
}
