import { FIGURE_BASIS, FINANCE_FIGURE_BASIS } from '@auditorias/domain/finance/figures';
import type { FinanceSummary } from '@auditorias/domain/schemas/finance';
import { SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingSpinner } from '../../../components/query-state';
import { useFinanceDashboardQuery } from '../api/get-finance-dashboard';
import { type Period, periodLabel } from '../finance-period';
import { FigureCard } from './figure-card';
import { FinanceLoadError } from './finance-error';
import { IncomeExpenseChart } from './lazy-month-charts';
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
        <LoadingSpinner label="Cargando el gráfico" size="sm" py="lg" />
      ) : (
        yearPart(year)
      )}
    </Stack>
  );
}

/** A month figure of GET /finanzas/dashboard: its field, its name and the hint under it. */
type MonthFigure = [field: keyof FinanceSummary, label: string, hint?: string];

/** The basis said beside a month figure (cash or accrual), one text per figure for every tab. */
export const monthBasis = (field: keyof FinanceSummary) => FIGURE_BASIS[FINANCE_FIGURE_BASIS[field]];

export const MONTH_HINTS = {
  saldoRealTotal: 'Caja al cierre del mes',
  proyeccion: 'Cuentas por cobrar menos sueldos y comisiones pendientes',
  balanceNeto: 'Cobrado menos sueldos y comisiones pagados, gastos y adelantos',
} as const;

/** The month's figure cards (skeletons while the month loads). */
export function MonthFigureCards({
  month,
  cols,
  figures,
}: {
  month: MonthFigures;
  cols: SimpleGridProps['cols'];
  figures: readonly MonthFigure[];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      {figures.map(([field, label, hint]) => (
        <FigureCard key={field} label={label} pesos={month?.[field]} basis={monthBasis(field)} hint={hint} />
      ))}
    </SimpleGrid>
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
          <MonthFigureCards
            month={r}
            cols={{ base: 1, xs: 2, md: 5 }}
            figures={[
              ['ingresosMes', 'Ingresos del mes', 'Cobros e ingresos manuales'],
              ['egresosMes', 'Egresos del mes', 'Gastos, sueldos y adelantos'],
              ['saldoMesAnterior', 'Saldo mes anterior', 'Caja al cierre del mes anterior'],
              ['movimientoMes', 'Movimiento del mes', 'Ingresos menos egresos'],
              ['saldoRealTotal', 'Saldo real total', MONTH_HINTS.saldoRealTotal],
            ]}
          />
          <MonthFigureCards
            month={r}
            cols={{ base: 1, xs: 3 }}
            figures={[
              ['cuentasPorCobrar', 'Cuentas por cobrar', 'Auditorías entregadas pendientes de cobro'],
              ['proyeccion', 'Proyección', MONTH_HINTS.proyeccion],
              ['balanceNeto', 'Balance neto', MONTH_HINTS.balanceNeto],
            ]}
          />
        </>
      )}
      year={(year) => <IncomeExpenseChart data={year.points} year={period.anio} />}
    />
  );
}
