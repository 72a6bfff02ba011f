import type { TabPanelProps } from '../../../app/tab-panel-props';
import { SalariesAdminPanel } from './salaries-admin-panel';

/** The dashboard's 'salaries' tab (admin): the salary management screen. */
export function SalariesTabPanel({ user }: TabPanelProps) {
  return <SalariesAdminPanel readOnly={user.role !== 'admin'} />;
}
