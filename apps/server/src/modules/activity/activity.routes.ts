import {
  activityExportQuerySchema,
  activityListQuerySchema,
  activityListResponseSchema,
} from '@auditorias/domain/schemas/activity';
import { errorResponses } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../../lib/export-files';
import type { ActivityService } from './activity.service';

const errors = errorResponses;
const tags = ['registro de actividad'];
/** Only admins read the trail. */
const admin = { permission: 'user_admin' as const };

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Registro de actividad: acciones sensibles, más recientes primero (filtros por usuario, acción, tipo, fechas y texto)',
        querystring: activityListQuerySchema,
        response: { 200: activityListResponseSchema, ...errors },
      },
    },
    async (request) => activity.list(request.query),
  );

  app.get(
    '/export',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Descargar el registro de actividad (CSV o XLSX) con los mismos filtros',
        querystring: activityExportQuerySchema,
        response: { ...errors },
      },
    },
    async (request, reply) => sendDownload(reply, await activity.exportFile(request.query)),
  );
};
