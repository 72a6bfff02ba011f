import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  financeMovementRequestSchema,
  financeMovementResponseSchema,
  manualIncomeRequestSchema,
  manualIncomeResponseSchema,
  movementsQuerySchema,
  movementsResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKey, jsonRoute, ok } from '../../lib/route';
import { fromResponse, paramsAndBody } from '../activity/public';
import { type FinanceRoutesOptions, manage, tags, view } from './finance.route-config';

/** Movements by hand and their list: manual income, POST /finanzas, reverting one, the list. `movements.service.ts`. */
export const movementsRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'POST', '/finanzas', {
    config: {
      ...manage,
      activity: {
        action: 'finance_movement',
        target: 'movimiento',
        targetId: fromResponse('movimientoId'),
      },
    },
    tags,
    summary: 'Registrar un movimiento a mano: ingreso (como ingreso manual) o egreso (como gasto)',
    body: financeMovementRequestSchema,
    response: financeMovementResponseSchema,
    handler: async (auth, request) => finance.recordMovement(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/finanzas/movimientos/:id/revertir', {
    config: {
      ...manage,
      activity: { action: 'finance_revert', target: 'movimiento', details: paramsAndBody },
    },
    tags,
    summary: 'Revertir un ingreso manual o el cobro de un abono (asiento de reversión)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) =>
      finance.revertMovement(auth, request.params.id, idempotencyKey(request)),
  });

  jsonRoute(app, 'GET', '/finanzas/movimientos', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary:
      'Movimientos del libro diario, más recientes primero (tipo ingreso, egreso o un tipo de asiento)',
    querystring: movementsQuerySchema,
    response: movementsResponseSchema,
    handler: async (auth, request) => ok(await finance.movements(auth, request.query)),
  });

  jsonRoute(app, 'POST', '/audits/ingreso-manual', {
    config: {
      ...manage,
      activity: { action: 'finance_income', target: 'movimiento', targetId: fromResponse('movimientoId') },
    },
    tags,
    summary: 'Registrar un ingreso manual (general o de un cliente)',
    body: manualIncomeRequestSchema,
    response: manualIncomeResponseSchema,
    handler: async (auth, request) => finance.manualIncome(auth, request.body, idempotencyKey(request)),
  });
};
