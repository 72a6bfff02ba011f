import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { ListCount, ListPanel, ListToolbar } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingText, QueryState, RetryAlert } from '../../../components/query-state';
import { PageHeading } from '../../../components/section-heading';
import { usersExport, useUserPages } from '../api/list-users';
import { UserDetailModal } from './user-detail-modal';
import { UserFormModal } from './user-form-modal';
import { UserRowActions } from './user-row-actions';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

interface UsersDirectoryProps {
  title: string;
  currentUser: PublicUser;
  /** Admins create, edit, activate, delete and impersonate; without it the list is read-only. */
  canManage: boolean;
  /** 2 when the list sits under another screen's title (the supervisor's overview). */
  headingOrder?: 1 | 2;
}

type FormState = { editing: PublicUser | null } | null;

/** The users list with search and role filter, the user detail and, for admins, the create and edit form. */
export function UsersDirectory({ title, currentUser, canManage, headingOrder = 1 }: UsersDirectoryProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [role, setRole] = useState<Role | null>(null);
  // The server searches, filters and pages (by name); 'Cargar más' asks for the next page.
  const filters = { search: debouncedSearch, role };
  const list = useUserPages(filters);
  const [form, setForm] = useState<FormState>(null);
  const [detailId, setDetailId] = useState<number | null>(null);

  const users = list.items;
  const total = list.total;
  // The detail follows the list, so it shows the user as saved after every change.
  const detailUser = detailId === null ? null : (users.find((u) => u.id === detailId) ?? null);

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <PageHeading
        order={headingOrder}
        title={title}
        description={
          canManage
            ? 'Altas, cambios, permisos y estado de quienes usan el sistema.'
            : 'Quiénes usan el sistema (solo lectura).'
        }
        actions={
          canManage ? (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setForm({ editing: null })}
            >
              Nuevo Usuario
            </Button>
          ) : null
        }
      />

      <ListPanel
        toolbar={
          <ListToolbar>
            <UsersFilters search={search} onSearchChange={setSearch} role={role} onRoleChange={setRole} />
            <ExportMenu what="los usuarios" download={usersExport(filters)} />
            {total !== undefined ? (
              <ListCount testId="users-count" fetching={list.isFetching}>
                {users.length < total ? `Mostrando ${users.length} de ` : ''}
                {total === 1 ? '1 usuario' : `${total} usuarios`}
              </ListCount>
            ) : null}
          </ListToolbar>
        }
      >
        <QueryState
          query={list}
          pending={list.isLoading}
          loading={<LoadingText text="Cargando usuarios..." />}
          error={(error, retry) => (
            <RetryAlert prefix="Error cargando usuarios" error={error} onRetry={retry} />
          )}
          empty={users.length === 0 && <EmptyState message="No se encontraron usuarios con esos filtros." />}
        >
          <UsersTable
            users={users}
            onOpen={(user) => setDetailId(user.id)}
            renderActions={
              canManage
                ? (user) => (
                    <UserRowActions
                      target={user}
                      currentUser={currentUser}
                      onEdit={(editing) => setForm({ editing })}
                    />
                  )
                : undefined
            }
          />
          <PagedLoadMore list={list} />
        </QueryState>
      </ListPanel>

      {canManage ? (
        <UserFormModal
          opened={form !== null}
          editing={form?.editing ?? null}
          currentUser={currentUser}
          onClose={() => setForm(null)}
        />
      ) : null}
      <UserDetailModal
        user={detailUser}
        currentUser={currentUser}
        canManage={canManage}
        onClose={() => setDetailId(null)}
      />
    </Stack>
  );
}
