import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  auditFinanceEditRequestSchema,
  auditPaymentRequestSchema,
  auditPaymentResponseSchema,
  auditRefRequestSchema,
  changePriorityRequestSchema,
  processPaymentRequestSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey, jsonRoute, ok } from '../../lib/route';
import { paramsAndBody } from '../activity/public';
import { admin, type FinanceRoutesOptions, manage, onAudit, tags } from './finance.route-config';

/** One audit's money from finance: collect, revert, forgive, reprice, edit, delete. `audit-payments.service.ts`. */
export const auditPaymentsRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  // The spec names this call twice (finance-and-administration §7): one operation, served under both paths.
  jsonRoute(app, 'POST', ['/finanzas/procesar-cobro', '/audit-finance/process-payment'], {
    config: onAudit('finance_collect'),
    tags,
    summary: 'Cobrar una auditoría a una tarifa (normal, prioritaria, urgente o gratis), total o parcial',
    body: processPaymentRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.processPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/process-forgiveness', {
    config: onAudit('finance_forgive'),
    tags,
    summary: 'Condonar lo que adeuda una auditoría (gratis si no tiene cobros)',
    body: auditRefRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.processForgiveness(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/change-priority', {
    config: onAudit('finance_priority'),
    tags,
    summary: 'Cambiar la prioridad de una auditoría pendiente de cobro (recalcula su importe)',
    body: changePriorityRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.changePriority(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/revert-payment', {
    config: onAudit('finance_revert'),
    tags,
    summary: 'Revertir los cobros de una auditoría (vuelve a pendiente de cobro)',
    body: auditRefRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.revertPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'PUT', '/finanzas/editar-auditoria/:id', {
    config: { ...manage, activity: { action: 'finance_audit_edit', target: 'auditoria' } },
    tags,
    summary: 'Editar título, monto y fecha de una auditoría (el cambio de monto se asienta como ajuste)',
    params: idParamsSchema,
    body: auditFinanceEditRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) =>
      ok({
        message: 'Auditoría actualizada',
        auditoria: await finance.editAudit(auth, request.params.id, request.body),
      }),
  });

  jsonRoute(app, 'DELETE', '/finanzas/borrar-auditoria/:id', {
    config: {
      ...admin,
      activity: { action: 'finance_audit_delete', target: 'auditoria', details: paramsAndBody },
    },
    tags,
    summary: 'Eliminar una auditoría desde finanzas (limpieza o corrección según su antigüedad)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      const type = await finance.deleteAudit(auth, request.params.id);
      return ok({
        message:
          type === 'cleanup'
            ? 'Auditoría eliminada (limpieza: sin efecto en pagos ni cobros)'
            : 'Auditoría eliminada (corrección: se revirtieron su cobro pendiente y el pago al operador)',
      });
    },
  });

  jsonRoute(app, 'PATCH', '/audits/:id/pago', {
    config: {
      ...manage,
      activity: {
        action: ({ body }) => (body.estadoPago === 'pendiente' ? 'finance_revert' : 'finance_collect'),
        target: 'auditoria',
      },
    },
    tags,
    summary: 'Cobrar una auditoría (total o parcial, a una tarifa) o revertir su cobro',
    params: idParamsSchema,
    body: auditPaymentRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) =>
      finance.setPayment(auth, request.params.id, request.body, idempotencyKey(request)),
  });
};
