import { Stack } from '@mantine/core';
import { AdminOverview } from '../features/admin-overview/components/admin-overview';
import { SupervisorPanel } from '../features/audit-review/components/supervisor-panel';
import { GroupOverview } from '../features/client-dashboard/components/group-overview';
import { MySalaryWidget } from '../features/salaries/components/my-salary-widget';
import { WorkTimeWidget } from '../features/staff-control/components/work-time-widget';
import { SystemUsersPanel } from '../features/users/components/system-users-panel';
import { AdminNextSteps, SupervisorNextSteps } from './staff-next-steps';
import type { TabPanelProps } from './tab-panel-props';

/**
 * The 'overview' tab: 'Qué hacer ahora' (admin and supervisor), 'Tu Progreso del Mes' (the widget decides whether it shows), then the admin's system
 * summary; for a supervisor, the supervisor panel and, below it, the read-only 'Usuarios del Sistema' list (a
 * supervisor has no 'users' tab); for a client group administrator, the consolidated view of its companies.
 */
export function OverviewTabPanel(props: TabPanelProps) {
  if (props.user.role === 'admin') {
    return (
      <Stack gap="xl">
        <AdminNextSteps />
        <MySalaryWidget user={props.user} />
        <AdminOverview />
      </Stack>
    );
  }
  if (props.user.role === 'supervisor') {
    return (
      <Stack gap="xl">
        <SupervisorNextSteps />
        <MySalaryWidget user={props.user} />
        <WorkTimeWidget user={props.user} />
        <SupervisorPanel />
        {props.user.permissions.user_view ? <SystemUsersPanel /> : null}
      </Stack>
    );
  }
  // A group administrator starts here: the consolidated view of its companies.
  if (props.user.role === 'cliente' && props.user.permissions.esAdministradorGrupo) {
    return <GroupOverview user={props.user} />;
  }
  // No other role has the overview tab (domain `tabsFor`; `?tab=overview` opens its start tab instead).
  return null;
}
