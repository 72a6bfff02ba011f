import '@mantine/charts/styles.css';
import { formatPesos } from '@auditorias/domain/format/locale';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';

export interface MonthPoint {
  /** 'Ene', 'Feb'... */
  mes: string;
  Ingresos: number;
  Egresos: number;
  Saldo: number;
  'Balance neto': number;
}

const pesos = (value: number) => formatPesos(value);

function ChartFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed" mb="sm" component="figcaption">
        {description}
      </Text>
      {children}
    </Paper>
  );
}

/** Income against expenses, month by month (cash basis). */
export function IncomeExpenseChart({ data, year }: { data: MonthPoint[]; year: number }) {
  return (
    <ChartFrame
      title={`Ingresos y egresos ${year}`}
      description="Dinero que entró y salió de caja en cada mes, neto de reversiones."
    >
      <BarChart
        h={280}
        data={data}
        dataKey="mes"
        valueFormatter={pesos}
        withLegend
        series={[
          { name: 'Ingresos', color: 'teal.6' },
          { name: 'Egresos', color: 'red.6' },
        ]}
      />
    </ChartFrame>
  );
}

/** The cash balance at the end of each month and each month's net balance. */
export function BalanceChart({ data, year }: { data: MonthPoint[]; year: number }) {
  return (
    <ChartFrame
      title={`Balance ${year}`}
      description="Saldo real de caja al cierre de cada mes y balance neto del mes (cobrado menos sueldos, comisiones, gastos y adelantos)."
    >
      <LineChart
        h={280}
        data={data}
        dataKey="mes"
        valueFormatter={pesos}
        withLegend
        curveType="monotone"
        series={[
          { name: 'Saldo', color: 'indigo.6' },
          { name: 'Balance neto', color: 'orange.6' },
        ]}
      />
    </ChartFrame>
  );
}

export interface ClientDebtPoint {
  cliente: string;
  Deuda: number;
}

/** What each client owes (the clients loaded so far). */
export function ReceivablesChart({ data }: { data: ClientDebtPoint[] }) {
  return (
    <ChartFrame title="Cuentas por cobrar por cliente" description="Saldo pendiente de cada cliente.">
      <BarChart
        h={Math.max(120, data.length * 36)}
        data={data}
        dataKey="cliente"
        orientation="vertical"
        yAxisProps={{ width: 140 }}
        valueFormatter={pesos}
        series={[{ name: 'Deuda', color: 'orange.6' }]}
      />
    </ChartFrame>
  );
}
