import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  IconBuildingStore,
  IconEdit,
  IconSpy,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useSession } from '../../auth/public';
import { useStartImpersonationMutation } from '../../impersonation/public';
import { OperatorClientsModal } from '../../operator-permissions/public';
import { useDeleteUserMutation } from '../api/delete-user';
import { useSetUserActiveMutation } from '../api/set-user-active';

interface UserRowActionsProps {
  target: PublicUser;
  currentUser: PublicUser;
  onEdit: (user: PublicUser) => void;
}

/** Keeps the columns of icons aligned when a row has fewer actions. */
const EMPTY_SLOT = <Box w={28} aria-hidden />;

interface RowActionProps {
  /** The tooltip and the button's name. */
  label: string;
  icon: TablerIcon;
  color?: string;
  loading?: boolean;
  onClick: () => void;
}

/** One icon button of the row, named and explained by its label. */
function RowAction({ label, icon: Icon, color, loading, onClick }: RowActionProps) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Spec section 8's fallback when the server could not delete and said nothing. */
const DELETE_FAILED = 'Error: El backend no pudo eliminar el usuario';

/**
 * Edit, activate or deactivate, delete and impersonate. Nobody deactivates or deletes themselves (the buttons are
 * not offered); only active users who are not admins can be impersonated. Each change asks for confirmation.
 */
export function UserRowActions({ target, currentUser, onEdit }: UserRowActionsProps) {
  const { startImpersonation } = useSession();
  const setActive = useSetUserActiveMutation();
  const remove = useDeleteUserMutation();
  const impersonate = useStartImpersonationMutation();
  const self = target.id === currentUser.id;
  const canImpersonate = !self && target.isActive && target.role !== 'admin';
  // Operators and supervisors can be restricted to some clients ('Gestionar Clientes').
  const canAssignClients = target.role === 'operador' || target.role === 'supervisor';
  const [clientsOpen, setClientsOpen] = useState(false);

  function confirmToggleActive() {
    const activating = !target.isActive;
    modals.openConfirmModal({
      title: activating ? '¿Activar usuario?' : '¿Desactivar usuario?',
      children: (
        <Text size="sm">
          {activating
            ? `${target.name} podrá volver a iniciar sesión.`
            : `${target.name} no podrá iniciar sesión y se cerrarán sus sesiones abiertas.`}
        </Text>
      ),
      labels: { confirm: activating ? 'Activar' : 'Desactivar', cancel: 'Cancelar' },
      confirmProps: { color: activating ? 'green' : 'orange' },
      onConfirm: () =>
        setActive.mutate(
          { id: target.id, isActive: activating },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: 'Error cambiando estado del usuario',
                message: prefixedErrorMessage('Error cambiando estado del usuario', error),
              }),
          },
        ),
    });
  }

  function confirmDelete() {
    modals.openConfirmModal({
      title: '¿Eliminar usuario?',
      children: (
        <Text size="sm">
          Se eliminará a {target.name} ({target.email}). Ya no podrá iniciar sesión y dejará de aparecer en
          las listas; su historial se conserva.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(target.id, {
          onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Error eliminando usuario',
              message: prefixedErrorMessage('Error eliminando usuario', error, DELETE_FAILED),
            }),
        }),
    });
  }

  function confirmImpersonate() {
    modals.openConfirmModal({
      title: '¿Impersonar usuario?',
      children: (
        <Text size="sm">
          Vas a ver el sistema como {target.name}. Lo que hagas queda registrado a tu nombre y al suyo. Para
          volver, usá «Salir de impersonación».
        </Text>
      ),
      labels: { confirm: 'Impersonar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        impersonate.mutate(
          { userId: target.id },
          {
            onSuccess: ({ token, user, impersonator }) => startImpersonation({ token, user, impersonator }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: 'Error al impersonar',
                message: prefixedErrorMessage('Error al impersonar', error),
              }),
          },
        ),
    });
  }

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowAction label="Editar" icon={IconEdit} onClick={() => onEdit(target)} />
      {self ? (
        EMPTY_SLOT
      ) : (
        <RowAction
          label={target.isActive ? 'Desactivar' : 'Activar'}
          color={target.isActive ? 'orange' : 'green'}
          icon={target.isActive ? IconUserOff : IconUserCheck}
          loading={setActive.isPending}
          onClick={confirmToggleActive}
        />
      )}
      {self ? (
        EMPTY_SLOT
      ) : (
        <RowAction
          label="Eliminar"
          color="red"
          icon={IconTrash}
          loading={remove.isPending}
          onClick={confirmDelete}
        />
      )}
      {canAssignClients ? (
        <RowAction
          label="Gestionar Clientes"
          color="teal"
          icon={IconBuildingStore}
          onClick={() => setClientsOpen(true)}
        />
      ) : (
        EMPTY_SLOT
      )}
      {canAssignClients && (
        <OperatorClientsModal
          operatorId={target.id}
          operatorName={target.name}
          opened={clientsOpen}
          onClose={() => setClientsOpen(false)}
        />
      )}
      {canImpersonate ? (
        <RowAction
          label="Impersonar"
          color="grape"
          icon={IconSpy}
          loading={impersonate.isPending}
          onClick={confirmImpersonate}
        />
      ) : (
        EMPTY_SLOT
      )}
    </Group>
  );
}
