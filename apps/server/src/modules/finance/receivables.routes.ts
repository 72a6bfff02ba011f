import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  clientDebtsResponseSchema,
  debtGroupsQuerySchema,
  debtGroupsResponseSchema,
  debtPeriodAuditsQuerySchema,
  debtPeriodAuditsResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { type FinanceRoutesOptions, tags, view } from './finance.route-config';

/** What clients owe: Cuentas a cobrar by client and period, a period's audits, every client's debt. `receivables.service.ts`. */
export const receivablesRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/finanzas/deudas-clientes', {
    config: view,
    tags,
    summary: 'Clientes con deuda: facturado, pagado y saldo pendiente, mayor deuda primero',
    response: clientDebtsResponseSchema,
    handler: async (auth) => ok(await finance.clientDebts(auth)),
  });

  jsonRoute(app, 'GET', '/finanzas/clientes', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary:
      'Cuentas a cobrar agrupadas por cliente y período: clientes por nombre (paginados, con búsqueda), con los totales de cada período',
    querystring: debtGroupsQuerySchema,
    response: debtGroupsResponseSchema,
    handler: async (auth, request) => ok(await finance.debtGroups(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/clientes/:id/auditorias', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary: 'Auditorías pendientes de cobro de un cliente en un período (mes de entrega), paginadas',
    params: idParamsSchema,
    querystring: debtPeriodAuditsQuerySchema,
    response: debtPeriodAuditsResponseSchema,
    handler: async (auth, request) =>
      ok(await finance.debtPeriodAudits(auth, request.params.id, request.query)),
  });
};
