import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFinanceDashboardQuery } from '../api/get-finance-dashboard';
import type { FinanceAccess } from '../finance-access';
import { type Period, periodLabel } from '../finance-period';
import { FigureCard } from './figure-card';
import { FinanceLoadError } from './finance-error';
import { BalanceChart } from './month-charts';
import { MonthCloseSection } from './month-close-section';
import { useYearFigures } from './use-year-figures';

/** 'Balance': the month's balances and the year's cash balance and net balance month by month. */
export function BalanceTab({ period, access }: { period: Period; access: FinanceAccess }) {
  const month = useFinanceDashboardQuery(period);
  const year = useYearFigures(period.anio);
  const r = month.data;
  if (month.isError) return <FinanceLoadError error={month.error} onRetry={() => void month.refetch()} />;
  return (
    <Stack gap="md" data-testid="finance-balance">
      <Text size="sm" c="dimmed">
        {periodLabel(period)}
      </Text>
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
      {year.empty ? null : year.error ? (
        <FinanceLoadError error={year.error} onRetry={() => void year.refetch()} />
      ) : year.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando el gráfico" />
        </Center>
      ) : (
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
    </Stack>
  );
}
