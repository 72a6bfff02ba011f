import { z } from 'zod';

/** GET /dashboard/stats: the admin overview's counters of audits, clients and users. */
export const dashboardStatsResponseSchema = z.object({
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
export type DashboardStats = z.infer<typeof dashboardStatsResponseSchema>['data'];

/** A deletion alert: an audit deleted as a `correction` (its money reversed), until an admin reviews it. */
export const deletionAlertSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int(),
  tipo: z.string(),
  monto: z.number(),
  eliminadoPor: z.string().nullable(),
  fechaOriginal: z.string(),
  fechaEliminacion: z.string(),
  razon: z.string().nullable(),
});
export type DeletionAlert = z.infer<typeof deletionAlertSchema>;

/** GET /dashboard/alerts: the deletion alerts not yet reviewed, newest first. */
export const deletionAlertsResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.object({ eliminaciones: z.array(deletionAlertSchema) }),
});
