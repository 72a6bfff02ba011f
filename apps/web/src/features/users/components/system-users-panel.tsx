import { useCurrentUser } from '../../auth/public';
import { UsersDirectory } from './users-directory';

/** The supervisor's read-only 'Usuarios del Sistema' (spec section 6: no create, edit or delete). */
export function SystemUsersPanel() {
  const user = useCurrentUser();
  return (
    <UsersDirectory title="Usuarios del Sistema" currentUser={user} canManage={false} headingOrder={2} />
  );
}
