import { deletionAlertsResponseSchema } from '@auditorias/domain/schemas/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export type { DeletionAlert } from '@auditorias/domain/schemas/dashboard';

export const deletionAlertsQueryKey = ['dashboard', 'alerts'] as const;

/** GET /dashboard/alerts (admin): deletion alerts not yet reviewed, newest first. */
export async function listDeletionAlerts(signal?: AbortSignal) {
  const { alerts } = await apiRequest('/dashboard/alerts', { schema: deletionAlertsResponseSchema, signal });
  return alerts.eliminaciones;
}

export function deletionAlertsQueryOptions() {
  return apiQuery(deletionAlertsQueryKey, listDeletionAlerts);
}

export function useDeletionAlertsQuery() {
  return useQuery({ ...deletionAlertsQueryOptions(), refetchInterval: 60_000 });
}
