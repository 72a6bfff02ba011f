import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  resolveTimeAlertRequestSchema,
  timeAlertListQuerySchema,
  timeAlertListResponseSchema,
  timeAlertResponseSchema,
} from '@auditorias/domain/schemas/time-alerts';
import { mayUseTimeAlerts, TIME_ALERT_MSG } from '@auditorias/domain/staff/time-alerts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/errors';
import { jsonRoute, ok } from '../../lib/route';
import { requireAuth } from '../../plugins/auth';
import type { TimeAlertsService } from './time-alerts.service';

const tags = ['alertas de tiempo'];

/**
 * The bell is for admins and supervisors by role (not a per-user permission). Checked right after the sign-in
 * check, before anything else runs: a refused role never gets an answer from the poll versions either.
 */
async function alertsViewerOnly(request: FastifyRequest) {
  if (!mayUseTimeAlerts(requireAuth(request).user.role)) throw forbidden();
}
const config = { permission: 'authenticated' as const };

/** Time alerts (registered under /api/time-alerts). */
export const timeAlertsRoutes: FastifyPluginAsyncZod<{ timeAlerts: TimeAlertsService }> = async (
  app,
  { timeAlerts },
) => {
  jsonRoute(app, 'GET', '/', {
    // Polled every 30 s: answered 304 from the change versions while no alert changed.
    config: { ...config, poll: 'alertas' },
    onRequest: alertsViewerOnly,
    tags,
    summary: 'Alertas de tiempo, las más nuevas primero (opcional: desde un instante, por estado)',
    querystring: timeAlertListQuerySchema,
    response: timeAlertListResponseSchema,
    handler: async (auth, request) => timeAlerts.list(auth, request.query),
  });

  jsonRoute(app, 'PUT', '/:id/viewed', {
    config,
    onRequest: alertsViewerOnly,
    tags,
    summary: 'Marcar una alerta como vista (pendiente → revisada)',
    params: idParamsSchema,
    response: timeAlertResponseSchema,
    handler: async (auth, request) =>
      ok({ message: TIME_ALERT_MSG.viewed, data: await timeAlerts.markViewed(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/:id/resolve', {
    config: { ...config, activity: 'service' },
    onRequest: alertsViewerOnly,
    tags,
    summary: 'Resolver una alerta con una resolución y una nota opcional',
    params: idParamsSchema,
    body: resolveTimeAlertRequestSchema,
    response: timeAlertResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: TIME_ALERT_MSG.resolved,
        data: await timeAlerts.resolve(auth, request.params.id, request.body, request.ip),
      }),
  });
};
