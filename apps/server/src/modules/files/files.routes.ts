import { UPLOAD_KINDS } from '@auditorias/domain/files/upload-rules';
import { uploadResponseSchema } from '@auditorias/domain/schemas/clients';
import { errorResponseSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { readForm } from '../../lib/form';
import { requireAuth } from '../../plugins/auth';
import type { FilesService } from './files.service';

const kindQuery = z.strictObject({
  kind: z.enum(Object.keys(UPLOAD_KINDS) as ['contrato', 'procedimiento'], {
    error: 'Tipo de archivo inválido',
  }),
});

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, opts) => {
  app.post(
    '/',
    {
      config: { permission: 'client_manage' },
      schema: {
        tags: ['archivos'],
        summary: 'Subir un archivo (multipart, campo "file"); luego el formulario lo adjunta por su id',
        querystring: kindQuery,
        response: {
          201: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Enviá el archivo como multipart/form-data');
      // One file: a second one is refused (400), not silently dropped; a NUL in its name too.
      const [part] = (await readForm(request, { maxFiles: 1 })).files;
      if (!part) throw badRequest('No se recibió ningún archivo');
      const data = await opts.files.upload(
        requireAuth(request),
        request.query.kind,
        part.fileName,
        part.content,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
