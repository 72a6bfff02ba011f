import type { Role } from '@auditorias/domain/auth/roles';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/use-session';

interface RequireRoleProps {
  roles: readonly Role[];
}

/** Routes open to some roles only; everyone else goes to /dashboard (and anonymous users to /login). */
export function RequireRole({ roles }: RequireRoleProps) {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  if (!roles.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
