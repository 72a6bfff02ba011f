import type { ActivityAction } from '@auditorias/domain/schemas/activity';
import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
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
  staffPendingResponseSchema,
  statementExportQuerySchema,
  yearQuerySchema,
} from '@auditorias/domain/schemas/finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadRoute, idempotencyKey, jsonRoute, ok } from '../../lib/route';
import { fromResponse, idFrom, paramsAndBody } from '../activity/activity.plugin';
import type { FinanceService } from './finance.service';

const tags = ['finanzas'];
/** Declared permissions; the service also refuses client companies (whose role carries finance_view). */
const view = { permission: 'finance_view' as const };
const manage = { permission: 'finance_manage' as const };
const signedIn = { permission: 'authenticated' as const };
const admin = { permission: 'user_admin' as const };
/** A money write on one audit, recorded against the audit of the body (`auditoriaId` or `auditId`). */
const onAudit = (action: ActivityAction) => ({
  ...manage,
  activity: { action, target: 'auditoria' as const, targetId: idFrom('auditoriaId', 'auditId') },
});
/** A money write on a client's audits, recorded against the client of the body. */
const onClient = (action: ActivityAction) => ({
  ...manage,
  activity: { action, target: 'cliente' as const, targetId: idFrom('clienteId') },
});

/** The finance calls (registered under /api): /finanzas/*, /audits/{id}/pago, /audits/ingreso-manual, /gastos. */
export const financeRoutes: FastifyPluginAsyncZod<{ finance: FinanceService }> = async (app, { finance }) => {
  // ---- downloads: a file as an attachment, never cached; at most 50.000 rows (docs/decisions.md) ----
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
  jsonRoute(app, 'GET', '/audit-finance/debug-movimientos', {
    config: admin,
    tags,
    summary:
      "Datos de '/finanzas-debug' (solo admin): sueldos, auditorías entregadas impagas y movimientos de gasto, paginados",
    querystring: financeDebugQuerySchema,
    response: financeDebugResponseSchema,
    handler: async (auth, request) => ok(await finance.debugMovements(auth, request.query)),
  });

  // ---- the spec's remaining finance calls (docs/decisions.md, "Finanzas: llamadas sin detalle") ----

  jsonRoute(app, 'GET', '/finanzas', {
    config: view,
    tags,
    summary: 'Resumen del mes y saldo de cada cuenta del plan de cuentas al cierre del mes',
    querystring: monthQuerySchema,
    response: financeOverviewResponseSchema,
    handler: async (auth, request) => ok(await finance.overview(auth, request.query)),
  });

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

  jsonRoute(app, 'GET', '/finanzas/dashboard/anual', {
    config: view,
    tags,
    summary: 'Las cifras de los doce meses de un año en una sola lectura (gráficos)',
    querystring: yearQuerySchema,
    response: financeYearResponseSchema,
    handler: async (auth, request) => ok(await finance.yearFigures(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/usuarios/detallados', {
    config: view,
    tags,
    summary: 'Empleados (operador, supervisor, contable) con sus comisiones devengadas',
    response: financeEmployeesResponseSchema,
    handler: async (auth) =>
      ok({ usuarios: await finance.employees(auth, ['operador', 'supervisor', 'contable']) }),
  });

  jsonRoute(app, 'GET', '/finanzas/personal/pendientes', {
    config: view,
    tags,
    summary: 'Lo que se debe a cada empleado al cierre del mes: sueldos impagos y comisiones devengadas',
    querystring: monthQuerySchema,
    response: staffPendingResponseSchema,
    handler: async (auth, request) => ok(await finance.staffPending(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/operadores', {
    config: view,
    tags,
    summary: 'Operadores con sus comisiones devengadas y auditorías entregadas',
    response: financeOperatorsResponseSchema,
    handler: async (auth) => ok({ operadores: await finance.employees(auth, ['operador']) }),
  });

  jsonRoute(app, 'GET', '/finanzas/deudas-clientes', {
    config: view,
    tags,
    summary: 'Clientes con deuda: facturado, pagado y saldo pendiente, mayor deuda primero',
    response: clientDebtsResponseSchema,
    handler: async (auth) => ok(await finance.clientDebts(auth)),
  });

  jsonRoute(app, 'GET', '/finanzas/categorizadas', {
    config: view,
    tags,
    summary: 'Ingresos por origen y egresos por categoría del mes',
    querystring: monthQuerySchema,
    response: categorizedResponseSchema,
    handler: async (auth, request) => ok(await finance.categorized(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/finanzas/pagos-empleado/:id', {
    config: view,
    tags,
    summary: 'Sueldos pagados a un empleado en el mes (totalPagado)',
    params: idParamsSchema,
    querystring: monthQuerySchema,
    response: employeePaymentsResponseSchema,
    handler: async (auth, request) =>
      ok(await finance.employeePayments(auth, request.params.id, request.query)),
  });

  jsonRoute(app, 'POST', '/finanzas/procesar-cobro', {
    config: onAudit('finance_collect'),
    tags,
    summary: 'Cobrar una auditoría a una tarifa (normal, prioritaria, urgente o gratis), total o parcial',
    body: processPaymentRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.processPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/finanzas/cobrar-abono', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar el abono mensual de 4 auditorías fijas de un cliente (o de una sucursal)',
    body: collectPackageRequestSchema,
    response: collectPackageResponseSchema,
    handler: async (auth, request) => finance.collectPackage(auth, request.body, idempotencyKey(request)),
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

  jsonRoute(app, 'POST', '/audit-finance/process-payment', {
    config: onAudit('finance_collect'),
    tags,
    summary: 'Cobrar una auditoría (como /finanzas/procesar-cobro)',
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

  jsonRoute(app, 'POST', '/audit-finance/process-client-payment', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar la deuda de un cliente: toda, o el monto indicado desde la auditoría más antigua',
    body: clientPaymentRequestSchema,
    response: bulkMoneyResponseSchema,
    handler: async (auth, request) =>
      finance.processClientPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/forgive-client', {
    config: onClient('finance_forgive'),
    tags,
    summary: 'Condonar la deuda de todas las auditorías pendientes de cobro de un cliente',
    body: clientRefRequestSchema,
    response: bulkMoneyResponseSchema,
    handler: async (auth, request) => finance.forgiveClient(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/claim-debt', {
    config: onClient('finance_claim_debt'),
    tags,
    summary: 'Reclamar la deuda: un mensaje con el saldo pendiente a cada usuario activo del cliente',
    body: clientRefRequestSchema,
    response: claimDebtResponseSchema,
    handler: async (auth, request) => finance.claimDebt(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/revert-payment', {
    config: onAudit('finance_revert'),
    tags,
    summary: 'Revertir los cobros de una auditoría (vuelve a pendiente de cobro)',
    body: auditRefRequestSchema,
    response: auditPaymentResponseSchema,
    handler: async (auth, request) => finance.revertPayment(auth, request.body, idempotencyKey(request)),
  });

  jsonRoute(app, 'POST', '/audit-finance/recuperar-cobros-perdidos', {
    config: { ...admin, activity: { action: 'finance_repair' } },
    tags,
    summary: 'Recuperar cobros perdidos: la reparación entre auditorías y el libro diario (solo admin)',
    response: repairResponseSchema,
    handler: async (auth) => ok(await finance.recoverLostCollections(auth)),
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

  jsonRoute(app, 'GET', '/finanzas/movimientos', {
    config: { ...view, poll: 'finanzas' },
    tags,
    summary:
      'Movimientos del libro diario, más recientes primero (tipo ingreso, egreso o un tipo de asiento)',
    querystring: movementsQuerySchema,
    response: movementsResponseSchema,
    handler: async (auth, request) => ok(await finance.movements(auth, request.query)),
  });

  jsonRoute(app, 'POST', '/finanzas/cobrar-periodo', {
    config: onClient('finance_collect'),
    tags,
    summary: 'Cobrar todas las auditorías pendientes de un cliente en un período (o las indicadas)',
    body: collectPeriodRequestSchema,
    response: collectPeriodResponseSchema,
    handler: async (auth, request) => finance.collectPeriod(auth, request.body, idempotencyKey(request)),
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

  jsonRoute(app, 'GET', '/finanzas/mi-cuenta', {
    config: signedIn,
    tags,
    summary:
      'Estado de cuenta propio: el de su empresa (cliente) o sus comisiones (operador); listas paginadas',
    querystring: accountStatementQuerySchema.extend({ t: z.string().max(40).optional() }),
    response: accountStatementResponseSchema,
    handler: async (auth, request) => ok({ data: await finance.myAccount(auth, request.query) }),
  });

  jsonRoute(app, 'GET', '/clients/:id/account-statement', {
    config: { ...signedIn, poll: 'finanzas' },
    tags,
    summary: 'Estado de cuenta de un cliente (finanzas, o el propio cliente); listas paginadas',
    params: idParamsSchema,
    querystring: accountStatementQuerySchema,
    response: accountStatementResponseSchema,
    handler: async (auth, request) =>
      ok({ data: await finance.accountStatement(auth, request.params.id, request.query) }),
  });

  jsonRoute(app, 'POST', '/finanzas/repair-inconsistencias', {
    config: { ...admin, activity: { action: 'finance_repair' } },
    tags,
    summary: 'Reparar inconsistencias entre auditorías y el libro diario',
    response: repairResponseSchema,
    handler: async (auth) => ok(await finance.repair(auth)),
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
