import { ComingSoonPanel } from '../../../components/coming-soon-panel';

/** /finanzas */
export function FinancePage() {
  return <ComingSoonPanel title="Finanzas" />;
}
