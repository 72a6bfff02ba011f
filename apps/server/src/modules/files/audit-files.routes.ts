import { auditFilesQuerySchema, auditFilesResponseSchema } from '@auditorias/domain/schemas/audit-files';
import { errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idFrom, paramsAndBody } from '../activity/activity.plugin';
import type { AuditFilesService } from './audit-files.service';

const tags = ['archivos'];
const errors = errorResponses;
const admin = { permission: 'user_admin' as const };

export const auditFilesRoutes: FastifyPluginAsyncZod<{ auditFiles: AuditFilesService }> = async (
  app,
  opts,
) => {
  app.get(
    '/files',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Archivos adjuntos de auditorías, de a páginas (más nuevos primero; búsqueda y mes), con sus totales',
        querystring: auditFilesQuerySchema,
        response: { 200: auditFilesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const [page, totals] = await Promise.all([
        opts.auditFiles.list(request.query),
        opts.auditFiles.totals(request.query),
      ]);
      return { success: true as const, ...page, ...totals };
    },
  );
  app.delete(
    '/:id/files/:fileId',
    {
      config: {
        ...admin,
        activity: {
          action: 'file_delete',
          target: 'archivo',
          targetId: idFrom('fileId'),
          details: paramsAndBody,
        },
      },
      schema: {
        tags,
        summary: 'Eliminar un archivo adjunto',
        params: z.strictObject({
          id: z.coerce.number().int().positive(),
          fileId: z.coerce.number().int().positive(),
        }),
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.auditFiles.removeOne(request.params.id, request.params.fileId);
      return { success: true as const, message: 'Archivo eliminado' };
    },
  );
  app.delete(
    '/files/month/:month',
    {
      config: { ...admin, activity: { action: 'files_month_delete', details: paramsAndBody } },
      schema: {
        tags,
        summary: 'Eliminar los archivos subidos en un mes (AAAA-MM)',
        params: z.strictObject({ month: z.string().max(7) }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            eliminados: z.number(),
            errores: z.number(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { eliminados, errores } = await opts.auditFiles.removeMonth(request.params.month);
      const message =
        errores > 0
          ? `⚠️ ${eliminados} archivos eliminados, ${errores} errores...`
          : `${eliminados} archivos eliminados`;
      return { success: true as const, message, eliminados, errores };
    },
  );
};
