import { useCurrentUser } from '../../auth/public';
import { FinancePanel } from '../components/finance-panel';

/** /finanzas: the finance system on its own page (admin and contable; others see the refusal). */
export function FinancePage() {
  const user = useCurrentUser();
  return <FinancePanel user={user} />;
}
