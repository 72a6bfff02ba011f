import {
  commissionPayRequestSchema,
  commissionPayResponseSchema,
  commissionRevertRequestSchema,
  commissionRevertResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey, jsonRoute } from '../../lib/route';
import { fromResponse, idFrom, paramsAndBody } from '../activity/public';
import type { CommissionPaymentsService } from './commission-payments.service';
import { manage, tags } from './finance.route-config';

/** Paying the operators' commissions (2101) and reverting a payment. `commission-payments.service.ts`. */
export const commissionPaymentsRoutes: FastifyPluginAsyncZod<{
  commissions: CommissionPaymentsService;
}> = async (app, { commissions }) => {
  jsonRoute(app, 'POST', '/finanzas/pagar-comisiones', {
    config: {
      ...manage,
      activity: {
        action: 'commission_pay',
        target: 'operador',
        targetId: idFrom('operadorId'),
        // The amount paid, also of a 'Pago Total' sent without it.
        details: (input) => ({ ...paramsAndBody(input), monto: fromResponse('monto')(input) }),
      },
    },
    tags,
    summary:
      "Pagar las comisiones devengadas de un empleado ('Pago Total' o 'Pago Parcial'); requiere Idempotency-Key",
    body: commissionPayRequestSchema,
    response: commissionPayResponseSchema,
    handler: async (auth, request) => commissions.pay(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/finanzas/revertir-pago-comisiones', {
    config: {
      ...manage,
      activity: { action: 'commission_revert', target: 'operador', targetId: fromResponse('operadorId') },
    },
    tags,
    summary: 'Revertir un pago de comisiones con un motivo (egreso compensatorio); requiere Idempotency-Key',
    body: commissionRevertRequestSchema,
    response: commissionRevertResponseSchema,
    handler: async (auth, request) => commissions.revert(auth, request.body, idempotencyKey(request)),
  });
};
