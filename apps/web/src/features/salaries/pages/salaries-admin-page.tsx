import { SalariesAdminPanel } from '../components/salaries-admin-panel';

/** /sueldos-admin (admin only: the route guard sends everyone else to /dashboard). */
export function SalariesAdminPage() {
  return <SalariesAdminPanel />;
}
