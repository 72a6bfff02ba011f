import { Outlet } from 'react-router';
import { SessionProvider } from '../features/auth/session-provider';

/** The root route: every screen sits inside the session. */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
