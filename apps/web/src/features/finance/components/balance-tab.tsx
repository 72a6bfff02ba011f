import { FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import { formatPesos } from '@auditorias/domain/format/locale';
import type { FinanceAccess } from '../finance-access';
import type { Period } from '../finance-period';
import { FigureCards } from './figure-card';
import { BalanceChart } from './lazy-month-charts';
import { MonthCloseSection } from './month-close-section';
import { MonthExportMenu } from './month-export-menu';
import { MONTH_HINTS, MonthFigureCards, MonthFiguresTab } from './summary-tab';

/** 'Balance': the month's balances and the year's cash balance and net balance month by month. */
export function BalanceTab({ period, access }: { period: Period; access: FinanceAccess }) {
  return (
    <MonthFiguresTab
      period={period}
      testId="finance-balance"
      month={(r) => (
        <>
          <MonthExportMenu
            title="Balance y cierre"
            what="el balance y el cierre"
            path="/finanzas/balance/export"
            baseName="balance"
            period={period}
          />
          <MonthFigureCards
            month={r}
            cols={{ base: 1, xs: 2, md: 3 }}
            figures={[
              ['saldoRealTotal', 'Saldo real total', MONTH_HINTS.saldoRealTotal],
              ['cuentasPorCobrar', 'Cuentas por cobrar'],
              [
                'sueldosPendientes',
                'Sueldos pendientes',
                r?.sueldosPorPagar !== undefined && r.comisionesPorPagar !== undefined
                  ? `Sueldos ${formatPesos(r.sueldosPorPagar)} + comisiones ${formatPesos(r.comisionesPorPagar)}: el total de Personal`
                  : 'Sueldos y comisiones adeudados: el total de Personal',
              ],
              ['proyeccion', 'Proyección', MONTH_HINTS.proyeccion],
              ['gastosMes', 'Gastos del mes'],
              ['balanceNeto', 'Balance neto', MONTH_HINTS.balanceNeto],
            ]}
          />
          <MonthCloseSection period={period} canClose={access.closeMonths} />
        </>
      )}
      year={(year) => (
        <>
          <FigureCards
            figures={[
              {
                label: `Ingresos ${period.anio}`,
                pesos: year.totals.ingresos,
                basis: FIGURE_BASIS.cobradoAnio,
              },
              { label: `Egresos ${period.anio}`, pesos: year.totals.egresos, basis: FIGURE_BASIS.pagadoAnio },
              {
                label: `Resultado ${period.anio}`,
                basis: FIGURE_BASIS.cajaAnio,
                pesos: Math.round((year.totals.ingresos - year.totals.egresos) * 100) / 100,
              },
            ]}
          />
          <BalanceChart data={year.points} year={period.anio} />
        </>
      )}
    />
  );
}
