import {
  ACCOUNTS,
  accountName,
  CHART_OF_ACCOUNTS,
  EXPENSE_ACCOUNT,
  EXPENSE_CATEGORIES,
} from '@auditorias/domain/finance/accounts';
import { FIGURE_BASIS, financeFigures, monthKey } from '@auditorias/domain/finance/figures';
import { currentPeriod, periodOrCurrent } from '@auditorias/domain/finance/periods';
import type { AuthContext } from '../../lib/auth-context';
import { accountTotalsUpTo, monthAccountTotals, yearAmountRows } from './figures.repo';
import { monthAmounts } from './finance.repo';
import { type FinanceDeps, financeStaff, pesos } from './finance-core';

/** The month's and year's figures: the dashboard, the Balance (overview), the year, income and expenses by category. */
export function createFigures(deps: FinanceDeps) {
  const { db } = deps;

  async function dashboard(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const month = monthKey(anio, mes);
    // Pending salaries (2201 + 2101 at the end of the month) from the kept monthly balances: the same lines the
    // Personal tab sums per employee (`staffPending`), read in a few rows instead of one per delivery.
    const figures = financeFigures(await monthAmounts(db, month), month);
    const resumen = Object.fromEntries(
      Object.entries(figures).map(([k, v]) => [k, pesos(v)]),
    ) as unknown as typeof figures;
    return { mes, anio, resumen };
  }

  /** GET /finanzas/dashboard/anual?anio: the twelve months' figures from one read of the monthly balances. */
  async function yearFigures(auth: AuthContext, q: { anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const anio = q.anio ?? currentPeriod().anio;
    const first = `${monthKey(anio, 1)}-01`;
    const last = `${monthKey(anio, 12)}-01`;
    const rows = await yearAmountRows(db, first, last);
    const amounts = rows.map((r) => ({ account: r.account, month: r.month, amount: Number(r.amount) }));
    const meses = Array.from({ length: 12 }, (_, i) => {
      const figures = financeFigures(amounts, monthKey(anio, i + 1));
      return {
        mes: i + 1,
        resumen: Object.fromEntries(
          Object.entries(figures).map(([k, v]) => [k, pesos(v)]),
        ) as unknown as typeof figures,
      };
    });
    return { anio, meses };
  }

  /** GET /finanzas?mes&anio: the month's figures and every account's balance at the end of the month. */
  async function overview(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    const summary = await dashboard(auth, q);
    const first = `${monthKey(summary.anio, summary.mes)}-01`;
    const rows = await accountTotalsUpTo(db, first);
    const totals = new Map(rows.map((r) => [r.account, Number(r.total)]));
    return {
      ...summary,
      cuentas: CHART_OF_ACCOUNTS.map((a) => {
        const raw = totals.get(a.codigo) ?? 0;
        // Shown with their natural sign: assets and expenses are debits, liabilities and income credits.
        const saldo = a.tipo === 'activo' || a.tipo === 'egreso' ? raw : -raw;
        return { codigo: a.codigo, nombre: a.nombre, tipo: a.tipo, saldo: pesos(saldo === 0 ? 0 : saldo) };
      }),
    };
  }

  /** GET /finanzas/categorizadas?mes&anio: the month's income by source and expenses by category (accrual). */
  async function categorized(auth: AuthContext, q: { mes?: number | undefined; anio?: number | undefined }) {
    financeStaff(auth, 'finance_view');
    const { mes, anio } = periodOrCurrent(q);
    const rows = await monthAccountTotals(db, anio, mes);
    const totals = new Map(rows.map((r) => [r.account, Number(r.total)]));
    const income = [
      { categoria: 'auditorias', account: ACCOUNTS.ingresosAuditorias },
      { categoria: 'manuales', account: ACCOUNTS.ingresosManuales },
    ].map((c) => ({
      categoria: c.categoria,
      nombre: accountName(c.account),
      monto: -(totals.get(c.account) ?? 0) || 0,
    }));
    const expense = [
      ...EXPENSE_CATEGORIES.map((c) => ({ categoria: c as string, account: EXPENSE_ACCOUNT[c] as string })),
      { categoria: 'sueldos', account: ACCOUNTS.sueldos },
      { categoria: 'operadores', account: ACCOUNTS.pagoOperadores },
    ].map((c) => ({
      categoria: c.categoria,
      nombre: accountName(c.account),
      monto: totals.get(c.account) ?? 0,
    }));
    return {
      mes,
      anio,
      // Said beside the figures: this is what was earned and spent, not the cash of the Resumen.
      base: FIGURE_BASIS.facturadoMes,
      ingresos: income.map((i) => ({ ...i, monto: pesos(i.monto) })),
      egresos: expense.map((e) => ({ ...e, monto: pesos(e.monto) })),
      totalIngresos: pesos(income.reduce((t, i) => t + i.monto, 0)),
      totalEgresos: pesos(expense.reduce((t, e) => t + e.monto, 0)),
    };
  }

  return { dashboard, yearFigures, overview, categorized };
}
