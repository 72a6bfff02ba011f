import {
  auditFilesQuerySchema,
  auditFilesResponseSchema,
  monthDeleteResponseSchema,
} from '@auditorias/domain/schemas/audit-files';
import { okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jsonRoute, ok } from '../../lib/route';
import { idFrom, paramsAndBody } from '../activity/public';
import type { AuditFilesService } from './audit-files.service';

const tags = ['archivos'];
const admin = { permission: 'user_admin' as const };

export const auditFilesRoutes: FastifyPluginAsyncZod<{ auditFiles: AuditFilesService }> = async (
  app,
  opts,
) => {
  jsonRoute(app, 'GET', '/files', {
    config: admin,
    tags,
    summary:
      'Archivos adjuntos de auditorías, de a páginas (más nuevos primero; búsqueda y mes), con sus totales',
    querystring: auditFilesQuerySchema,
    response: auditFilesResponseSchema,
    handler: async (_auth, request) => {
      const [page, totals] = await Promise.all([
        opts.auditFiles.list(request.query),
        opts.auditFiles.totals(request.query),
      ]);
      return ok({ ...page, ...totals });
    },
  });
  jsonRoute(app, 'DELETE', '/:id/files/:fileId', {
    config: {
      ...admin,
      activity: {
        action: 'file_delete',
        target: 'archivo',
        targetId: idFrom('fileId'),
        details: paramsAndBody,
      },
    },
    tags,
    summary: 'Eliminar un archivo adjunto',
    params: z.strictObject({
      id: z.coerce.number().int().positive(),
      fileId: z.coerce.number().int().positive(),
    }),
    response: okMessageSchema,
    handler: async (_auth, request) => {
      await opts.auditFiles.removeOne(request.params.id, request.params.fileId);
      return ok({ message: 'Archivo eliminado' });
    },
  });
  jsonRoute(app, 'DELETE', '/files/month/:month', {
    config: { ...admin, activity: { action: 'files_month_delete', details: paramsAndBody } },
    tags,
    summary: 'Eliminar los archivos subidos en un mes (AAAA-MM)',
    params: z.strictObject({ month: z.string().max(7) }),
    response: monthDeleteResponseSchema,
    handler: async (_auth, request) => {
      const { eliminados, errores } = await opts.auditFiles.removeMonth(request.params.month);
      const message =
        errores > 0
          ? `⚠️ ${eliminados} archivos eliminados, ${errores} errores...`
          : `${eliminados} archivos eliminados`;
      return ok({ message, eliminados, errores });
    },
  });
};
