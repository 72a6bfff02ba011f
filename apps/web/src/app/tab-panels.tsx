import type { TabId } from '@auditorias/domain/auth/tabs';
import type { ComponentType } from 'react';
import { lazyPanel } from './lazy-component';
import type { TabPanelProps } from './tab-panel-props';

// Each panel is its own chunk, downloaded when its tab is first opened: a role downloads only the tabs it opens.
const OverviewTabPanel = lazyPanel(() => import('./overview-tab-panel').then((m) => m.OverviewTabPanel));
const UsersAdminPanel = lazyPanel(() =>
  import('../features/users/components/users-admin-panel').then((m) => m.UsersAdminPanel),
);
const ClientsPanel = lazyPanel(() =>
  import('../features/clients/components/clients-panel').then((m) => m.ClientsPanel),
);
const ClientBranchesPanel = lazyPanel(() =>
  import('../features/clients/components/client-branches-panel').then((m) => m.ClientBranchesPanel),
);
const AuditsTabPanel = lazyPanel(() =>
  import('../features/audits/components/audits-tab-panel').then((m) => m.AuditsTabPanel),
);
const ManagementQueuePanel = lazyPanel(() =>
  import('../features/management-queue/components/management-queue-panel').then(
    (m) => m.ManagementQueuePanel,
  ),
);
const AuditReviewPanel = lazyPanel(() =>
  import('../features/audit-review/components/audit-review-panel').then((m) => m.AuditReviewPanel),
);
const AuditFilesPanel = lazyPanel(() =>
  import('../features/audit-files/components/audit-files-panel').then((m) => m.AuditFilesPanel),
);
const AuditManagementPanel = lazyPanel(() =>
  import('../features/audit-management/components/audit-management-panel').then(
    (m) => m.AuditManagementPanel,
  ),
);
const ConfigurationPanel = lazyPanel(() =>
  import('../features/company-settings/components/configuration-panel').then((m) => m.ConfigurationPanel),
);
const MessagesPanel = lazyPanel(() =>
  import('../features/messages/components/messages-panel').then((m) => m.MessagesPanel),
);
const OperatorPanel = lazyPanel(() =>
  import('../features/operator-panel/components/operator-panel').then((m) => m.OperatorPanel),
);
const MySupervisorAuditsPanel = lazyPanel(() =>
  import('../features/audit-review/components/my-supervisor-audits-panel').then(
    (m) => m.MySupervisorAuditsPanel,
  ),
);
const CompleteAuditsPanel = lazyPanel(() =>
  import('../features/audit-review/components/complete-audits-panel').then((m) => m.CompleteAuditsPanel),
);
const ClientOrdersPanel = lazyPanel(() =>
  import('../features/client-audits/components/client-orders-panel').then((m) => m.ClientOrdersPanel),
);
const FinanceTabPanel = lazyPanel(() => import('./finance-tab-panel').then((m) => m.FinanceTabPanel));
const SalariesTabPanel = lazyPanel(() =>
  import('../features/salaries/components/salaries-tab-panel').then((m) => m.SalariesTabPanel),
);
const StaffControlTabPanel = lazyPanel(() =>
  import('../features/staff-control/components/staff-control-tab-panel').then((m) => m.StaffControlTabPanel),
);
const ActivityLogPanel = lazyPanel(() =>
  import('../features/activity-log/components/activity-log-panel').then((m) => m.ActivityLogPanel),
);
const RepairToolsPanel = lazyPanel(() =>
  import('../features/maintenance/components/repair-tools-panel').then((m) => m.RepairToolsPanel),
);

/** The screen of each dashboard tab. */
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
  salaries: SalariesTabPanel,
  staff: StaffControlTabPanel,
  finances: FinanceTabPanel,
  configuration: ConfigurationPanel,
  'activity-log': ActivityLogPanel,
  messages: MessagesPanel,
  'my-session': OperatorPanel,
  'my-supervisor-audits': MySupervisorAuditsPanel,
  'complete-audits': CompleteAuditsPanel,
  'my-orders': ClientOrdersPanel,
  dashboard: RepairToolsPanel,
};
