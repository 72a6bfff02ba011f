import { z } from 'zod';
import { PRIORITIES } from '../clients/constants';
import { EXPENSE_CATEGORIES } from '../finance/accounts';
import { ENTRY_KINDS } from '../finance/entries';
import { idNumber, monthQueryShape, okMessageSchema, periodShape, pesos, yearNumber as year } from './common';
import { cursorSchema, PAGE_SIZE_MAX, pageInfoSchema, pageQueryShape, pageResponseSchema } from './lists';

/**
 * The finance API (docs/decisions.md, "Finanzas: llamadas"). Amounts are pesos (numbers with at most two
 * decimals); the server converts them with `money.ts`. Required fields are checked by the server so that the
 * spec's messages answer ('Complete título y monto', 'Complete todos los campos', 'Monto inválido'...).
 * Money writes accept an `Idempotency-Key` header: a retried request answers the first result. Every amount is
 * the one `pesos` schema of `common.ts` (above 0, at most MAX_PESOS, two decimals).
 */

/** `?mes&anio` (both default to the current Argentine month). */
export const monthQuerySchema = z.object(monthQueryShape);

export const financeSummarySchema = z.object({
  ingresosMes: z.number(),
  egresosMes: z.number(),
  saldoMesAnterior: z.number(),
  movimientoMes: z.number(),
  saldoRealTotal: z.number(),
  cuentasPorCobrar: z.number(),
  /** Owed to the staff at the end of the month: sueldosPorPagar + comisionesPorPagar (as the Personal tab). */
  sueldosPendientes: z.number(),
  /** Unpaid salaries (2201) at the end of the month. */
  sueldosPorPagar: z.number().optional(),
  /** Operator commissions accrued and not paid (2101) at the end of the month. */
  comisionesPorPagar: z.number().optional(),
  proyeccion: z.number(),
  gastosMes: z.number(),
  balanceNeto: z.number(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/** GET /finanzas/dashboard */
export const financeDashboardResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  resumen: financeSummarySchema,
});

/** GET /finanzas/dashboard/anual?anio: the twelve months' figures of a year in one call (the charts). */
export const yearQuerySchema = z.object({ anio: year.optional() });
export const financeYearResponseSchema = z.object({
  success: z.literal(true),
  anio: z.number().int(),
  meses: z.array(z.object({ mes: z.number().int(), resumen: financeSummarySchema })),
});

/** GET /finanzas?mes&anio: the month's figures and the balance of every account of the chart at its end. */
export const financeOverviewResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  resumen: financeSummarySchema,
  cuentas: z.array(
    z.object({
      codigo: z.string(),
      nombre: z.string(),
      tipo: z.enum(['activo', 'pasivo', 'ingreso', 'egreso']),
      saldo: z.number(),
    }),
  ),
});

/** The fields of an expense by hand (POST /gastos, and POST /finanzas with tipo 'egreso'); all checked by the server. */
const expenseFieldsShape = {
  descripcion: z.string().max(500).optional(),
  monto: pesos.optional(),
  categoria: z.string().max(40).optional(),
  explicacion: z.string().max(2000).optional(),
  concepto: z.string().max(500).optional(),
  fecha: z.string().max(20).optional(),
};

/** POST /finanzas: a movement by hand — an income (as POST /audits/ingreso-manual) or an expense (as POST /gastos). */
export const financeMovementRequestSchema = z.object({
  tipo: z.enum(['ingreso', 'egreso']),
  clienteId: idNumber.nullable().optional(),
  titulo: z.string().max(500).optional(),
  ...expenseFieldsShape,
});
export const financeMovementResponseSchema = okMessageSchema.extend({
  movimientoId: z.number().int(),
});

/** An employee as finance sees it (GET /finanzas/usuarios/detallados, /finanzas/operadores). */
export const financeEmployeeSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  rol: z.enum(['operador', 'supervisor', 'contable']),
  activo: z.boolean(),
  /** The operator pay accrued for delivered audits (account 2101), net of reversals. */
  comisionesDevengadas: z.number(),
  /** Delivered audits the employee worked as operator. */
  auditoriasEntregadas: z.number().int(),
});
export type FinanceEmployee = z.infer<typeof financeEmployeeSchema>;
export const financeEmployeesResponseSchema = z.object({
  success: z.literal(true),
  usuarios: z.array(financeEmployeeSchema),
});
export const financeOperatorsResponseSchema = z.object({
  success: z.literal(true),
  operadores: z.array(financeEmployeeSchema),
});

/**
 * GET /finanzas/personal/pendientes?mes&anio: what is owed to each employee at the end of the month — unpaid
 * salaries (2201) and accrued commissions (2101) — and the total, the Balance's 'Sueldos pendientes'.
 */
export const staffPendingResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  empleados: z.array(
    z.object({
      /** null: ledger lines that name no employee. */
      usuarioId: z.number().int().nullable(),
      nombre: z.string(),
      rol: z.string().nullable(),
      sueldosPendientes: z.number(),
      comisionesDevengadas: z.number(),
      total: z.number(),
    }),
  ),
  totales: z.object({ sueldosPendientes: z.number(), comisionesDevengadas: z.number(), total: z.number() }),
});
export type StaffPending = z.infer<typeof staffPendingResponseSchema>;

/** GET /finanzas/deudas-clientes: every client that owes something, largest debt first. */
export const clientDebtsResponseSchema = z.object({
  success: z.literal(true),
  deudas: z.array(
    z.object({
      clienteId: z.number().int(),
      clienteNombre: z.string(),
      deudaTotal: z.number(),
      totalPagado: z.number(),
      saldoPendiente: z.number(),
    }),
  ),
  totalGeneral: z.number(),
});

/** Amounts by category (its key and name). */
const categoryTotalsSchema = z.array(
  z.object({ categoria: z.string(), nombre: z.string(), monto: z.number() }),
);

/** GET /finanzas/categorizadas?mes&anio: the month's income by source and expenses by category. */
export const categorizedResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  /** The basis of these figures, in Spanish: accrual ('Devengado: ...'), unlike the cash of the dashboard. */
  base: z.string(),
  ingresos: categoryTotalsSchema,
  egresos: categoryTotalsSchema,
  totalIngresos: z.number(),
  totalEgresos: z.number(),
});

/** GET /finanzas/pagos-empleado/{id}?mes&anio: what was paid to an employee in the month (salaries). */
export const employeePaymentsResponseSchema = z.object({
  success: z.literal(true),
  usuarioId: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  totalPagado: z.number(),
  pagos: z.array(
    z.object({ id: z.number().int(), fecha: z.string(), descripcion: z.string(), monto: z.number() }),
  ),
});

/** POST /finanzas/procesar-cobro and /audit-finance/process-payment: collect one audit at a rate (whole or part). */
export const processPaymentRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
  tarifa: z.enum(['normal', 'prioritaria', 'urgente', 'gratis']).optional(),
  prioridad: z.enum(PRIORITIES).optional(),
  monto: pesos.optional(),
});
/** /audit-finance/process-forgiveness and /revert-payment: one audit. */
export const auditRefRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
});
/** /audit-finance/change-priority */
export const changePriorityRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
  prioridad: z.enum(PRIORITIES),
});
/** /audit-finance/process-client-payment: a client's whole debt, or `monto` applied oldest first. */
export const clientPaymentRequestSchema = z.object({
  clienteId: idNumber,
  monto: pesos.optional(),
});
/** /audit-finance/forgive-client and /claim-debt */
export const clientRefRequestSchema = z.object({ clienteId: idNumber });
export const bulkMoneyResponseSchema = okMessageSchema.extend({
  auditorias: z.number().int(),
  monto: z.number(),
});
export const claimDebtResponseSchema = okMessageSchema.extend({
  saldoPendiente: z.number(),
  notificados: z.number().int(),
});

/** POST /finanzas/cobrar-abono: collects a month's package of four fixed audits (the client's or a branch's). */
export const collectPackageRequestSchema = z.object({
  clienteId: idNumber,
  mes: z.number().int().min(1).max(12),
  anio: z.number().int().min(2000).max(9999),
  sucursalId: idNumber.nullable().optional(),
});
export const collectPackageResponseSchema = okMessageSchema.extend({
  monto: z.number(),
  movimientoId: z.number().int(),
});

export const receivableAuditSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  sucursal: z.string().nullable(),
  prioridad: z.enum(PRIORITIES),
  estado: z.string(),
  costoFinal: z.number(),
  /** What is still due (the charge minus partial payments). */
  saldo: z.number(),
  cobrado: z.number(),
  fechaEntrega: z.string().nullable(),
  fechaSolicitada: z.string(),
});

/** An unpaid monthly package of four fixed audits (collected with POST /finanzas/cobrar-abono). */
export const debtPackageSchema = z.object({
  /** The package's key `abono:<client>:<branch|0>:<YYYY-MM>`. */
  clave: z.string(),
  sucursalId: z.number().int().nullable(),
  sucursal: z.string().nullable(),
  descripcion: z.string(),
  monto: z.number(),
});

/**
 * A period of a client debt group (spec: mes, anio, mesAnio, totalPeriodo, auditorias): its totals come from one
 * aggregate query; its audits (`auditorias` of the spec) are paged by
 * `GET /finanzas/clientes/{clienteId}/auditorias?mes&anio` when the person opens the period.
 */
export const debtPeriodSchema = z.object({
  mes: z.number().int(),
  anio: z.number().int(),
  mesAnio: z.string(),
  /** What is still due in the period: its audits' balances plus its unpaid packages. */
  totalPeriodo: z.number(),
  /** How many receivable audits the period holds. */
  cantidadAuditorias: z.number().int(),
  /** The period's unpaid packages of four fixed audits (included in totalPeriodo). */
  abonos: z.array(debtPackageSchema).default([]),
});
export type DebtPeriod = z.infer<typeof debtPeriodSchema>;

/** A client debt group (spec): receivables by client and by period (month of delivery), newest period first. */
export const debtGroupSchema = z.object({
  clienteId: z.number().int(),
  clienteNombre: z.string(),
  totalDeuda: z.number(),
  /** Receivable audits of every period. */
  cantidadAuditorias: z.number().int(),
  periodos: z.array(debtPeriodSchema),
});
export type DebtGroup = z.infer<typeof debtGroupSchema>;
export type ReceivableAudit = z.infer<typeof receivableAuditSchema>;

/** Clients per page of the debt groups: 10 unless asked (each brings its periods), at most 100. */
export const DEBT_GROUPS_PAGE_DEFAULT = 10;

/**
 * GET /finanzas/clientes?search&clienteId&limit&cursor — clients with receivables in name order (keyset on name
 * and id); `search` matches the client's name.
 */
export const debtGroupsQuerySchema = z.object({
  clienteId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEBT_GROUPS_PAGE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_SIZE_MAX)),
  /** The last client's name and id: longer than other cursors, as names are. */
  cursor: z.string().trim().min(1).max(1000).optional(),
});
export const debtGroupsResponseSchema = z.object({
  success: z.literal(true),
  clientes: z.array(debtGroupSchema),
  /** Every client's receivables (not only this page's). */
  totalGeneral: z.number(),
  paginacion: pageInfoSchema,
});

/** GET /finanzas/clientes/{id}/auditorias?mes&anio&limit&cursor — the receivable audits of one client's period. */
export const debtPeriodAuditsQuerySchema = z.object({ ...periodShape, ...pageQueryShape });
export const debtPeriodAuditsResponseSchema = z.object({
  success: z.literal(true),
  clienteId: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  auditorias: z.array(receivableAuditSchema),
  paginacion: pageInfoSchema,
});

export const movementSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(ENTRY_KINDS),
  fecha: z.string(),
  descripcion: z.string(),
  /** The cash effect when it moved cash (in +, out −); otherwise the receivable or the operator pay effect. */
  monto: z.number(),
  clienteId: z.number().int().nullable(),
  auditId: z.number().int().nullable(),
  /** The entry this one reverses, when it is a reversal. */
  reversaDe: z.number().int().nullable(),
  /** Whether a later entry reversed this one. */
  revertido: z.boolean(),
  creadoPor: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;

/** GET /finanzas/movimientos?tipo&mes&anio&limit&cursor — `tipo` is ingreso, egreso or an entry kind. */
export const movementsQuerySchema = z.object({
  tipo: z.enum(['ingreso', 'egreso', ...ENTRY_KINDS]).optional(),
  ...monthQuerySchema.shape,
  ...pageQueryShape,
});
export const movementsResponseSchema = pageResponseSchema('movimientos', movementSchema);

/**
 * PATCH /audits/{id}/pago. Collect: estadoPago 'pagada' with the pricing (prioridad normal/prioritaria/urgente, or
 * gratisParaCliente true for free); `monto` (optional) collects part of what is due. Revert: only estadoPago
 * 'pendiente'. costoFinal and multiplicadorPrioridad sent by older screens are ignored: the server prices.
 */
export const auditPaymentRequestSchema = z.object({
  estadoPago: z.enum(['pagada', 'pendiente']),
  prioridad: z.enum(PRIORITIES).optional(),
  gratisParaCliente: z.boolean().optional(),
  monto: pesos.optional(),
  costoFinal: z.number().optional(),
  multiplicadorPrioridad: z.number().optional(),
});
export const auditPaymentSchema = z.object({
  id: z.number().int(),
  estado: z.string(),
  estadoPago: z.enum(['pendiente', 'pagada']).nullable(),
  costoFinal: z.number().nullable(),
  prioridad: z.enum(PRIORITIES),
  gratisParaCliente: z.boolean(),
  fechaPago: z.string().nullable(),
  cobrado: z.number(),
  saldo: z.number(),
});
export const auditPaymentResponseSchema = okMessageSchema.extend({
  auditoria: auditPaymentSchema,
});

/** POST /finanzas/cobrar-periodo: every receivable audit of the client delivered in the period, or the ids given. */
export const collectPeriodRequestSchema = z.object({
  clienteId: idNumber,
  mes: z.number().int().min(1).max(12),
  anio: z.number().int().min(2000).max(9999),
  auditoriaIds: z.array(idNumber).max(1000).optional(),
});
export const collectPeriodResponseSchema = okMessageSchema.extend({
  cobradas: z.number().int(),
  monto: z.number(),
});

/** POST /audits/ingreso-manual (general income with clienteId null). */
export const manualIncomeRequestSchema = z.object({
  clienteId: idNumber.nullable().optional(),
  titulo: z.string().max(500).optional(),
  costoFinal: pesos.optional(),
  fecha: z.string().max(20).optional(),
  estadoPago: z.literal('pagada').optional(),
  tipo: z.literal('ingreso_manual').optional(),
});
export const manualIncomeResponseSchema = okMessageSchema.extend({
  movimientoId: z.number().int(),
});

export const expenseSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  monto: z.number(),
  categoria: z.enum(EXPENSE_CATEGORIES),
  fecha: z.string(),
  createdAt: z.string(),
  explicacion: z.string().nullable(),
  concepto: z.string().nullable(),
  movimientoId: z.number().int(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** POST /gastos and PUT /gastos/{id} (PUT: any subset; a new amount, date or category reverses and re-posts). */
export const expenseRequestSchema = z.object(expenseFieldsShape);
export const expenseResponseSchema = okMessageSchema.extend({
  gasto: expenseSchema,
});
export const expensesQuerySchema = z.object({ ...monthQuerySchema.shape, ...pageQueryShape });
export const expensesResponseSchema = pageResponseSchema('gastos', expenseSchema);

/** PUT /finanzas/editar-auditoria/{id} */
export const auditFinanceEditRequestSchema = z.object({
  titulo: z.string().trim().min(1).max(300).optional(),
  costoFinal: pesos.optional(),
  fechaSolicitada: z.string().max(20).optional(),
});

const statementAuditSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  fecha: z.string(),
  valor: z.number(),
  valorBase: z.number(),
  comision: z.number().nullable(),
  cliente: z.string(),
  estado: z.string(),
  estadoPago: z.enum(['PENDIENTE', 'FACTURADA', 'PAGADA']),
  /** Covered by the month's package of four fixed audits ('Incluida en el abono'): no charge of its own. */
  incluidaEnAbono: z.boolean().optional(),
});

/** The account statement (spec entity) of a client or an operator. */
export const accountStatementSchema = z.object({
  tipoUsuario: z.enum(['cliente', 'operador', 'otro']),
  usuario: z.object({ nombre: z.string(), email: z.string().nullable() }).nullable(),
  cliente: z
    .object({ nombre: z.string(), cuit: z.string().nullable(), costoAuditoria: z.number() })
    .nullable(),
  estadoCuenta: z.object({
    deudaTotal: z.number().optional(),
    totalPagado: z.number().optional(),
    saldoPendiente: z.number().optional(),
    estadoDeuda: z.string().optional(),
    auditoriasCompletadas: z.number().int().optional(),
    comisionesDevengadas: z.number().optional(),
    totalAuditorias: z.number().int().optional(),
    auditoriasPendientes: z.number().int().optional(),
    estadoCuenta: z.string().optional(),
  }),
  auditorias: z.object({
    completadas: z.array(statementAuditSchema),
    pendientes: z.array(statementAuditSchema),
  }),
  ultimosPagos: z.array(
    z.object({ fecha: z.string(), monto: z.number(), concepto: z.string(), esParcial: z.boolean() }),
  ),
  mensaje: z.string().nullable(),
  /**
   * The next page of each audit list (`?lista=completadas|pendientes&cursor`); absent when the lists are whole.
   * A page asked with `lista` carries only that list (the other one empty, its cursor null).
   */
  paginacion: z.object({ completadas: pageInfoSchema, pendientes: pageInfoSchema }).optional(),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** Audits per page of a statement's lists: 20 unless asked, at most 100. */
export const STATEMENT_PAGE_DEFAULT = 20;

/**
 * GET /clients/{id}/account-statement and /finanzas/mi-cuenta: the figures, the last payments and the first page
 * of both audit lists (newest first); with `lista` and `cursor`, the next page of that list.
 */
export const accountStatementQuerySchema = z.object({
  lista: z.enum(['completadas', 'pendientes']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(STATEMENT_PAGE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_SIZE_MAX)),
  cursor: cursorSchema.optional(),
});
export type AccountStatementQuery = z.infer<typeof accountStatementQuerySchema>;
export const accountStatementResponseSchema = z.object({
  success: z.literal(true),
  data: accountStatementSchema,
});

/** POST /finanzas/repair-inconsistencias */
export const repairResponseSchema = okMessageSchema.extend({
  reparaciones: z.array(z.object({ cliente: z.string(), auditorias: z.number().int(), monto: z.number() })),
  detalle: z.array(z.object({ auditId: z.number().int(), problema: z.string(), monto: z.number() })),
});

/**
 * Exports (docs/decisions.md, "Exportaciones"): `GET /finanzas/clientes/export`, `/finanzas/movimientos/export`,
 * `/gastos/export` and `/clients/{id}/account-statement/export` answer a file (attachment), not JSON.
 */
export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export const receivablesExportQuerySchema = z.object({
  formato: exportFormatSchema,
  clienteId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const movementsExportQuerySchema = z.object({
  formato: exportFormatSchema,
  tipo: z.enum(['ingreso', 'egreso', ...ENTRY_KINDS]).optional(),
  ...monthQuerySchema.shape,
});
export const expensesExportQuerySchema = z.object({ formato: exportFormatSchema, ...monthQuerySchema.shape });
export const statementExportQuerySchema = z.object({ formato: z.enum(['csv', 'xlsx', 'pdf']) });

/** GET /audit-finance/debug-movimientos (admin): the '/finanzas-debug' page's three lists, each paged. */
export const financeDebugQuerySchema = z.object({
  lista: z.enum(['auditorias', 'gastos', 'sueldos']).optional(),
  ...pageQueryShape,
});
export const financeDebugResponseSchema = z.object({
  success: z.literal(true),
  sueldos: z.array(z.record(z.string(), z.unknown())),
  auditoriasImpagas: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string(),
      clienteId: z.number().int(),
      cliente: z.string(),
      estado: z.string(),
      estadoPago: z.string().nullable(),
      costoFinal: z.number().nullable(),
      saldo: z.number(),
      incluidaEnAbono: z.boolean(),
      fechaEntrega: z.string().nullable(),
    }),
  ),
  movimientosGasto: z.array(movementSchema),
  paginacion: z.object({
    auditorias: pageInfoSchema,
    gastos: pageInfoSchema,
  }),
});
