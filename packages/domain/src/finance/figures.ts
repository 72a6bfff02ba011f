import { ACCOUNTS, EXPENSE_ACCOUNTS } from './accounts';

/**
 * The figures of the finance summary as sums over ledger lines (or over the monthly balances, which are the same
 * sums kept per account, client and month). Amounts in centavos; months are 'YYYY-MM' (Argentine calendar).
 *
 * Basis (docs/decisions.md): the month's income, expenses, movement and balances are cash figures (money that came
 * in or went out in the month, net of reversals); receivables and pending salaries are accrual balances at the end
 * of the month.
 */
export interface MonthAmount {
  account: string;
  /** 'YYYY-MM'. */
  month: string;
  amount: number;
}

export interface FinanceFigures {
  /** Cash in during the month: collections and manual income, net of their reversals. */
  ingresosMes: number;
  /** Cash out during the month: expenses, salaries, commissions and advances, net of their reversals. */
  egresosMes: number;
  /** Cash at the end of the previous month. */
  saldoMesAnterior: number;
  /** ingresosMes − egresosMes. */
  movimientoMes: number;
  /** Cash at the end of the month: saldoMesAnterior + movimientoMes. */
  saldoRealTotal: number;
  /** What clients owe at the end of the month. */
  cuentasPorCobrar: number;
  /**
   * Owed to the staff at the end of the month: salaries accrued and not paid (2201) plus operator commissions
   * accrued at delivery (2101), as the Personal tab lists them (`pendingSalaries`).
   */
  sueldosPendientes: number;
  /** The salaries part of `sueldosPendientes` (2201 Sueldos a pagar). */
  sueldosPorPagar: number;
  /** The commissions part of `sueldosPendientes` (2101 Operadores a pagar). */
  comisionesPorPagar: number;
  /** Receivables minus pending salaries. */
  proyeccion: number;
  /** Expenses of the month (by the expense accounts). */
  gastosMes: number;
  /** Collected minus paid salaries, expenses and advances in the month. */
  balanceNeto: number;
}

export function monthKey(anio: number, mes: number): string {
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}`;
}

/** The month ('YYYY-MM') of an Argentine day ('YYYY-MM-DD'). */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

function sum(rows: readonly MonthAmount[], accounts: readonly string[], when: (month: string) => boolean) {
  let total = 0;
  for (const r of rows) if (accounts.includes(r.account) && when(r.month)) total += r.amount;
  return total;
}

/** Negation without a negative zero. */
const neg = (n: number) => (n === 0 ? 0 : -n);

export function ingresosMes(rows: readonly MonthAmount[], month: string): number {
  return sum(rows, [ACCOUNTS.cajaEntradas], (m) => m === month);
}

export function egresosMes(rows: readonly MonthAmount[], month: string): number {
  return neg(sum(rows, [ACCOUNTS.cajaSalidas], (m) => m === month));
}

export function saldoMesAnterior(rows: readonly MonthAmount[], month: string): number {
  return sum(rows, [ACCOUNTS.cajaEntradas, ACCOUNTS.cajaSalidas], (m) => m < month);
}

export function movimientoMes(rows: readonly MonthAmount[], month: string): number {
  return ingresosMes(rows, month) - egresosMes(rows, month);
}

export function saldoRealTotal(rows: readonly MonthAmount[], month: string): number {
  return saldoMesAnterior(rows, month) + movimientoMes(rows, month);
}

export function cuentasPorCobrar(rows: readonly MonthAmount[], month: string): number {
  return sum(rows, [ACCOUNTS.cuentasACobrar], (m) => m <= month);
}

/** Salaries accrued and not paid at the end of the month (2201). */
export function sueldosPorPagar(rows: readonly MonthAmount[], month: string): number {
  return neg(sum(rows, [ACCOUNTS.sueldosAPagar], (m) => m <= month));
}

/** Operator commissions accrued at delivery and not paid at the end of the month (2101). */
export function comisionesPorPagar(rows: readonly MonthAmount[], month: string): number {
  return neg(sum(rows, [ACCOUNTS.operadoresAPagar], (m) => m <= month));
}

/** Owed to the staff at the end of the month: salaries (2201) plus commissions (2101). */
export function sueldosPendientes(rows: readonly MonthAmount[], month: string): number {
  return sueldosPorPagar(rows, month) + comisionesPorPagar(rows, month);
}

/** Projection = receivables − pending salaries. */
export function proyeccion(rows: readonly MonthAmount[], month: string): number {
  return cuentasPorCobrar(rows, month) - sueldosPendientes(rows, month);
}

export function gastosMes(rows: readonly MonthAmount[], month: string): number {
  return sum(rows, EXPENSE_ACCOUNTS, (m) => m === month);
}

/**
 * Net balance = collected − (paid salaries and commissions + expenses + advances) of the month. Every cash outflow
 * is one of those, so it equals the month's cash movement.
 */
export function balanceNeto(rows: readonly MonthAmount[], month: string): number {
  return ingresosMes(rows, month) - egresosMes(rows, month);
}

/**
 * The month's figures. Pending salaries are 2201 + 2101 at the end of the month; `pending` (the Personal tab's
 * `pendingSalaries` of the same month, the same sum per employee) gives them instead when the caller has it.
 */
export function financeFigures(
  rows: readonly MonthAmount[],
  month: string,
  pending?: PendingSalaries,
): FinanceFigures {
  const sueldos = pending ? pending.sueldos : sueldosPorPagar(rows, month);
  const comisiones = pending ? pending.comisiones : comisionesPorPagar(rows, month);
  return {
    ingresosMes: ingresosMes(rows, month),
    egresosMes: egresosMes(rows, month),
    saldoMesAnterior: saldoMesAnterior(rows, month),
    movimientoMes: movimientoMes(rows, month),
    saldoRealTotal: saldoRealTotal(rows, month),
    cuentasPorCobrar: cuentasPorCobrar(rows, month),
    sueldosPendientes: sueldos + comisiones,
    sueldosPorPagar: sueldos,
    comisionesPorPagar: comisiones,
    proyeccion: cuentasPorCobrar(rows, month) - (sueldos + comisiones),
    gastosMes: gastosMes(rows, month),
    balanceNeto: balanceNeto(rows, month),
  };
}

/** The accounts of what is owed to the staff: 2201 Sueldos a pagar and 2101 Operadores a pagar. */
export const STAFF_PAYABLE_ACCOUNTS: readonly string[] = [ACCOUNTS.sueldosAPagar, ACCOUNTS.operadoresAPagar];

/**
 * One row of `staffPayables` (apps/server finance.repo): the sum of an employee's lines on one of
 * STAFF_PAYABLE_ACCOUNTS dated up to the end of the month (debit positive, so what is owed is negative).
 * `userId` null: lines that name no employee.
 */
export interface StaffPayableRow {
  userId: number | null;
  account: string;
  amount: number;
}

/** What one employee is owed at the end of a month (centavos). */
export interface EmployeePendingPay {
  userId: number | null;
  /** Salaries accrued and not paid (2201). */
  sueldos: number;
  /** Commissions accrued at delivery and not paid (2101). */
  comisiones: number;
  /** sueldos + comisiones. */
  total: number;
}

export interface PendingSalaries {
  /** Every employee owed something (or owing: a negative balance is listed too), by user id. */
  empleados: EmployeePendingPay[];
  sueldos: number;
  comisiones: number;
  /** sueldos + comisiones: the Balance's 'Sueldos pendientes' and the Personal tab's total. */
  total: number;
}

/**
 * Pending salaries at the end of a month, per employee and in total: unpaid salaries (2201) plus accrued
 * commissions (2101), the Personal tab's list. Its total is the Balance's `sueldosPendientes` (`financeFigures`
 * over the same accounts' kept monthly balances, the same lines summed); the reconciliation compares them.
 */
export function pendingSalaries(rows: readonly StaffPayableRow[]): PendingSalaries {
  const byUser = new Map<number | null, EmployeePendingPay>();
  for (const r of rows) {
    if (!STAFF_PAYABLE_ACCOUNTS.includes(r.account)) continue;
    const e = byUser.get(r.userId) ?? { userId: r.userId, sueldos: 0, comisiones: 0, total: 0 };
    if (r.account === ACCOUNTS.sueldosAPagar) e.sueldos -= r.amount;
    else e.comisiones -= r.amount;
    e.total = e.sueldos + e.comisiones;
    byUser.set(r.userId, e);
  }
  const empleados = [...byUser.values()]
    .map((e) => ({ ...e, sueldos: e.sueldos + 0, comisiones: e.comisiones + 0, total: e.total + 0 }))
    .filter((e) => e.sueldos !== 0 || e.comisiones !== 0)
    .sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0));
  const sueldos = empleados.reduce((t, e) => t + e.sueldos, 0);
  const comisiones = empleados.reduce((t, e) => t + e.comisiones, 0);
  return { empleados, sueldos, comisiones, total: sueldos + comisiones };
}

/**
 * The basis of a figure, said in Spanish beside every number of the finance screens (docs/decisions.md,
 * "Figures and their basis"): cash (percibido: money that came in or went out in the month) or accrual (devengado:
 * what was earned, charged or owed, collected or not).
 */
export const FIGURE_BASIS = {
  cobradoMes: 'Percibido (caja): lo cobrado en el mes',
  pagadoMes: 'Percibido (caja): lo pagado en el mes',
  cajaMes: 'Percibido (caja): cobrado menos pagado en el mes',
  cajaCierre: 'Percibido (caja): la caja al cierre',
  facturadoMes: 'Devengado: lo facturado en el mes, cobrado o no',
  gastadoMes: 'Devengado: los gastos del mes',
  porCobrar: 'Devengado: lo facturado y no cobrado al cierre del mes',
  porPagar: 'Devengado: sueldos y comisiones adeudados al cierre del mes',
  proyeccion: 'Devengado: por cobrar menos lo adeudado al personal',
  comisiones:
    'Devengado: comisiones de las auditorías entregadas (cobradas o no al cliente), menos lo ya pagado',
  cobradoAnio: 'Percibido (caja): lo cobrado en el año',
  pagadoAnio: 'Percibido (caja): lo pagado en el año',
  cajaAnio: 'Percibido (caja): cobrado menos pagado en el año',
} as const;
export type FigureBasis = keyof typeof FIGURE_BASIS;

/** The basis of each figure of the month (`GET /finanzas/dashboard`). */
export const FINANCE_FIGURE_BASIS: Record<keyof FinanceFigures, FigureBasis> = {
  ingresosMes: 'cobradoMes',
  egresosMes: 'pagadoMes',
  saldoMesAnterior: 'cajaCierre',
  movimientoMes: 'cajaMes',
  saldoRealTotal: 'cajaCierre',
  cuentasPorCobrar: 'porCobrar',
  sueldosPendientes: 'porPagar',
  sueldosPorPagar: 'porPagar',
  comisionesPorPagar: 'comisiones',
  proyeccion: 'proyeccion',
  gastosMes: 'gastadoMes',
  balanceNeto: 'cajaMes',
};
