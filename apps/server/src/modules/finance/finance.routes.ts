import { errorResponses, idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  accountStatementQuerySchema,
  accountStatementResponseSchema,
  auditFinanceEditRequestSchema,
  auditPaymentRequestSchema,
  auditPaymentResponseSchema,
  auditRefRequestSchema,
  bulkMoneyResponseSchema,
  categorizedResponseSchema,
  changePriorityRequestSchema,
  claimDebtResponseSchema,
  clientDebtsResponseSchema,
  clientPaymentRequestSchema,
  clientRefRequestSchema,
  collectPackageRequestSchema,
  collectPackageResponseSchema,
  collectPeriodRequestSchema,
  collectPeriodResponseSchema,
  debtGroupsQuerySchema,
  debtGroupsResponseSchema,
  debtPeriodAuditsQuerySchema,
  debtPeriodAuditsResponseSchema,
  employeePaymentsResponseSchema,
  expenseRequestSchema,
  expenseResponseSchema,
  expenseSchema,
  expensesExportQuerySchema,
  expensesQuerySchema,
  expensesResponseSchema,
  financeDashboardResponseSchema,
  financeDebugQuerySchema,
  financeDebugResponseSchema,
  financeEmployeesResponseSchema,
  financeMovementRequestSchema,
  financeMovementResponseSchema,
  financeOperatorsResponseSchema,
  financeOverviewResponseSchema,
  financeYearResponseSchema,
  manualIncomeRequestSchema,
  manualIncomeResponseSchema,
  monthQuerySchema,
  movementsExportQuerySchema,
  movementsQuerySchema,
  movementsResponseSchema,
  processPaymentRequestSchema,
  receivablesExportQuerySchema,
  repairResponseSchema,
  statementExportQuerySchema,
  yearQuerySchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/export-files';
import { requireAuth } from '../../plugins/auth';
import { fromResponse, idFrom, paramsAndBody } from '../activity/activity.plugin';
import type { FinanceService } from './finance.service';

const tags = ['finanzas'];
const errors = errorResponses;
/** Declared permissions; the service also refuses client companies (whose role carries finance_view). */
const view = { permission: 'finance_view' as const };
const manage = { permission: 'finance_manage' as const };
const signedIn = { permission: 'authenticated' as const };
const admin = { permission: 'user_admin' as const };

/** The `Idempotency-Key` header of a money write, when sent. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  return Array.isArray(raw) ? raw[0] : raw;
}

/** The finance calls (registered under /api): /finanzas/*, /audits/{id}/pago, /audits/ingreso-manual, /gastos. */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (app, { finance }) => {
  // ---- downloads: a file as an attachment, never cached; at most 50.000 rows (docs/decisions.md) ----
  const fileResponses = { ...errors };
  app.get(
    '/finanzas/clientes/export',
    {
      config: view,
      schema: {
        tags,
        summary: 'Descargar las cuentas a cobrar (CSV o XLSX)',
        querystring: receivablesExportQuerySchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await finance.exportReceivables(requireAuth(request), request.query)),
  );
  app.get(
    '/finanzas/movimientos/export',
    {
      config: view,
      schema: {
        tags,
        summary: 'Descargar los movimientos del libro diario (CSV o XLSX), del mes indicado o todos',
        querystring: movementsExportQuerySchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await finance.exportMovements(requireAuth(request), request.query)),
  );
  app.get(
    '/gastos/export',
    {
      config: view,
      schema: {
        tags,
        summary: 'Descargar los gastos vigentes (CSV o XLSX), del mes indicado o todos',
        querystring: expensesExportQuerySchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await finance.exportExpenses(requireAuth(request), request.query)),
  );
  app.get(
    '/clients/:id/account-statement/export',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Descargar el estado de cuenta de un cliente (CSV, XLSX o PDF con el encabezado de la empresa)',
        params: idParamsSchema,
        querystring: statementExportQuerySchema,
        response: fileResponses,
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await finance.exportStatement(requireAuth(request), request.params.id, request.query.formato),
      ),
  );
  app.get(
    '/audit-finance/debug-movimientos',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Datos de '/finanzas-debug' (solo admin): sueldos, auditorías entregadas impagas y movimientos de gasto, paginados",
        querystring: financeDebugQuerySchema,
        response: { 200: financeDebugResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.debugMovements(requireAuth(request), request.query)),
    }),
  );

  // ---- the spec's remaining finance calls (docs/decisions.md, "Finanzas: llamadas sin detalle") ----

  app.get(
    '/finanzas',
    {
      config: view,
      schema: {
        tags,
        summary: 'Resumen del mes y saldo de cada cuenta del plan de cuentas al cierre del mes',
        querystring: monthQuerySchema,
        response: { 200: financeOverviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.overview(requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/finanzas',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_movement',
          target: 'movimiento',
          targetId: fromResponse('movimientoId'),
        },
      },
      schema: {
        tags,
        summary: 'Registrar un movimiento a mano: ingreso (como ingreso manual) o egreso (como gasto)',
        body: financeMovementRequestSchema,
        response: { 200: financeMovementResponseSchema, ...errors },
      },
    },
    async (request) => finance.recordMovement(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.get(
    '/finanzas/dashboard/anual',
    {
      config: view,
      schema: {
        tags,
        summary: 'Las cifras de los doce meses de un año en una sola lectura (gráficos)',
        querystring: yearQuerySchema,
        response: { 200: financeYearResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.yearFigures(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/finanzas/usuarios/detallados',
    {
      config: view,
      schema: {
        tags,
        summary: 'Empleados (operador, supervisor, contable) con sus comisiones devengadas',
        response: { 200: financeEmployeesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      usuarios: await finance.employees(requireAuth(request), ['operador', 'supervisor', 'contable']),
    }),
  );

  app.get(
    '/finanzas/operadores',
    {
      config: view,
      schema: {
        tags,
        summary: 'Operadores con sus comisiones devengadas y auditorías entregadas',
        response: { 200: financeOperatorsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      operadores: await finance.employees(requireAuth(request), ['operador']),
    }),
  );

  app.get(
    '/finanzas/deudas-clientes',
    {
      config: view,
      schema: {
        tags,
        summary: 'Clientes con deuda: facturado, pagado y saldo pendiente, mayor deuda primero',
        response: { 200: clientDebtsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await finance.clientDebts(requireAuth(request))) }),
  );

  app.get(
    '/finanzas/categorizadas',
    {
      config: view,
      schema: {
        tags,
        summary: 'Ingresos por origen y egresos por categoría del mes',
        querystring: monthQuerySchema,
        response: { 200: categorizedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.categorized(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/finanzas/pagos-empleado/:id',
    {
      config: view,
      schema: {
        tags,
        summary: 'Sueldos pagados a un empleado en el mes (totalPagado)',
        params: idParamsSchema,
        querystring: monthQuerySchema,
        response: { 200: employeePaymentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.employeePayments(requireAuth(request), request.params.id, request.query)),
    }),
  );

  app.post(
    '/finanzas/procesar-cobro',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_collect',
          target: 'auditoria',
          targetId: idFrom('auditoriaId', 'auditId'),
        },
      },
      schema: {
        tags,
        summary: 'Cobrar una auditoría a una tarifa (normal, prioritaria, urgente o gratis), total o parcial',
        body: processPaymentRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) => finance.processPayment(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/finanzas/cobrar-abono',
    {
      config: {
        ...manage,
        activity: { action: 'finance_collect', target: 'cliente', targetId: idFrom('clienteId') },
      },
      schema: {
        tags,
        summary: 'Cobrar el abono mensual de 4 auditorías fijas de un cliente (o de una sucursal)',
        body: collectPackageRequestSchema,
        response: { 200: collectPackageResponseSchema, ...errors },
      },
    },
    async (request) => finance.collectPackage(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/finanzas/movimientos/:id/revertir',
    {
      config: {
        ...manage,
        activity: { action: 'finance_revert', target: 'movimiento', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Revertir un ingreso manual o el cobro de un abono (asiento de reversión)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) =>
      finance.revertMovement(requireAuth(request), request.params.id, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/process-payment',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_collect',
          target: 'auditoria',
          targetId: idFrom('auditoriaId', 'auditId'),
        },
      },
      schema: {
        tags,
        summary: 'Cobrar una auditoría (como /finanzas/procesar-cobro)',
        body: processPaymentRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) => finance.processPayment(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/process-forgiveness',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_forgive',
          target: 'auditoria',
          targetId: idFrom('auditoriaId', 'auditId'),
        },
      },
      schema: {
        tags,
        summary: 'Condonar lo que adeuda una auditoría (gratis si no tiene cobros)',
        body: auditRefRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) =>
      finance.processForgiveness(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/change-priority',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_priority',
          target: 'auditoria',
          targetId: idFrom('auditoriaId', 'auditId'),
        },
      },
      schema: {
        tags,
        summary: 'Cambiar la prioridad de una auditoría pendiente de cobro (recalcula su importe)',
        body: changePriorityRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) => finance.changePriority(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/process-client-payment',
    {
      config: {
        ...manage,
        activity: { action: 'finance_collect', target: 'cliente', targetId: idFrom('clienteId') },
      },
      schema: {
        tags,
        summary: 'Cobrar la deuda de un cliente: toda, o el monto indicado desde la auditoría más antigua',
        body: clientPaymentRequestSchema,
        response: { 200: bulkMoneyResponseSchema, ...errors },
      },
    },
    async (request) =>
      finance.processClientPayment(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/forgive-client',
    {
      config: {
        ...manage,
        activity: { action: 'finance_forgive', target: 'cliente', targetId: idFrom('clienteId') },
      },
      schema: {
        tags,
        summary: 'Condonar la deuda de todas las auditorías pendientes de cobro de un cliente',
        body: clientRefRequestSchema,
        response: { 200: bulkMoneyResponseSchema, ...errors },
      },
    },
    async (request) => finance.forgiveClient(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/claim-debt',
    {
      config: {
        ...manage,
        activity: { action: 'finance_claim_debt', target: 'cliente', targetId: idFrom('clienteId') },
      },
      schema: {
        tags,
        summary: 'Reclamar la deuda: un mensaje con el saldo pendiente a cada usuario activo del cliente',
        body: clientRefRequestSchema,
        response: { 200: claimDebtResponseSchema, ...errors },
      },
    },
    async (request) => finance.claimDebt(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/revert-payment',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_revert',
          target: 'auditoria',
          targetId: idFrom('auditoriaId', 'auditId'),
        },
      },
      schema: {
        tags,
        summary: 'Revertir los cobros de una auditoría (vuelve a pendiente de cobro)',
        body: auditRefRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) => finance.revertPayment(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.post(
    '/audit-finance/recuperar-cobros-perdidos',
    {
      config: { ...admin, activity: { action: 'finance_repair' } },
      schema: {
        tags,
        summary: 'Recuperar cobros perdidos: la reparación entre auditorías y el libro diario (solo admin)',
        response: { 200: repairResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.recoverLostCollections(requireAuth(request))),
    }),
  );

  app.get(
    '/finanzas/dashboard',
    {
      // The same month's figures for every viewer of the same role: one computed answer serves them for 5 s.
      config: { ...view, sharedFor: 5_000 },
      schema: {
        tags,
        summary: 'Resumen del mes: ingresos, egresos, saldos, cuentas a cobrar, proyección y balance neto',
        querystring: monthQuerySchema,
        response: { 200: financeDashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.dashboard(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/finanzas/clientes',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Cuentas a cobrar agrupadas por cliente y período: clientes por nombre (paginados, con búsqueda), con los totales de cada período',
        querystring: debtGroupsQuerySchema,
        response: { 200: debtGroupsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.debtGroups(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/finanzas/clientes/:id/auditorias',
    {
      config: view,
      schema: {
        tags,
        summary: 'Auditorías pendientes de cobro de un cliente en un período (mes de entrega), paginadas',
        params: idParamsSchema,
        querystring: debtPeriodAuditsQuerySchema,
        response: { 200: debtPeriodAuditsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.debtPeriodAudits(requireAuth(request), request.params.id, request.query)),
    }),
  );

  app.get(
    '/finanzas/movimientos',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Movimientos del libro diario, más recientes primero (tipo ingreso, egreso o un tipo de asiento)',
        querystring: movementsQuerySchema,
        response: { 200: movementsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.movements(requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/finanzas/cobrar-periodo',
    {
      config: {
        ...manage,
        activity: { action: 'finance_collect', target: 'cliente', targetId: idFrom('clienteId') },
      },
      schema: {
        tags,
        summary: 'Cobrar todas las auditorías pendientes de un cliente en un período (o las indicadas)',
        body: collectPeriodRequestSchema,
        response: { 200: collectPeriodResponseSchema, ...errors },
      },
    },
    async (request) => finance.collectPeriod(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.put(
    '/finanzas/editar-auditoria/:id',
    {
      config: { ...manage, activity: { action: 'finance_audit_edit', target: 'auditoria' } },
      schema: {
        tags,
        summary: 'Editar título, monto y fecha de una auditoría (el cambio de monto se asienta como ajuste)',
        params: idParamsSchema,
        body: auditFinanceEditRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Auditoría actualizada',
      auditoria: await finance.editAudit(requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/finanzas/borrar-auditoria/:id',
    {
      config: {
        ...admin,
        activity: { action: 'finance_audit_delete', target: 'auditoria', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Eliminar una auditoría desde finanzas (limpieza o corrección según su antigüedad)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      const type = await finance.deleteAudit(requireAuth(request), request.params.id);
      return {
        success: true as const,
        message:
          type === 'cleanup'
            ? 'Auditoría eliminada (limpieza: sin efecto en pagos ni cobros)'
            : 'Auditoría eliminada (corrección: se revirtieron su cobro pendiente y el pago al operador)',
      };
    },
  );

  app.get(
    '/finanzas/mi-cuenta',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Estado de cuenta propio: el de su empresa (cliente) o sus comisiones (operador); listas paginadas',
        querystring: accountStatementQuerySchema.extend({ t: z.string().max(40).optional() }),
        response: { 200: accountStatementResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await finance.myAccount(requireAuth(request), request.query),
    }),
  );

  app.get(
    '/clients/:id/account-statement',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Estado de cuenta de un cliente (finanzas, o el propio cliente); listas paginadas',
        params: idParamsSchema,
        querystring: accountStatementQuerySchema,
        response: { 200: accountStatementResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await finance.accountStatement(requireAuth(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/finanzas/repair-inconsistencias',
    {
      config: { ...admin, activity: { action: 'finance_repair' } },
      schema: {
        tags,
        summary: 'Reparar inconsistencias entre auditorías y el libro diario',
        response: { 200: repairResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await finance.repair(requireAuth(request))) }),
  );

  app.patch(
    '/audits/:id/pago',
    {
      config: {
        ...manage,
        activity: {
          action: ({ body }) => (body.estadoPago === 'pendiente' ? 'finance_revert' : 'finance_collect'),
          target: 'auditoria',
        },
      },
      schema: {
        tags,
        summary: 'Cobrar una auditoría (total o parcial, a una tarifa) o revertir su cobro',
        params: idParamsSchema,
        body: auditPaymentRequestSchema,
        response: { 200: auditPaymentResponseSchema, ...errors },
      },
    },
    async (request) =>
      finance.setPayment(requireAuth(request), request.params.id, request.body, idempotencyKey(request)),
  );

  app.post(
    '/audits/ingreso-manual',
    {
      config: {
        ...manage,
        activity: { action: 'finance_income', target: 'movimiento', targetId: fromResponse('movimientoId') },
      },
      schema: {
        tags,
        summary: 'Registrar un ingreso manual (general o de un cliente)',
        body: manualIncomeRequestSchema,
        response: { 200: manualIncomeResponseSchema, ...errors },
      },
    },
    async (request) => finance.manualIncome(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.get(
    '/gastos',
    {
      config: view,
      schema: {
        tags,
        summary: 'Gastos vigentes, más recientes primero',
        querystring: expensesQuerySchema,
        response: { 200: expensesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await finance.listExpenses(requireAuth(request), request.query)),
    }),
  );

  app.post(
    '/gastos',
    {
      config: {
        ...manage,
        activity: {
          action: 'finance_expense_create',
          target: 'gasto',
          targetId: fromResponse('gasto', 'id'),
        },
      },
      schema: {
        tags,
        summary: 'Registrar un gasto (el contable debe explicarlo en 15 caracteres o más)',
        body: expenseRequestSchema,
        response: { 200: expenseResponseSchema, ...errors },
      },
    },
    async (request) => finance.createExpense(requireAuth(request), request.body, idempotencyKey(request)),
  );

  app.get(
    '/gastos/:id',
    {
      config: view,
      schema: {
        tags,
        summary: 'Un gasto',
        params: idParamsSchema,
        response: { 200: z.object({ success: z.literal(true), gasto: expenseSchema }), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      gasto: await finance.getExpense(requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/gastos/:id',
    {
      config: { ...manage, activity: { action: 'finance_expense_update', target: 'gasto' } },
      schema: {
        tags,
        summary: 'Modificar un gasto (un nuevo monto, categoría o fecha revierte el asiento y registra otro)',
        params: idParamsSchema,
        body: expenseRequestSchema,
        response: { 200: expenseResponseSchema, ...errors },
      },
    },
    async (request) =>
      finance.updateExpense(requireAuth(request), request.params.id, request.body, idempotencyKey(request)),
  );

  app.delete(
    '/gastos/:id',
    {
      config: {
        ...manage,
        activity: { action: 'finance_expense_delete', target: 'gasto', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Revertir un gasto (asiento de reversión)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) =>
      finance.deleteExpense(requireAuth(request), request.params.id, idempotencyKey(request)),
  );
};
