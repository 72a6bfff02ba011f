import { Center, Loader } from '@mantine/core';
import { lazyComponent } from '../../../app/lazy-component';

/**
 * The finance charts, each downloaded (with the chart library, recharts) the first time a chart is shown: the
 * screens that only import finance's periods or figure cards (the salary widget, the client dashboard, the admin's
 * start screen) do not download it.
 */
const load = () => import('./month-charts');
const fallback = (
  <Center py="xl" role="status" aria-label="Cargando gráfico...">
    <Loader size="sm" />
  </Center>
);

export const IncomeExpenseChart = lazyComponent(() => load().then((m) => m.IncomeExpenseChart), fallback);
export const BalanceChart = lazyComponent(() => load().then((m) => m.BalanceChart), fallback);
export const ReceivablesChart = lazyComponent(() => load().then((m) => m.ReceivablesChart), fallback);
