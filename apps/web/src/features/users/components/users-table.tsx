import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Anchor, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { RoleBadge } from './role-badge';
import { UserStatusBadge } from './user-status-badge';

interface UsersTableProps {
  users: readonly PublicUser[];
  /** Opens the user's detail (a click on the row or on the name). */
  onOpen: (user: PublicUser) => void;
  /** The actions column (admins); without it the table is read-only. */
  renderActions?: (user: PublicUser) => ReactNode;
}

/** The users table: name, username, email, role, state, last sign-in and, for admins, the actions. */
export function UsersTable({ users, onOpen, renderActions }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={renderActions ? 980 : 820}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="Usuarios" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Usuario</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Rol</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Último acceso</Table.Th>
            {renderActions ? <Table.Th ta="right">Acciones</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr
              key={user.id}
              onClick={() => onOpen(user)}
              style={{ cursor: 'pointer' }}
              data-testid={`user-row-${user.id}`}
            >
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  size="sm"
                  c="inherit"
                  ta="left"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(user);
                  }}
                  aria-label={`Ver detalle de ${user.name}`}
                >
                  {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {user.username ? (
                  <Text size="sm" ff="monospace">
                    {user.username}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <UserStatusBadge isActive={user.isActive} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.lastLogin ? undefined : 'dimmed'}>
                  <DateTime value={user.lastLogin} fallback="Nunca" />
                </Text>
              </Table.Td>
              {renderActions ? (
                <Table.Td onClick={(event) => event.stopPropagation()}>{renderActions(user)}</Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
