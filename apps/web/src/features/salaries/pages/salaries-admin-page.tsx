import { ComingSoonPanel } from '../../../components/coming-soon-panel';

/** /sueldos-admin (admin only) */
export function SalariesAdminPage() {
  return <ComingSoonPanel title="Administración de Sueldos" />;
}
