import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFinanceDashboardQuery } from '../api/get-finance-dashboard';
import { type Period, periodLabel } from '../finance-period';
import { FigureCard } from './figure-card';
import { FinanceLoadError } from './finance-error';
import { IncomeExpenseChart } from './month-charts';
import { useYearFigures } from './use-year-figures';

type MonthFigures = ReturnType<typeof useFinanceDashboardQuery>['data'];
type YearFigures = ReturnType<typeof useYearFigures>;

interface MonthFiguresTabProps {
  period: Period;
  testId: string;
  /** The month's part, from GET /finanzas/dashboard (undefined while it loads: the cards show skeletons). */
  month: (figures: MonthFigures) => ReactNode;
  /** The year's part, once its figures are in (not shown for a year with no month yet). */
  year: (figures: YearFigures) => ReactNode;
}

/** A tab of month figures ('Resumen', 'Balance'): the period, the month's part, then the year's part. */
export function MonthFiguresTab({ period, testId, month: monthPart, year: yearPart }: MonthFiguresTabProps) {
  const month = useFinanceDashboardQuery(period);
  const year = useYearFigures(period.anio);
  if (month.isError) return <FinanceLoadError error={month.error} onRetry={() => void month.refetch()} />;
  return (
    <Stack gap="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {periodLabel(period)}
      </Text>
      {monthPart(month.data)}
      {year.empty ? null : year.error ? (
        <FinanceLoadError error={year.error} onRetry={() => void year.refetch()} />
      ) : year.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Cargando el gráfico" />
        </Center>
      ) : (
        yearPart(year)
      )}
    </Stack>
  );
}

/** 'Resumen': the month's five figures, receivables, projection and net balance, and the year's chart. */
export function SummaryTab({ period }: { period: Period }) {
  return (
    <MonthFiguresTab
      period={period}
      testId="finance-summary"
      month={(r) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
            <FigureCard label="Ingresos del mes" pesos={r?.ingresosMes} hint="Cobros e ingresos manuales" />
            <FigureCard label="Egresos del mes" pesos={r?.egresosMes} hint="Gastos, sueldos y adelantos" />
            <FigureCard
              label="Saldo mes anterior"
              pesos={r?.saldoMesAnterior}
              hint="Caja al cierre del mes anterior"
            />
            <FigureCard label="Movimiento del mes" pesos={r?.movimientoMes} hint="Ingresos menos egresos" />
            <FigureCard label="Saldo real total" pesos={r?.saldoRealTotal} hint="Caja al cierre del mes" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <FigureCard
              label="Cuentas por cobrar"
              pesos={r?.cuentasPorCobrar}
              hint="Auditorías entregadas pendientes de cobro"
            />
            <FigureCard
              label="Proyección"
              pesos={r?.proyeccion}
              hint="Cuentas por cobrar menos sueldos pendientes"
            />
            <FigureCard
              label="Balance neto"
              pesos={r?.balanceNeto}
              hint="Cobrado menos sueldos pagados, gastos y adelantos"
            />
          </SimpleGrid>
        </>
      )}
      year={(year) => <IncomeExpenseChart data={year.points} year={period.anio} />}
    />
  );
}
