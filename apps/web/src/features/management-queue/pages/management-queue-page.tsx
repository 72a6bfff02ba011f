import { useCurrentUser } from '../../auth/public';
import { ManagementQueuePanel } from '../components/management-queue-panel';

/** /cola-gestion (admin, supervisor): the management queue on its own page. */
export function ManagementQueuePage() {
  const user = useCurrentUser();
  return <ManagementQueuePanel user={user} />;
}
