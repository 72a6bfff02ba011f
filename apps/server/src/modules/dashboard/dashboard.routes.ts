import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  dashboardStatsResponseSchema,
  deletionAlertsResponseSchema,
} from '@auditorias/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { DashboardService } from './dashboard.service';

const tags = ['panel'];
const admin = { permission: 'user_admin' as const };

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, opts) => {
  jsonRoute(app, 'GET', '/stats', {
    // Every admin sees the same figures: one computed answer serves them all for 5 s.
    config: { ...admin, sharedFor: 5_000 },
    tags,
    summary: 'Resumen del sistema',
    response: dashboardStatsResponseSchema,
    handler: async () => ok({ data: await opts.dashboard.stats() }),
  });
  jsonRoute(app, 'GET', '/alerts', {
    config: admin,
    tags,
    summary: 'Alertas de eliminación sin revisar',
    response: deletionAlertsResponseSchema,
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
