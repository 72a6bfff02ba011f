import { Navigate } from 'react-router';
import { useSession } from '../../features/auth/use-session';

/** / and any unknown path: /dashboard when signed in, else /login. */
export function HomeRedirect() {
  const { user } = useSession();
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
