import { SimpleGrid } from '@mantine/core';
import type { FinanceAccess } from '../finance-access';
import type { Period } from '../finance-period';
import { FigureCard } from './figure-card';
import { BalanceChart } from './month-charts';
import { MonthCloseSection } from './month-close-section';
import { MonthFiguresTab } from './summary-tab';

/** 'Balance': the month's balances and the year's cash balance and net balance month by month. */
export function BalanceTab({ period, access }: { period: Period; access: FinanceAccess }) {
  return (
    <MonthFiguresTab
      period={period}
      testId="finance-balance"
      month={(r) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <FigureCard label="Saldo real total" pesos={r?.saldoRealTotal} hint="Caja al cierre del mes" />
            <FigureCard label="Cuentas por cobrar" pesos={r?.cuentasPorCobrar} />
            <FigureCard label="Sueldos pendientes" pesos={r?.sueldosPendientes} />
            <FigureCard
              label="Proyección"
              pesos={r?.proyeccion}
              hint="Cuentas por cobrar menos sueldos pendientes"
            />
            <FigureCard label="Gastos del mes" pesos={r?.gastosMes} />
            <FigureCard
              label="Balance neto"
              pesos={r?.balanceNeto}
              hint="Cobrado menos sueldos pagados, gastos y adelantos"
            />
          </SimpleGrid>
          <MonthCloseSection period={period} canClose={access.closeMonths} />
        </>
      )}
      year={(year) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <FigureCard label={`Ingresos ${period.anio}`} pesos={year.totals.ingresos} />
            <FigureCard label={`Egresos ${period.anio}`} pesos={year.totals.egresos} />
            <FigureCard
              label={`Resultado ${period.anio}`}
              pesos={Math.round((year.totals.ingresos - year.totals.egresos) * 100) / 100}
            />
          </SimpleGrid>
          <BalanceChart data={year.points} year={period.anio} />
        </>
      )}
    />
  );
}
