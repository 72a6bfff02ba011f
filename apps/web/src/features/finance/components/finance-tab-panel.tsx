import type { TabPanelProps } from '../../../app/tab-panel-props';
import { FinancePanel } from './finance-panel';

/** The dashboard's 'finances' tab (admin and contable). */
export function FinanceTabPanel({ user }: TabPanelProps) {
  return <FinancePanel user={user} />;
}
