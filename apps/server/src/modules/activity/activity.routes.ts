import {
  activityExportQuerySchema,
  activityListQuerySchema,
  activityListResponseSchema,
} from '@auditorias/domain/schemas/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute, jsonRoute } from '../../lib/route';
import type { ActivityService } from './activity.service';

const tags = ['registro de actividad'];
/** Only admins read the trail. */
const admin = { permission: 'user_admin' as const };

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  jsonRoute(app, 'GET', '/', {
    config: admin,
    tags,
    summary:
      'Registro de actividad: acciones sensibles, más recientes primero (filtros por usuario, acción, tipo, fechas y texto)',
    querystring: activityListQuerySchema,
    response: activityListResponseSchema,
    handler: async (_auth, request) => activity.list(request.query),
  });

  downloadRoute(app, '/export', {
    config: admin,
    tags,
    summary: 'Descargar el registro de actividad (CSV o XLSX) con los mismos filtros',
    querystring: activityExportQuerySchema,
    handler: (_auth, request) => activity.exportFile(request.query),
  });
};
