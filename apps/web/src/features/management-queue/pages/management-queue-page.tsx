import { ComingSoonPanel } from '../../../components/coming-soon-panel';

/** /cola-gestion (admin, supervisor) */
export function ManagementQueuePage() {
  return <ComingSoonPanel title="Cola de Gestión" />;
}
