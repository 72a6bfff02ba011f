import { useCurrentUser } from '../features/auth/public';
import { FinanceWithSalaries } from './finance-with-salaries';

/** /finanzas: the finance system on its own page (admin and contable; others see the refusal). */
export function FinancePage() {
  const user = useCurrentUser();
  return <FinanceWithSalaries user={user} />;
}
