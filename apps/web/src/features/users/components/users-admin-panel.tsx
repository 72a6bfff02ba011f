import { useCurrentUser } from '../../auth/public';
import { UsersDirectory } from './users-directory';

/** The admin's 'users' tab: 'Gestión de Usuarios'. */
export function UsersAdminPanel() {
  const user = useCurrentUser();
  return <UsersDirectory title="Gestión de Usuarios" currentUser={user} canManage={user.role === 'admin'} />;
}
