import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Center, Loader } from '@mantine/core';
import type { FinanceSalarySlots } from '../features/finance/public';
import { FinancePanel } from '../features/finance/public';
import { PendingSalaries } from '../features/salaries/public';
import { lazyComponent } from './lazy-component';

// The salary screen is its own chunk, downloaded when Configuración is first opened.
const SalariesAdminPanel = lazyComponent(
  () => import('../features/salaries/lazy').then((m) => m.SalariesAdminPanel),
  <Center py="xl" role="status" aria-label="Cargando sueldos...">
    <Loader />
  </Center>,
);

/** The salary parts of the finance screens (Personal's unpaid salaries, Configuración's salary screen). */
export const financeSalarySlots: FinanceSalarySlots = {
  pending: (period, renderError) => <PendingSalaries period={period} renderError={renderError} />,
  settings: (readOnly) => <SalariesAdminPanel embedded readOnly={readOnly} />,
};

/**
 * The finance system with its salary tabs: the app shell composes the two features (docs/decisions.md,
 * 'Feature boundaries'), so neither imports the other's screens.
 */
export function FinanceWithSalaries({ user }: { user: PublicUser }) {
  return <FinancePanel user={user} salaries={financeSalarySlots} />;
}
