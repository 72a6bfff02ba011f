import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { IconListCheck } from '@tabler/icons-react';
import { TabbedSection } from '../../../components/section-heading';
import { ManagementAuditsView } from './management-audits-view';
import { transitTab } from './transit-panel';

/** 'Gestión de Auditorías' (admin): filters, table, reports and actions; and the audits in transit. */
export function AuditManagementPanel({ user }: { user: PublicUser }) {
  const audits = <ManagementAuditsView user={user} />;
  return (
    <TabbedSection
      title="Gestión de Auditorías"
      description="Aprobá, devolvé, corregí, reasigná o eliminá auditorías, y descargá sus reportes."
      testId="audit-management"
      tabs={[
        { value: 'audits', label: 'Auditorías', icon: IconListCheck, content: audits },
        transitTab(user),
      ]}
    />
  );
}
