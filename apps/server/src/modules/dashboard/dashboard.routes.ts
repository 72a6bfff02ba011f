import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute, ok } from '../../lib/route';
import type { DashboardService } from './dashboard.service';

const tags = ['panel'];
const admin = { permission: 'user_admin' as const };

const statsSchema = z.object({
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

const alertsSchema = z.object({
  success: z.literal(true),
  alerts: z.object({
    eliminaciones: z.array(
      z.object({
        id: z.number().int(),
        auditId: z.number().int(),
        tipo: z.string(),
        monto: z.number(),
        eliminadoPor: z.string().nullable(),
        fechaOriginal: z.string(),
        fechaEliminacion: z.string(),
        razon: z.string().nullable(),
      }),
    ),
  }),
});

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, opts) => {
  jsonRoute(app, 'GET', '/stats', {
    // Every admin sees the same figures: one computed answer serves them all for 5 s.
    config: { ...admin, sharedFor: 5_000 },
    tags,
    summary: 'Resumen del sistema',
    response: statsSchema,
    handler: async () => ok({ data: await opts.dashboard.stats() }),
  });
  jsonRoute(app, 'GET', '/alerts', {
    config: admin,
    tags,
    summary: 'Alertas de eliminación sin revisar',
    response: alertsSchema,
    handler: async () => ok({ alerts: { eliminaciones: await opts.dashboard.alerts() } }),
  });
  jsonRoute(app, 'PUT', '/alerts/:id/reviewed', {
    config: admin,
    tags,
    summary: 'Marcar una alerta de eliminación como revisada',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.dashboard.markReviewed(auth, request.params.id);
      return ok({ message: 'Alerta marcada como revisada' });
    },
  });
};
