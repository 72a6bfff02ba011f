import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { IconListDetails } from '@tabler/icons-react';
import { TabbedSection } from '../../../components/section-heading';
import { transitTab } from '../../audit-management/public';
import { ManagementQueueList } from './management-queue-list';

/** 'Cola de Gestión' (admin, supervisor): the queue, and the audits already in transit. */
export function ManagementQueuePanel({ user }: { user: PublicUser }) {
  const queue = <ManagementQueueList user={user} />;
  return (
    <TabbedSection
      title="Cola de Gestión"
      description="Auditorías retenidas hasta habilitarlas para los operadores."
      tabs={[{ value: 'queue', label: 'Cola', icon: IconListDetails, content: queue }, transitTab(user)]}
    />
  );
}
