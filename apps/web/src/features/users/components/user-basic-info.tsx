import { isClientRole } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { SimpleGrid } from '@mantine/core';
import { DateTime } from '../../../components/date-time';
import { useClientQuery } from '../../clients/public';
import { InfoField } from './info-field';
import { RoleBadge } from './role-badge';
import { UserStatusBadge } from './user-status-badge';

interface UserBasicInfoProps {
  user: PublicUser;
}

/** Name, email, username, role, state, dates and, for a client-role user, the company. */
export function UserBasicInfo({ user }: UserBasicInfoProps) {
  const company = useClientQuery(isClientRole(user.role) ? user.clienteId : null);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, sm: 3 }}
      spacing="md"
      verticalSpacing="md"
      data-testid="user-basic-info"
    >
      <InfoField label="Nombre">{user.name}</InfoField>
      <InfoField label="Email">{user.email}</InfoField>
      <InfoField label="Usuario">{user.username ?? 'Sin usuario (inicia sesión con el email)'}</InfoField>
      <InfoField label="Rol">
        <RoleBadge role={user.role} />
      </InfoField>
      <InfoField label="Estado">
        <UserStatusBadge isActive={user.isActive} />
      </InfoField>
      <InfoField label="Último acceso">
        <DateTime value={user.lastLogin} fallback="Nunca" />
      </InfoField>
      <InfoField label="Creado">
        <DateTime value={user.createdAt} />
      </InfoField>
      {isClientRole(user.role) ? (
        <InfoField label="Empresa">
          {company.data?.nombre ?? (user.clienteId ? `Cliente #${user.clienteId}` : 'Sin empresa')}
        </InfoField>
      ) : null}
      {user.permissions.esAdministradorGrupo ? (
        <InfoField label="Grupo administrado">{user.permissions.nombreGrupo ?? 'Sin nombre'}</InfoField>
      ) : null}
    </SimpleGrid>
  );
}
