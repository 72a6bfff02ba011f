import { formatPesos } from '@auditorias/domain/format/locale';
import { Text } from '@mantine/core';
import { BarChart } from '../../../components/bar-chart';
import { currentPeriod, useYearFigures } from '../../finance/public';

/**
 * The admin overview's chart (beyond the spec, issue 25): the money collected and spent in each month of the year
 * so far, from the finance tab's own call (GET /finanzas/dashboard/anual), drawn without a chart library.
 */
export function AdminMoneyChart() {
  const { anio } = currentPeriod();
  const year = useYearFigures(anio);
  if (year.error) {
    return (
      <Text size="sm" c="dimmed" data-testid="admin-money-chart-error">
        No se pudo cargar el gráfico de ingresos y egresos.
      </Text>
    );
  }
  if (year.isPending || year.empty) return null;
  return (
    <BarChart
      data-testid="admin-money-chart"
      title={`Ingresos y egresos ${anio}`}
      description="Dinero cobrado y pagado en cada mes (caja), como en Finanzas."
      categoryLabel="Mes"
      categories={year.points.map((p) => p.mes)}
      series={[
        { name: 'Ingresos', color: 'teal' },
        { name: 'Egresos', color: 'red' },
      ]}
      values={[year.points.map((p) => p.Ingresos), year.points.map((p) => p.Egresos)]}
      format={formatPesos}
    />
  );
}
