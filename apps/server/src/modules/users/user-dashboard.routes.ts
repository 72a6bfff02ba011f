import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  clientComparisonQuerySchema,
  clientComparisonResponseSchema,
  userDashboardResponseSchema,
} from '@auditorias/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import type { UserDashboardService } from './user-dashboard.service';

/**
 * GET /users/{id}/dashboard, registered apart from the users routes because it reads the finance service (created
 * after the users service).
 */
export const userDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: UserDashboardService }> = async (
  app,
  opts,
) => {
  jsonRoute(app, 'GET', '/:id/dashboard', {
    // One's own for everyone; another user's needs user_view (checked by the service's rule).
    config: { permission: 'authenticated' },
    tags: ['usuarios'],
    summary: 'Panel del usuario (para un cliente: auditorías, finanzas y grupo de sus empresas)',
    params: idParamsSchema,
    response: userDashboardResponseSchema,
    handler: async (auth, request) => ok({ data: await opts.dashboard.dashboard(auth, request.params.id) }),
  });
  jsonRoute(app, 'GET', '/:id/dashboard/comparativa', {
    // Same access as the dashboard (checked by the service).
    config: { permission: 'authenticated' },
    tags: ['usuarios'],
    summary: 'Comparación de las empresas de un usuario cliente por sucursal y por mes (últimos meses)',
    params: idParamsSchema,
    querystring: clientComparisonQuerySchema,
    response: clientComparisonResponseSchema,
    handler: async (auth, request) =>
      ok({ data: await opts.dashboard.comparison(auth, request.params.id, request.query.meses) }),
  });
};
