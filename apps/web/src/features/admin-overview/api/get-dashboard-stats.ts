import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiData } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

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
export function getDashboardStats(signal?: AbortSignal) {
  return apiData('/dashboard/stats', { schema: dashboardStatsSchema, signal });
}

export function dashboardStatsQueryOptions() {
  return apiQuery(dashboardStatsQueryKey, getDashboardStats);
}

export function useDashboardStatsQuery() {
  return useQuery({ ...dashboardStatsQueryOptions(), refetchInterval: 60_000 });
}
