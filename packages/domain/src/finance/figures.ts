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
  /** Cash out during the month: expenses, salaries and advances, net of their reversals. */
  egresosMes: number;
  /** Cash at the end of the previous month. */
  saldoMesAnterior: number;
  /** ingresosMes − egresosMes. */
  movimientoMes: number;
  /** Cash at the end of the month: saldoMesAnterior + movimientoMes. */
  saldoRealTotal: number;
  /** What clients owe at the end of the month. */
  cuentasPorCobrar: number;
  /** Salaries accrued and not yet paid at the end of the month. */
  sueldosPendientes: number;
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

export function sueldosPendientes(rows: readonly MonthAmount[], month: string): number {
  return neg(sum(rows, [ACCOUNTS.sueldosAPagar], (m) => m <= month));
}

/** Projection = receivables − pending salaries. */
export function proyeccion(rows: readonly MonthAmount[], month: string): number {
  return cuentasPorCobrar(rows, month) - sueldosPendientes(rows, month);
}

export function gastosMes(rows: readonly MonthAmount[], month: string): number {
  return sum(rows, EXPENSE_ACCOUNTS, (m) => m === month);
}

/**
 * Net balance = collected − (paid salaries + expenses + advances) of the month. Every cash outflow is one of those
 * three, so it equals the month's cash movement.
 */
export function balanceNeto(rows: readonly MonthAmount[], month: string): number {
  return ingresosMes(rows, month) - egresosMes(rows, month);
}

export function financeFigures(rows: readonly MonthAmount[], month: string): FinanceFigures {
  return {
    ingresosMes: ingresosMes(rows, month),
    egresosMes: egresosMes(rows, month),
    saldoMesAnterior: saldoMesAnterior(rows, month),
    movimientoMes: movimientoMes(rows, month),
    saldoRealTotal: saldoRealTotal(rows, month),
    cuentasPorCobrar: cuentasPorCobrar(rows, month),
    sueldosPendientes: sueldosPendientes(rows, month),
    proyeccion: proyeccion(rows, month),
    gastosMes: gastosMes(rows, month),
    balanceNeto: balanceNeto(rows, month),
  };
}
