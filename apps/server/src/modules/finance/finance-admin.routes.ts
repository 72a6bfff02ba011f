import {
  financeDebugQuerySchema,
  financeDebugResponseSchema,
  repairResponseSchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { admin, type FinanceRoutesOptions, tags } from './finance.route-config';

/** The admin's finance tools: the repair and '/finanzas-debug'. `repair.service.ts`, `finance-debug.service.ts`. */
export const financeAdminRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/audit-finance/debug-movimientos', {
    config: admin,
    tags,
    summary:
      "Datos de '/finanzas-debug' (solo admin): sueldos, auditorías entregadas impagas y movimientos de gasto, paginados",
    querystring: financeDebugQuerySchema,
    response: financeDebugResponseSchema,
    handler: async (auth, request) => ok(await finance.debugMovements(auth, request.query)),
  });

  // The spec names the repair twice (finance-and-administration §7): one operation, served under both paths.
  jsonRoute(app, 'POST', ['/finanzas/repair-inconsistencias', '/audit-finance/recuperar-cobros-perdidos'], {
    config: { ...admin, activity: { action: 'finance_repair' } },
    tags,
    summary:
      'Reparar inconsistencias entre auditorías y el libro diario (recupera los cobros perdidos; solo admin)',
    response: repairResponseSchema,
    handler: async (auth) => ok(await finance.repair(auth)),
  });
};
