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
  draftResponseSchema,
  imageUploadRequestSchema,
  imageUploadResponseSchema,
  nextAvailableResponseSchema,
  pageQuerySchema,
  templateResponseSchema,
  timelineResponseSchema,
} from '@auditorias/domain/schemas/audits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseWith, readForm } from '../../lib/form';
import { downloadRoute, jsonRoute, ok } from '../../lib/route';
import type { FilesService } from '../files/files.service';
import { storedAttachment } from '../files/public';
import { AUDIT_MSG } from './audit-core';
import type { AuditsService } from './audits.service';

const tags = ['auditorías'];
// Who may move an audit is the domain's transition table, applied by the service; routes only need a session.
const session = { permission: 'authenticated' as const };
const params = auditIdParamsSchema;

export const auditsRoutes: FastifyPluginAsyncZod<{ audits: AuditsService; files: FilesService }> = async (
  app,
  opts,
) => {
  const s = opts.audits;

  jsonRoute(app, 'GET', '/', {
    config: { permission: 'audit_view', poll: 'auditorias' },
    tags,
    summary: 'Auditorías visibles para quien consulta',
    querystring: auditListQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await s.list(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/counts', {
    config: { permission: 'audit_view', poll: 'auditorias' },
    tags,
    summary: 'Cuántas auditorías visibles hay en cada estado',
    querystring: auditCountsQuerySchema,
    response: auditCountsResponseSchema,
    handler: async (auth, request) => ok(await s.counts(auth, request.query)),
  });

  jsonRoute(app, 'POST', '/', {
    config: { permission: 'audit_create' },
    bodyLimit: 60 * 1024 * 1024,
    tags,
    summary: 'Crear una auditoría (multipart: campos del formulario y archivos "files")',
    response: auditMutationResponseSchema,
    status: 201,
    refusals: [413],
    handler: async (auth, request) => {
      const form = await readForm(request);
      const data = await s.create(auth, parseWith(auditFormSchema, form.fields), form.files);
      return ok({ message: AUDIT_MSG.created, data });
    },
  });

  jsonRoute(app, 'GET', '/next-available', {
    config: { ...session, poll: 'auditorias' },
    tags,
    summary: 'La próxima auditoría de la cola para quien consulta, con sus contadores',
    response: nextAvailableResponseSchema,
    handler: async (auth) => ok(await s.nextAvailable(auth)),
  });

  jsonRoute(app, 'GET', '/operador/historial', {
    config: { ...session, poll: 'auditorias' },
    tags,
    summary: 'Historial de auditorías terminadas del operador',
    querystring: pageQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await s.historial(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/:id', {
    config: { permission: 'audit_view' },
    tags,
    summary: 'Una auditoría',
    params,
    response: auditResponseSchema,
    handler: async (auth, request) => ok({ data: await s.get(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/:id', {
    config: session,
    bodyLimit: 60 * 1024 * 1024,
    tags,
    summary: 'Editar una auditoría (multipart o JSON)',
    params,
    response: auditMutationResponseSchema,
    refusals: [413],
    handler: async (auth, request) => {
      // An edit may clear the free-text fields; other empty fields mean "unchanged".
      const form = await readForm(request, { keepEmpty: ['descripcion', 'notas', 'observaciones'] });
      const data = await s.update(
        auth,
        request.params.id,
        parseWith(auditEditFormSchema, form.fields),
        form.files,
      );
      return ok({ message: AUDIT_MSG.updated, data });
    },
  });

  jsonRoute(app, 'GET', '/:id/timeline', {
    config: { permission: 'audit_view' },
    tags,
    summary: 'Línea de tiempo de la auditoría',
    params,
    response: timelineResponseSchema,
    handler: async (auth, request) => ok({ data: await s.timelineOf(auth, request.params.id) }),
  });

  jsonRoute(app, 'PATCH', '/:id/assign', {
    config: session,
    tags,
    summary: 'Asignar a un operador',
    params,
    body: assignRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: AUDIT_MSG.assigned,
        data: await s.assign(auth, request.params.id, request.body.operadorId),
      }),
  });

  for (const method of ['PATCH', 'POST'] as const) {
    jsonRoute(app, method, '/:id/take', {
      config: session,
      tags,
      summary: 'Tomar la próxima auditoría disponible',
      params,
      response: auditMutationResponseSchema,
      handler: async (auth, request) =>
        ok({ message: AUDIT_MSG.taken, data: await s.take(auth, request.params.id) }),
    });
  }

  const simple = [
    ['take-assigned', 'Tomar una auditoría asignada (pausa la actual)', AUDIT_MSG.started, s.takeAssigned],
    ['start', 'Iniciar', AUDIT_MSG.started, s.start],
    ['resume', 'Reanudar', AUDIT_MSG.resumed, s.resume],
  ] as const;
  for (const [path, summary, message, action] of simple) {
    jsonRoute(app, 'PATCH', `/:id/${path}`, {
      config: session,
      tags,
      summary,
      params,
      response: auditMutationResponseSchema,
      handler: async (auth, request) => ok({ message, data: await action(auth, request.params.id) }),
    });
  }

  jsonRoute(app, 'PATCH', '/:id/complete', {
    config: session,
    bodyLimit: 30 * 1024 * 1024,
    tags,
    summary: 'Finalizar (terminada) o pausar (pausada, con razón) guardando la planilla',
    params,
    body: completeRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) => {
      const data = await s.complete(auth, request.params.id, request.body);
      return ok({
        message: request.body.estado === 'pausada' ? AUDIT_MSG.paused : AUDIT_MSG.completed,
        data,
      });
    },
  });

  jsonRoute(app, 'PUT', '/:id/draft', {
    config: session,
    tags,
    summary: 'Guardar el borrador de la planilla',
    params,
    body: draftRequestSchema,
    response: draftResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: AUDIT_MSG.draftSaved,
        guardadoEn: await s.saveDraft(auth, request.params.id, request.body),
      }),
  });

  jsonRoute(app, 'POST', '/:id/images', {
    config: session,
    bodyLimit: 3 * 1024 * 1024,
    tags,
    summary: 'Subir una imagen pegada en un evento',
    params,
    body: imageUploadRequestSchema,
    response: imageUploadResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await s.uploadImage(auth, request.params.id, request.body.data, request.body.name);
      return ok({ data });
    },
  });

  jsonRoute(app, 'GET', '/:id/template', {
    config: session,
    tags,
    summary: 'La planilla de la auditoría',
    params,
    response: templateResponseSchema,
    handler: async (auth, request) => ok(await s.template(auth, request.params.id)),
  });

  downloadRoute(app, '/:id/download-attachment/:fileName', {
    config: session,
    tags,
    summary: 'Descargar un archivo adjunto',
    params: attachmentParamsSchema,
    handler: async (auth, request) =>
      storedAttachment(
        opts.files.storage,
        await s.attachment(auth, request.params.id, request.params.fileName),
      ),
  });
};

/** The audits of client companies, under /api/clients (spec: client calls). */
export const clientAuditsRoutes: FastifyPluginAsyncZod<{ audits: AuditsService }> = async (app, opts) => {
  jsonRoute(app, 'GET', '/my-audits', {
    config: { permission: 'audit_view', poll: 'auditorias' },
    tags,
    summary: 'Auditorías de las empresas de quien consulta',
    querystring: auditListQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await opts.audits.list(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/:id/audits', {
    config: { permission: 'audit_view' },
    tags,
    summary: 'Auditorías de un cliente',
    params,
    querystring: auditListQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) =>
      ok(await opts.audits.list(auth, { ...request.query, clienteId: request.params.id })),
  });
};
