import {
  addMessageRequestSchema,
  deleteAuditRequestSchema,
  editQueueRequestSchema,
  enableTransitRequestSchema,
  managementQuerySchema,
  queueQuerySchema,
  queueResponseSchema,
  reassignRequestSchema,
  returnRequestSchema,
  sendToClientRequestSchema,
  supervisorApproveRequestSchema,
  supervisorSaveRequestSchema,
  toggleFreeRequestSchema,
} from '@auditorias/domain/schemas/audit-management';
import {
  auditFormSchema,
  auditIdParamsSchema,
  auditListResponseSchema,
  auditMutationResponseSchema,
  pageQuerySchema,
  templateResponseSchema,
} from '@auditorias/domain/schemas/audits';
import { okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseWith, readForm } from '../../lib/form';
import { jsonRoute, ok } from '../../lib/route';
import { paramsAndBody } from '../activity/public';
import { AUDIT_MSG } from './audit-core';
import type { AuditReviewService } from './audit-review.service';
import { REVIEW_MSG } from './audit-review-core';
import type { AuditsService } from './audits.service';

const tags = ['revisión y gestión de auditorías'];
const params = auditIdParamsSchema;
// Review and management: the role rules are the domain's transition table, applied by the service.
const review = { permission: 'audit_correct' as const };
const session = { permission: 'authenticated' as const };

export const auditReviewRoutes: FastifyPluginAsyncZod<{
  review: AuditReviewService;
  audits: AuditsService;
}> = async (app, opts) => {
  const r = opts.review;

  jsonRoute(app, 'GET', '/supervisor/pending', {
    config: { ...review, poll: 'auditorias' },
    tags,
    summary: 'Auditorías pendientes de revisión',
    querystring: pageQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await r.pending(auth, request.query)),
  });
  jsonRoute(app, 'GET', '/supervisor/my-audits', {
    config: { ...review, poll: 'auditorias' },
    tags,
    summary: 'Auditorías revisadas por quien consulta',
    querystring: pageQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await r.mine(auth, request.query)),
  });
  jsonRoute(app, 'GET', '/:id/supervisor/form-data', {
    config: review,
    tags,
    summary: 'Planilla para el modo supervisor',
    params,
    response: templateResponseSchema,
    handler: async (auth, request) => ok(await opts.audits.template(auth, request.params.id)),
  });
  jsonRoute(app, 'PUT', '/:id/supervisor/save', {
    config: review,
    tags,
    summary: 'Guardar cambios del supervisor (guardado_supervisor)',
    params,
    body: supervisorSaveRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: REVIEW_MSG.saved, data: await r.save(auth, request.params.id, request.body) }),
  });
  jsonRoute(app, 'PUT', '/:id/supervisor/approve', {
    config: review,
    tags,
    summary: 'Aprobar y enviar al cliente desde el modo supervisor',
    params,
    body: supervisorApproveRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: REVIEW_MSG.approved, data: await r.approve(auth, request.params.id, request.body) }),
  });
  jsonRoute(app, 'PUT', '/:id/send-to-client', {
    config: review,
    tags,
    summary: 'Aprobar y enviar al cliente',
    params,
    body: sendToClientRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: REVIEW_MSG.approved,
        data: await r.approve(auth, request.params.id, {
          observacionesSupervisor: request.body.observacionesSupervisor,
        }),
      }),
  });
  const returns = [
    ['PUT', '/:id/return-for-correction', 'Devolver al operador para corrección'],
    ['POST', '/:id/devolver-operador', 'Devolver al operador (gestión)'],
  ] as const;
  for (const [method, url, summary] of returns) {
    jsonRoute(app, method, url, {
      config: review,
      tags,
      summary,
      params,
      body: returnRequestSchema,
      response: auditMutationResponseSchema,
      handler: async (auth, request) =>
        ok({
          message: REVIEW_MSG.returned,
          data: await r.returnForCorrection(auth, request.params.id, request.body.reason),
        }),
    });
  }
  jsonRoute(app, 'PATCH', '/:id/devolver-correccion', {
    config: review,
    tags,
    summary: "'Corregir': una entregada no cobrada vuelve a terminada",
    params,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: REVIEW_MSG.corrected, data: await r.correct(auth, request.params.id) }),
  });
  jsonRoute(app, 'PUT', '/:id/reassign', {
    config: review,
    tags,
    summary: 'Reasignar (o devolver a la cola sin operador)',
    params,
    body: reassignRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: request.body.operadorId ? REVIEW_MSG.reassigned : REVIEW_MSG.backToQueue,
        data: await r.reassign(auth, request.params.id, request.body),
      }),
  });
  jsonRoute(app, 'PUT', '/:id/toggle-gratis', {
    config: {
      permission: 'finance_manage',
      activity: { action: 'finance_toggle_free', target: 'auditoria' },
    },
    tags,
    summary: 'Marcar gratis o cobrable para el cliente',
    params,
    body: toggleFreeRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: request.body.gratisParaCliente ? REVIEW_MSG.freeOn : REVIEW_MSG.freeOff,
        data: await r.toggleFree(
          auth,
          request.params.id,
          request.body.gratisParaCliente,
          request.body.motivo,
        ),
      }),
  });
  jsonRoute(app, 'PUT', '/:id/add-message', {
    config: review,
    tags,
    summary: 'Agregar un mensaje a la auditoría',
    params,
    body: addMessageRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: REVIEW_MSG.messageAdded,
        data: await r.addMessage(auth, request.params.id, request.body.mensaje, request.body.tipo),
      }),
  });
  jsonRoute(app, 'DELETE', '/:id', {
    config: {
      ...session,
      activity: { action: 'audit_delete', target: 'auditoria', details: paramsAndBody },
    },
    tags,
    summary: 'Eliminar: pedido propio (cliente) o limpieza/corrección (administrador)',
    params,
    body: deleteAuditRequestSchema.nullish(),
    response: okMessageSchema,
    handler: async (auth, request) => {
      const type = await r.deleteAudit(auth, request.params.id, request.body?.type, request.body?.razon);
      return ok({
        message:
          type === 'cleanup'
            ? REVIEW_MSG.deletedCleanup
            : type === 'correction'
              ? REVIEW_MSG.deletedCorrection
              : AUDIT_MSG.deleted,
      });
    },
  });
  jsonRoute(app, 'GET', '/management', {
    config: { permission: 'audit_correct', poll: 'auditorias' },
    tags,
    summary: 'Gestión de auditorías (administración)',
    querystring: managementQuerySchema,
    response: auditListResponseSchema,
    handler: async (auth, request) => ok(await r.management(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/cola-gestion', {
    config: review,
    tags,
    summary: 'Cola de gestión',
    querystring: queueQuerySchema,
    response: queueResponseSchema,
    handler: async (auth, request) => ok(await r.queue(auth, request.query.origen)),
  });
  jsonRoute(app, 'PUT', '/:id/editar-cola', {
    config: review,
    tags,
    summary: 'Editar una auditoría de la cola de gestión',
    params,
    body: editQueueRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: REVIEW_MSG.queueUpdated,
        data: await r.editQueue(auth, request.params.id, request.body),
      }),
  });
  jsonRoute(app, 'POST', '/:id/habilitar-transito', {
    config: review,
    tags,
    summary: 'Habilitar para tránsito (opcionalmente asignando operador)',
    params,
    body: enableTransitRequestSchema,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: REVIEW_MSG.enabled, data: await r.enableTransit(auth, request.params.id, request.body) }),
  });
  jsonRoute(app, 'POST', '/:id/pausar-transito', {
    config: review,
    tags,
    summary: 'Pausar tránsito (volver a la cola de gestión)',
    params,
    response: auditMutationResponseSchema,
    handler: async (auth, request) =>
      ok({ message: REVIEW_MSG.transitPaused, data: await r.pauseTransit(auth, request.params.id) }),
  });
  jsonRoute(app, 'POST', '/crear-programada', {
    config: review,
    bodyLimit: 60 * 1024 * 1024,
    tags,
    summary: 'Crear una auditoría programada (queda en la cola de gestión)',
    response: auditMutationResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const form = await readForm(request);
      const data = await r.createScheduled(auth, parseWith(auditFormSchema, form.fields), form.files);
      return ok({ message: REVIEW_MSG.scheduledCreated, data });
    },
  });
};
