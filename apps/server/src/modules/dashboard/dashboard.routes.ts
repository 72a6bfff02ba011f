import { errorResponses, idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import type { DashboardService } from './dashboard.service';

const tags = ['panel'];
const errors = errorResponses;
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
  app.get(
    '/stats',
    {
      // Every admin sees the same figures: one computed answer serves them all for 5 s.
      config: { ...admin, sharedFor: 5_000 },
      schema: { tags, summary: 'Resumen del sistema', response: { 200: statsSchema, ...errors } },
    },
    async () => ({
      success: true as const,
      data: await opts.dashboard.stats(),
    }),
  );
  app.get(
    '/alerts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Alertas de eliminación sin revisar',
        response: { 200: alertsSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      alerts: { eliminaciones: await opts.dashboard.alerts() },
    }),
  );
  app.put(
    '/alerts/:id/reviewed',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Marcar una alerta de eliminación como revisada',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.dashboard.markReviewed(requireAuth(request), request.params.id);
      return { success: true as const, message: 'Alerta marcada como revisada' };
    },
  );
};
