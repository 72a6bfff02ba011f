import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';

export const deletionAlertSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int().optional(),
  tipo: z.string(),
  monto: z.number(),
  eliminadoPor: z.string().nullable(),
  fechaOriginal: z.string(),
  fechaEliminacion: z.string(),
  razon: z.string().nullable(),
});
export type DeletionAlert = z.infer<typeof deletionAlertSchema>;

const alertsResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.object({ eliminaciones: z.array(deletionAlertSchema) }),
});

export const deletionAlertsQueryKey = ['dashboard', 'alerts'] as const;

/** GET /dashboard/alerts (admin): deletion alerts not yet reviewed, newest first. */
export async function listDeletionAlerts(signal?: AbortSignal) {
  const { alerts } = await apiRequest('/dashboard/alerts', { schema: alertsResponseSchema, signal });
  return alerts.eliminaciones;
}

export function deletionAlertsQueryOptions() {
  return apiQuery(deletionAlertsQueryKey, listDeletionAlerts);
}

export function useDeletionAlertsQuery() {
  return useQuery({ ...deletionAlertsQueryOptions(), refetchInterval: 60_000 });
}
