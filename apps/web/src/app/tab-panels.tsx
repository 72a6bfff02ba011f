import type { TabId } from '@auditorias/domain/auth/tabs';
import type { ComponentType } from 'react';
import { AuditFilesPanel } from '../features/audit-files/components/audit-files-panel';
import { AuditManagementPanel } from '../features/audit-management/components/audit-management-panel';
import { AuditReviewPanel } from '../features/audit-review/components/audit-review-panel';
import { CompleteAuditsPanel } from '../features/audit-review/components/complete-audits-panel';
import { MySupervisorAuditsPanel } from '../features/audit-review/components/my-supervisor-audits-panel';
import { AuditsTabPanel } from '../features/audits/components/audits-tab-panel';
import { ClientOrdersPanel } from '../features/client-audits/components/client-orders-panel';
import { ClientBranchesPanel } from '../features/clients/components/client-branches-panel';
import { ClientsPanel } from '../features/clients/components/clients-panel';
import { ConfigurationPanel } from '../features/company-settings/components/configuration-panel';
import { RepairToolsPanel } from '../features/maintenance/components/repair-tools-panel';
import { ManagementQueuePanel } from '../features/management-queue/components/management-queue-panel';
import { MessagesPanel } from '../features/messages/components/messages-panel';
import { OperatorPanel } from '../features/operator-panel/components/operator-panel';
import { UsersAdminPanel } from '../features/users/components/users-admin-panel';
import { OverviewTabPanel } from './overview-tab-panel';
import { TabComingSoon } from './tab-coming-soon';
import type { TabPanelProps } from './tab-panel-props';

/** The screen of each dashboard tab. A tab's feature replaces TabComingSoon with its panel here. */
export const TAB_PANELS: Record<TabId, ComponentType<TabPanelProps>> = {
  overview: OverviewTabPanel,
  users: UsersAdminPanel,
  clients: ClientsPanel,
  'client-branches': ClientBranchesPanel,
  audits: AuditsTabPanel,
  'management-queue': ManagementQueuePanel,
  'audit-review': AuditReviewPanel,
  files: AuditFilesPanel,
  'audit-management': AuditManagementPanel,
  salaries: TabComingSoon,
  staff: TabComingSoon,
  finances: TabComingSoon,
  configuration: ConfigurationPanel,
  messages: MessagesPanel,
  'my-session': OperatorPanel,
  'my-supervisor-audits': MySupervisorAuditsPanel,
  'complete-audits': CompleteAuditsPanel,
  'my-orders': ClientOrdersPanel,
  dashboard: RepairToolsPanel,
};
