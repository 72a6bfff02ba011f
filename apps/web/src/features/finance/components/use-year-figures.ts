import type { FinanceSummary } from '@auditorias/domain/schemas/finance';
import { useFinanceMonthsQueries } from '../api/get-finance-dashboard';
import { chartMonths, shortMonth } from '../finance-period';
import type { MonthPoint } from './month-charts';

/**
 * The figures of every month of a year up to now (one dashboard call per month: the API answers one month at a
 * time), as chart points, plus the year's totals.
 */
export function useYearFigures(anio: number) {
  const months = chartMonths(anio);
  const queries = useFinanceMonthsQueries(months);
  const isPending = queries.some((q) => q.isPending);
  const error = queries.find((q) => q.isError)?.error ?? null;
  const summaries = queries.map((q) => q.data).filter((d): d is FinanceSummary => d !== undefined);
  const points: MonthPoint[] =
    isPending || error
      ? []
      : months.map((m, i) => {
          const s = summaries[i] as FinanceSummary;
          return {
            mes: shortMonth(m.mes),
            Ingresos: s.ingresosMes,
            Egresos: s.egresosMes,
            Saldo: s.saldoRealTotal,
            'Balance neto': s.balanceNeto,
          };
        });
  const sum = (pick: (s: FinanceSummary) => number) =>
    Math.round(summaries.reduce((t, s) => t + Math.round(pick(s) * 100), 0)) / 100;
  return {
    points,
    isPending,
    error,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
    totals: { ingresos: sum((s) => s.ingresosMes), egresos: sum((s) => s.egresosMes) },
    empty: months.length === 0,
  };
}
