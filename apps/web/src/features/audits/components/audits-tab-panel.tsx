import { isClientRole } from '@auditorias/domain/auth/roles';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { ClientAuditsPanel } from '../../client-audits/public';
import { AuditTrackingPanel } from './audit-tracking-panel';

/** The 'audits' tab: 'Mis Auditorías' for a client company's users, the tracking screen for staff. */
export function AuditsTabPanel({ user }: TabPanelProps) {
  if (isClientRole(user.role)) return <ClientAuditsPanel user={user} />;
  return <AuditTrackingPanel user={user} />;
}
