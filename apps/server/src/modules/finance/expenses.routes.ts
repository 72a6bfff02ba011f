import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  expenseRequestSchema,
  expenseResponseSchema,
  expenseSchema,
  expensesQuerySchema,
  expensesResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKey, jsonRoute, ok } from '../../lib/route';
import { fromResponse, paramsAndBody } from '../activity/public';
import { type FinanceRoutesOptions, manage, tags, view } from './finance.route-config';

/** Expenses (gastos). `expenses.service.ts`. */
export const expensesRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/gastos', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary: 'Gastos vigentes, más recientes primero',
    querystring: expensesQuerySchema,
    response: expensesResponseSchema,
    handler: async (auth, request) => ok(await finance.listExpenses(auth, request.query)),
  });

  jsonRoute(app, 'POST', '/gastos', {
    config: {
      ...manage,
      activity: {
        action: 'finance_expense_create',
        target: 'gasto',
        targetId: fromResponse('gasto', 'id'),
      },
    },
    tags,
    summary: 'Registrar un gasto (el contable debe explicarlo en 15 caracteres o más)',
    body: expenseRequestSchema,
    response: expenseResponseSchema,
    handler: async (auth, request) => finance.createExpense(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'GET', '/gastos/:id', {
    config: view,
    tags,
    summary: 'Un gasto',
    params: idParamsSchema,
    response: z.object({ success: z.literal(true), gasto: expenseSchema }),
    handler: async (auth, request) => ok({ gasto: await finance.getExpense(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/gastos/:id', {
    config: { ...manage, activity: { action: 'finance_expense_update', target: 'gasto' } },
    tags,
    summary: 'Modificar un gasto (un nuevo monto, categoría o fecha revierte el asiento y registra otro)',
    params: idParamsSchema,
    body: expenseRequestSchema,
    response: expenseResponseSchema,
    handler: async (auth, request) =>
      finance.updateExpense(auth, request.params.id, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'DELETE', '/gastos/:id', {
    config: {
      ...manage,
      activity: { action: 'finance_expense_delete', target: 'gasto', details: paramsAndBody },
    },
    tags,
    summary: 'Revertir un gasto (asiento de reversión)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => finance.deleteExpense(auth, request.params.id, idempotencyKey(request)),
  });
};
