import { effectivePermissions } from '@auditorias/domain/auth/permissions';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { UserRecord } from './users.repo';

/** The user as the API shows it: effective permissions, never the password hash. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.username,
    role: user.role,
    isActive: user.isActive,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    createdAt: user.createdAt.toISOString(),
    clienteId: user.clienteId,
    permissions: {
      ...effectivePermissions(user),
      esAdministradorGrupo: user.esAdministradorGrupo,
      nombreGrupo: user.nombreGrupo,
      clientesAdministrados: user.clientesAdministrados,
    },
  };
}
