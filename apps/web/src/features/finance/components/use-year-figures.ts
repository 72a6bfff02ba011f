import { useFinanceYearQuery } from '../api/get-finance-year';
import { chartMonths, shortMonth } from '../finance-period';
import type { MonthPoint } from './month-charts';

/**
 * The figures of every month of a year up to now (one call: GET /finanzas/dashboard/anual), as chart points, plus
 * the year's totals.
 */
export function useYearFigures(anio: number) {
  const months = chartMonths(anio);
  const year = useFinanceYearQuery(anio, months.length > 0);
  const shown = (year.data ?? []).filter((m) => m.mes <= months.length);
  const points: MonthPoint[] = shown.map(({ mes, resumen: s }) => ({
    mes: shortMonth(mes),
    Ingresos: s.ingresosMes,
    Egresos: s.egresosMes,
    Saldo: s.saldoRealTotal,
    'Balance neto': s.balanceNeto,
  }));
  const sum = (pick: (s: (typeof shown)[number]['resumen']) => number) =>
    Math.round(shown.reduce((t, m) => t + Math.round(pick(m.resumen) * 100), 0)) / 100;
  return {
    points,
    isPending: months.length > 0 && year.isPending,
    error: year.isError ? year.error : null,
    refetch: () => year.refetch(),
    totals: { ingresos: sum((s) => s.ingresosMes), egresos: sum((s) => s.egresosMes) },
    empty: months.length === 0,
  };
}
