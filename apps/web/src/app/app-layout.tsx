import { AppShell } from '@mantine/core';
import { Outlet } from 'react-router';
import { useSession } from '../features/auth/use-session';
import {
  IMPERSONATION_BANNER_HEIGHT,
  ImpersonationBanner,
} from '../features/impersonation/components/impersonation-banner';
import { AppHeader } from './app-header';
import { SignedInProviders } from './signed-in-providers';
import { useServerEvents } from './use-server-events';

const HEADER_HEIGHT = 68;

/**
 * Screens of a signed-in user: the header above (with the red impersonation banner over it while an admin views
 * the product as someone else), the screen below. Everything under it starts afresh when the user changes. Its
 * chunk (with the dates, modals and notifications) is downloaded after sign-in, or ahead on the login page (router).
 */
export function AppLayout() {
  const { user, impersonator, exitImpersonation, exitingImpersonation } = useSession();
  const bannerHeight = impersonator ? IMPERSONATION_BANNER_HEIGHT : 0;
  useServerEvents(user ? `${user.id}-${impersonator?.id ?? 0}` : null);
  return (
    <SignedInProviders>
      <AppShell
        key={`${user?.id ?? 0}-${impersonator?.id ?? 0}`}
        header={{ height: HEADER_HEIGHT + bannerHeight }}
        padding="md"
      >
        <AppShell.Header>
          {impersonator && user ? (
            <ImpersonationBanner
              user={user}
              impersonator={impersonator}
              exiting={exitingImpersonation}
              onExit={() => void exitImpersonation()}
            />
          ) : null}
          <div style={{ height: HEADER_HEIGHT }}>
            <AppHeader />
          </div>
        </AppShell.Header>
        <AppShell.Main bg="gray.0">
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </SignedInProviders>
  );
}
