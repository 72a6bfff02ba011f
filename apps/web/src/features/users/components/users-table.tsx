import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
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
  const columns: Columns<PublicUser> = [
    {
      header: 'Nombre',
      cell: (user) => (
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
      ),
    },
    {
      header: 'Usuario',
      cell: (user) =>
        user.username ? (
          <Text size="sm" ff="monospace">
            {user.username}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    { header: 'Email', cell: (user) => <Text size="sm">{user.email}</Text> },
    { header: 'Rol', cell: (user) => <RoleBadge role={user.role} /> },
    { header: 'Estado', cell: (user) => <UserStatusBadge isActive={user.isActive} /> },
    {
      header: 'Último acceso',
      cell: (user) => (
        <Text size="sm" c={user.lastLogin ? undefined : 'dimmed'}>
          <DateTime value={user.lastLogin} fallback="Nunca" />
        </Text>
      ),
    },
    renderActions && {
      header: 'Acciones',
      align: 'right',
      td: { onClick: (event) => event.stopPropagation() },
      cell: renderActions,
    },
  ];
  return (
    <DataTable
      rows={users}
      columns={columns}
      rowKey={(user) => user.id}
      rowProps={(user) => ({
        onClick: () => onOpen(user),
        style: { cursor: 'pointer' },
        'data-testid': `user-row-${user.id}`,
      })}
      minWidth={renderActions ? 980 : 820}
      striped={false}
      highlightOnHover
      verticalSpacing="sm"
      aria-label="Usuarios"
      data-testid="users-table"
    />
  );
}
