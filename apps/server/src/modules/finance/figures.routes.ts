import {
  categorizedResponseSchema,
  financeDashboardResponseSchema,
  financeOverviewResponseSchema,
  financeYearResponseSchema,
  monthQuerySchema,
  yearQuerySchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { type FinanceRoutesOptions, tags, view } from './finance.route-config';

/** The month's and year's figures (Resumen, Balance, year, by category). `figures.service.ts`. */
export const figuresRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  jsonRoute(app, 'GET', '/finanzas', {
    config: view,
    tags,
    summary: 'Resumen del mes y saldo de cada cuenta del plan de cuentas al cierre del mes',
    querystring: monthQuerySchema,
    response: financeOverviewResponseSchema,
    handler: async (auth, request) => ok(await finance.overview(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/dashboard/anual', {
    config: view,
    tags,
    summary: 'Las cifras de los doce meses de un año en una sola lectura (gráficos)',
    querystring: yearQuerySchema,
    response: financeYearResponseSchema,
    handler: async (auth, request) => ok(await finance.yearFigures(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/categorizadas', {
    config: view,
    tags,
    summary: 'Ingresos por origen y egresos por categoría del mes',
    querystring: monthQuerySchema,
    response: categorizedResponseSchema,
    handler: async (auth, request) => ok(await finance.categorized(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/dashboard', {
    // The same month's figures for every viewer of the same role: one computed answer serves them for 5 s.
    config: { ...view, sharedFor: 5_000 },
    tags,
    summary: 'Resumen del mes: ingresos, egresos, saldos, cuentas a cobrar, proyección y balance neto',
    querystring: monthQuerySchema,
    response: financeDashboardResponseSchema,
    handler: async (auth, request) => ok(await finance.dashboard(auth, request.query)),
  });
};
