import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/use-session';

/** /login: a signed-in user goes to /dashboard instead. */
export function GuestOnly() {
  const { user } = useSession();
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
