import { errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditFilesService } from './audit-files.service';

const tags = ['archivos'];
const errors = errorResponses;
const admin = { permission: 'user_admin' as const };

const fileSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int(),
  nombreArchivo: z.string(),
  nombreOriginal: z.string(),
  tamaño: z.number().int(),
  fechaSubida: z.string(),
  clientName: z.string(),
  auditTitle: z.string(),
});

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
        summary: 'Archivos adjuntos de auditorías',
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(fileSchema),
            totales: z.object({ archivos: z.number(), bytes: z.number() }),
          }),
          ...errors,
        },
      },
    },
    async () => {
      const [data, totales] = await Promise.all([opts.auditFiles.list(), opts.auditFiles.totals()]);
      return { success: true as const, data, totales };
    },
  );
  app.delete(
    '/:id/files/:fileId',
    {
      config: admin,
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
      config: admin,
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
