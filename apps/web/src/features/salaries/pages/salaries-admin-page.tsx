import { Stack } from '@mantine/core';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { SalariesAdminPanel } from '../components/salaries-admin-panel';

/**
 * /sueldos-admin (admin only: the route guard sends everyone else to /dashboard), with '← Volver al panel' back to
 * the dashboard's 'Sueldos' tab (the page has no tab bar of its own).
 */
export function SalariesAdminPage() {
  return (
    <Stack gap="xs">
      <BackToDashboard tab="salaries" />
      <SalariesAdminPanel />
    </Stack>
  );
}
