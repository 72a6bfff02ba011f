import { idParamsSchema } from '@auditorias/domain/schemas/common';
import {
  expensesExportQuerySchema,
  movementsExportQuerySchema,
  receivablesExportQuerySchema,
  statementExportQuerySchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute } from '../../lib/route';
import { type FinanceRoutesOptions, signedIn, tags, view } from './finance.route-config';

/** The finance downloads: a file as an attachment, never cached; at most 50.000 rows (docs/decisions.md). `finance-exports.service.ts`. */
export const financeExportRoutes: FastifyPluginAsyncZod<FinanceRoutesOptions> = async (app, { finance }) => {
  downloadRoute(app, '/finanzas/clientes/export', {
    config: view,
    tags,
    summary: 'Descargar las cuentas a cobrar (CSV o XLSX)',
    querystring: receivablesExportQuerySchema,
    handler: (auth, request) => finance.exportReceivables(auth, request.query),
  });

  downloadRoute(app, '/finanzas/movimientos/export', {
    config: view,
    tags,
    summary: 'Descargar los movimientos del libro diario (CSV o XLSX), del mes indicado o todos',
    querystring: movementsExportQuerySchema,
    handler: (auth, request) => finance.exportMovements(auth, request.query),
  });

  downloadRoute(app, '/gastos/export', {
    config: view,
    tags,
    summary: 'Descargar los gastos vigentes (CSV o XLSX), del mes indicado o todos',
    querystring: expensesExportQuerySchema,
    handler: (auth, request) => finance.exportExpenses(auth, request.query),
  });

  downloadRoute(app, '/clients/:id/account-statement/export', {
    config: signedIn,
    tags,
    summary: 'Descargar el estado de cuenta de un cliente (CSV, XLSX o PDF con el encabezado de la empresa)',
    params: idParamsSchema,
    querystring: statementExportQuerySchema,
    handler: (auth, request) => finance.exportStatement(auth, request.params.id, request.query.formato),
  });
};
