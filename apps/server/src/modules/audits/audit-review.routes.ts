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
import { errorResponses, okMessageSchema } from '@auditorias/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseWith, readForm } from '../../lib/form';
import { requireAuth } from '../../plugins/auth';
import { paramsAndBody } from '../activity/activity.plugin';
import { AUDIT_MSG } from './audit-core';
import type { AuditReviewService } from './audit-review.service';
import { REVIEW_MSG } from './audit-review-core';
import type { AuditsService } from './audits.service';

const errors = errorResponses;
const tags = ['revisión y gestión de auditorías'];
const params = auditIdParamsSchema;
const mutation = { 200: auditMutationResponseSchema, ...errors };
// Review and management: the role rules are the domain's transition table, applied by the service.
const review = { permission: 'audit_correct' as const };
const session = { permission: 'authenticated' as const };

export const auditReviewRoutes: FastifyPluginAsyncZod<{
  review: AuditReviewService;
  audits: AuditsService;
}> = async (app, opts) => {
  const r = opts.review;

  app.get(
    '/supervisor/pending',
    {
      config: { ...review, poll: 'auditorias' },
      schema: {
        tags,
        summary: 'Auditorías pendientes de revisión',
        querystring: pageQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await r.pending(requireAuth(request), request.query)),
    }),
  );
  app.get(
    '/supervisor/my-audits',
    {
      config: review,
      schema: {
        tags,
        summary: 'Auditorías revisadas por quien consulta',
        querystring: pageQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await r.mine(requireAuth(request), request.query)) }),
  );
  app.get(
    '/:id/supervisor/form-data',
    {
      config: review,
      schema: {
        tags,
        summary: 'Planilla para el modo supervisor',
        params,
        response: { 200: templateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opts.audits.template(requireAuth(request), request.params.id)),
    }),
  );
  app.put(
    '/:id/supervisor/save',
    {
      config: review,
      schema: {
        tags,
        summary: 'Guardar cambios del supervisor (guardado_supervisor)',
        params,
        body: supervisorSaveRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.saved,
      data: await r.save(requireAuth(request), request.params.id, request.body),
    }),
  );
  app.put(
    '/:id/supervisor/approve',
    {
      config: review,
      schema: {
        tags,
        summary: 'Aprobar y enviar al cliente desde el modo supervisor',
        params,
        body: supervisorApproveRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.approved,
      data: await r.approve(requireAuth(request), request.params.id, request.body),
    }),
  );
  app.put(
    '/:id/send-to-client',
    {
      config: review,
      schema: {
        tags,
        summary: 'Aprobar y enviar al cliente',
        params,
        body: sendToClientRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.approved,
      data: await r.approve(requireAuth(request), request.params.id, {
        observacionesSupervisor: request.body.observacionesSupervisor,
      }),
    }),
  );
  app.put(
    '/:id/return-for-correction',
    {
      config: review,
      schema: {
        tags,
        summary: 'Devolver al operador para corrección',
        params,
        body: returnRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.returned,
      data: await r.returnForCorrection(requireAuth(request), request.params.id, request.body.reason),
    }),
  );
  app.post(
    '/:id/devolver-operador',
    {
      config: review,
      schema: {
        tags,
        summary: 'Devolver al operador (gestión)',
        params,
        body: returnRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.returned,
      data: await r.returnForCorrection(requireAuth(request), request.params.id, request.body.reason),
    }),
  );
  app.patch(
    '/:id/devolver-correccion',
    {
      config: review,
      schema: {
        tags,
        summary: "'Corregir': una entregada no cobrada vuelve a terminada",
        params,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.corrected,
      data: await r.correct(requireAuth(request), request.params.id),
    }),
  );
  app.put(
    '/:id/reassign',
    {
      config: review,
      schema: {
        tags,
        summary: 'Reasignar (o devolver a la cola sin operador)',
        params,
        body: reassignRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.operadorId ? REVIEW_MSG.reassigned : REVIEW_MSG.backToQueue,
      data: await r.reassign(requireAuth(request), request.params.id, request.body),
    }),
  );
  app.put(
    '/:id/toggle-gratis',
    {
      config: {
        permission: 'finance_manage',
        activity: { action: 'finance_toggle_free', target: 'auditoria' },
      },
      schema: {
        tags,
        summary: 'Marcar gratis o cobrable para el cliente',
        params,
        body: toggleFreeRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: request.body.gratisParaCliente ? REVIEW_MSG.freeOn : REVIEW_MSG.freeOff,
      data: await r.toggleFree(
        requireAuth(request),
        request.params.id,
        request.body.gratisParaCliente,
        request.body.motivo,
      ),
    }),
  );
  app.put(
    '/:id/add-message',
    {
      config: review,
      schema: {
        tags,
        summary: 'Agregar un mensaje a la auditoría',
        params,
        body: addMessageRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.messageAdded,
      data: await r.addMessage(
        requireAuth(request),
        request.params.id,
        request.body.mensaje,
        request.body.tipo,
      ),
    }),
  );
  app.delete(
    '/:id',
    {
      config: {
        ...session,
        activity: { action: 'audit_delete', target: 'auditoria', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Eliminar: pedido propio (cliente) o limpieza/corrección (administrador)',
        params,
        body: deleteAuditRequestSchema.nullish(),
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      const type = await r.deleteAudit(
        requireAuth(request),
        request.params.id,
        request.body?.type,
        request.body?.razon,
      );
      return {
        success: true as const,
        message:
          type === 'cleanup'
            ? REVIEW_MSG.deletedCleanup
            : type === 'correction'
              ? REVIEW_MSG.deletedCorrection
              : AUDIT_MSG.deleted,
      };
    },
  );
  app.get(
    '/management',
    {
      config: { permission: 'audit_correct' },
      schema: {
        tags,
        summary: 'Gestión de auditorías (administración)',
        querystring: managementQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await r.management(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/cola-gestion',
    {
      config: review,
      schema: {
        tags,
        summary: 'Cola de gestión',
        querystring: queueQuerySchema,
        response: { 200: queueResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await r.queue(requireAuth(request), request.query.origen)),
    }),
  );
  app.put(
    '/:id/editar-cola',
    {
      config: review,
      schema: {
        tags,
        summary: 'Editar una auditoría de la cola de gestión',
        params,
        body: editQueueRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.queueUpdated,
      data: await r.editQueue(requireAuth(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/:id/habilitar-transito',
    {
      config: review,
      schema: {
        tags,
        summary: 'Habilitar para tránsito (opcionalmente asignando operador)',
        params,
        body: enableTransitRequestSchema,
        response: mutation,
      },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.enabled,
      data: await r.enableTransit(requireAuth(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/:id/pausar-transito',
    {
      config: review,
      schema: { tags, summary: 'Pausar tránsito (volver a la cola de gestión)', params, response: mutation },
    },
    async (request) => ({
      success: true as const,
      message: REVIEW_MSG.transitPaused,
      data: await r.pauseTransit(requireAuth(request), request.params.id),
    }),
  );
  app.post(
    '/crear-programada',
    {
      config: review,
      bodyLimit: 60 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Crear una auditoría programada (queda en la cola de gestión)',
        response: { 201: auditMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const data = await r.createScheduled(
        requireAuth(request),
        parseWith(auditFormSchema, form.fields),
        form.files,
      );
      return reply.code(201).send({ success: true as const, message: REVIEW_MSG.scheduledCreated, data });
    },
  );
};
