import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/use-session';

/** Routes that need a signed-in user; without one, /login. */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
