import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** Screens of a signed-in user: the header above, the screen below. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 68 }} padding="md">
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
