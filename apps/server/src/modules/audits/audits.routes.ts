import {
  assignRequestSchema,
  attachmentParamsSchema,
  auditCountsQuerySchema,
  auditCountsResponseSchema,
  auditEditFormSchema,
  auditFormSchema,
  auditIdParamsSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditMutationResponseSchema,
  auditResponseSchema,
  completeRequestSchema,
  draftRequestSchema,
  imageUploadRequestSchema,
  imageUploadResponseSchema,
  nextAvailableResponseSchema,
  pageQuerySchema,
  templateResponseSchema,
  timelineResponseSchema,
} from '@auditorias/domain/schemas/audits';
import { errorResponseSchema, errorResponses } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWith, readForm } from '../../lib/form';
import { requireAuth } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { sendStoredFile } from '../files/send-file';
import { AUDIT_MSG } from './audit-core';
import type { AuditsService } from './audits.service';

const errors = errorResponses;
const tags = ['auditorías'];
// Who may move an audit is the domain's transition table, applied by the service; routes only need a session.
const session = { permission: 'authenticated' as const };
const params = auditIdParamsSchema;
const mutation = { 200: auditMutationResponseSchema, ...errors };

export const auditsRoutes: FastifyPluginAsyncZod<{ audits: AuditsService; files: FilesService }> = async (
  app,
  opts,
) => {
  const s = opts.audits;

  app.get(
    '/',
    {
      config: { permission: 'audit_view', poll: 'auditorias' },
      schema: {
        tags,
        summary: 'Auditorías visibles para quien consulta',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await s.list(requireAuth(request), request.query)) }),
  );

  app.get(
    '/counts',
    {
      config: { permission: 'audit_view', poll: 'auditorias' },
      schema: {
        tags,
        summary: 'Cuántas auditorías visibles hay en cada estado',
        querystring: auditCountsQuerySchema,
        response: { 200: auditCountsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await s.counts(requireAuth(request), request.query)) }),
  );

  app.post(
    '/',
    {
      config: { permission: 'audit_create' },
      bodyLimit: 60 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Crear una auditoría (multipart: campos del formulario y archivos "files")',
        response: { 201: auditMutationResponseSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const data = await s.create(requireAuth(request), parseWith(auditFormSchema, form.fields), form.files);
      return reply.code(201).send({ success: true as const, message: AUDIT_MSG.created, data });
    },
  );

  app.get(
    '/next-available',
    {
      config: { ...session, poll: 'auditorias' },
      schema: {
        tags,
        summary: 'La próxima auditoría de la cola para quien consulta, con sus contadores',
        response: { 200: nextAvailableResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await s.nextAvailable(requireAuth(request))),
    }),
  );

  app.get(
    '/operador/historial',
    {
      config: session,
      schema: {
        tags,
        summary: 'Historial de auditorías terminadas del operador',
        querystring: pageQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await s.historial(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/:id',
    {
      config: { permission: 'audit_view' },
      schema: { tags, summary: 'Una auditoría', params, response: { 200: auditResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await s.get(requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/:id',
    {
      config: session,
      bodyLimit: 60 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Editar una auditoría (multipart o JSON)',
        params,
        response: { ...mutation, 413: errorResponseSchema },
      },
    },
    async (request) => {
      // An edit may clear the free-text fields; other empty fields mean "unchanged".
      const form = await readForm(request, { keepEmpty: ['descripcion', 'notas', 'observaciones'] });
      const data = await s.update(
        requireAuth(request),
        request.params.id,
        parseWith(auditEditFormSchema, form.fields),
        form.files,
      );
      return { success: true as const, message: AUDIT_MSG.updated, data };
    },
  );

  app.get(
    '/:id/timeline',
    {
      config: { permission: 'audit_view' },
      schema: {
        tags,
        summary: 'Línea de tiempo de la auditoría',
        params,
        response: { 200: timelineResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await s.timelineOf(requireAuth(request), request.params.id),
    }),
  );

  app.patch(
    '/:id/assign',
    {
      config: session,
      schema: {
        tags,
        summary: 'Asignar a un operador',
        params,
        body: assignRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: AUDIT_MSG.assigned,
      data: await s.assign(requireAuth(request), request.params.id, request.body.operadorId),
    }),
  );

  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: '/:id/take',
      config: session,
      schema: { tags, summary: 'Tomar la próxima auditoría disponible', params, response: mutation },
      handler: async (request) => ({
        success: true as const,
        message: AUDIT_MSG.taken,
        data: await s.take(requireAuth(request), request.params.id),
      }),
    });
  }

  const simple = [
    ['take-assigned', 'Tomar una auditoría asignada (pausa la actual)', AUDIT_MSG.started, s.takeAssigned],
    ['start', 'Iniciar', AUDIT_MSG.started, s.start],
    ['resume', 'Reanudar', AUDIT_MSG.resumed, s.resume],
  ] as const;
  for (const [path, summary, message, action] of simple) {
    app.patch(
      `/:id/${path}`,
      { config: session, schema: { tags, summary, params, response: mutation } },
      async (request) => ({
        success: true as const,
        message,
        data: await action(requireAuth(request), request.params.id),
      }),
    );
  }

  app.patch(
    '/:id/complete',
    {
      config: session,
      bodyLimit: 30 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Finalizar (terminada) o pausar (pausada, con razón) guardando la planilla',
        params,
        body: completeRequestSchema,
        response: mutation,
      },
    },
    async (request) => {
      const data = await s.complete(requireAuth(request), request.params.id, request.body);
      return {
        success: true as const,
        message: request.body.estado === 'pausada' ? AUDIT_MSG.paused : AUDIT_MSG.completed,
        data,
      };
    },
  );

  app.put(
    '/:id/draft',
    {
      config: session,
      schema: {
        tags,
        summary: 'Guardar el borrador de la planilla',
        params,
        body: draftRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), guardadoEn: z.string() }),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: AUDIT_MSG.draftSaved,
      guardadoEn: await s.saveDraft(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/images',
    {
      config: session,
      bodyLimit: 3 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Subir una imagen pegada en un evento',
        params,
        body: imageUploadRequestSchema,
        response: { 201: imageUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await s.uploadImage(
        requireAuth(request),
        request.params.id,
        request.body.data,
        request.body.name,
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/:id/template',
    {
      config: session,
      schema: {
        tags,
        summary: 'La planilla de la auditoría',
        params,
        response: { 200: templateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await s.template(requireAuth(request), request.params.id)),
    }),
  );

  app.get(
    '/:id/download-attachment/:fileName',
    {
      config: session,
      schema: {
        tags,
        summary: 'Descargar un archivo adjunto',
        params: attachmentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        opts.files.storage,
        await s.attachment(requireAuth(request), request.params.id, request.params.fileName),
      ),
  );
};

/** The audits of client companies, under /api/clients (spec: client calls). */
export const clientAuditsRoutes: FastifyPluginAsyncZod<{ audits: AuditsService }> = async (app, opts) => {
  app.get(
    '/my-audits',
    {
      config: { permission: 'audit_view', poll: 'auditorias' },
      schema: {
        tags,
        summary: 'Auditorías de las empresas de quien consulta',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opts.audits.list(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/:id/audits',
    {
      config: { permission: 'audit_view' },
      schema: {
        tags,
        summary: 'Auditorías de un cliente',
        params,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opts.audits.list(requireAuth(request), { ...request.query, clienteId: request.params.id })),
    }),
  );
};
