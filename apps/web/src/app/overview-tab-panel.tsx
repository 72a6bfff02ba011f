import { Stack } from '@mantine/core';
import { SystemUsersPanel } from '../features/users/components/system-users-panel';
import { TabComingSoon } from './tab-coming-soon';
import type { TabPanelProps } from './tab-panel-props';

/**
 * The 'overview' tab: for a supervisor, the read-only 'Usuarios del Sistema' list (a supervisor has no 'users'
 * tab); the summaries arrive with the review work.
 */
export function OverviewTabPanel(props: TabPanelProps) {
  if (props.user.role === 'supervisor' && props.user.permissions.user_view) {
    return (
      <Stack gap="xl">
        <SystemUsersPanel />
      </Stack>
    );
  }
  return <TabComingSoon {...props} />;
}
