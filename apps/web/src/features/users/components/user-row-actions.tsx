import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { ActionIcon, Box, Button, Group, Text, Tooltip } from '@mantine/core';
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
import { useInCardActions } from '../../../components/card-actions-context';
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
  /** False keeps the slot empty (the action is not offered for this row). */
  shown?: boolean;
  /** The tooltip and the button's name. */
  label: string;
  icon: TablerIcon;
  color?: string;
  loading?: boolean;
  onClick: () => void;
}

/** One icon button of the row, named and explained by its label. */
function RowAction({ shown = true, label, icon: Icon, color, loading, onClick }: RowActionProps) {
  // On a phone's card: a named button (no tooltip on a touch screen, no empty slot to align).
  const inCard = useInCardActions();
  if (!shown) return inCard ? null : EMPTY_SLOT;
  if (inCard) {
    return (
      <Button
        variant="light"
        color={color}
        loading={loading}
        onClick={onClick}
        leftSection={<Icon size={16} aria-hidden />}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} loading={loading} onClick={onClick}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A failed action: a red notification titled with the spec's text, then the server's. */
const notifyFailure = (title: string, fallback?: string) => (error: unknown) =>
  notifications.show({ color: 'red', title, message: prefixedErrorMessage(title, error, fallback) });

/** Asks before an action: the question, what will happen, and the confirming button. */
function confirmAction(
  title: string,
  text: string,
  confirm: { label: string; color: string },
  onConfirm: () => void,
) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: confirm.label, cancel: 'Cancelar' },
    confirmProps: { color: confirm.color },
    onConfirm,
  });
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
    confirmAction(
      activating ? '¿Activar usuario?' : '¿Desactivar usuario?',
      activating
        ? `${target.name} podrá volver a iniciar sesión.`
        : `${target.name} no podrá iniciar sesión y se cerrarán sus sesiones abiertas.`,
      activating ? { label: 'Activar', color: 'green' } : { label: 'Desactivar', color: 'orange' },
      () =>
        setActive.mutate(
          { id: target.id, isActive: activating },
          {
            onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
            onError: notifyFailure('Error cambiando estado del usuario'),
          },
        ),
    );
  }

  function confirmDelete() {
    confirmAction(
      '¿Eliminar usuario?',
      `Se eliminará a ${target.name} (${target.email}). Ya no podrá iniciar sesión y dejará de aparecer en las listas; su historial se conserva.`,
      { label: 'Eliminar', color: 'red' },
      () =>
        remove.mutate(target.id, {
          onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          onError: notifyFailure('Error eliminando usuario', DELETE_FAILED),
        }),
    );
  }

  function confirmImpersonate() {
    confirmAction(
      '¿Impersonar usuario?',
      `Vas a ver el sistema como ${target.name}. Lo que hagas queda registrado a tu nombre y al suyo. Para volver, usá «Salir de impersonación».`,
      { label: 'Impersonar', color: 'red' },
      () =>
        impersonate.mutate(
          { userId: target.id },
          {
            onSuccess: ({ token, user, impersonator }) => startImpersonation({ token, user, impersonator }),
            onError: notifyFailure('Error al impersonar'),
          },
        ),
    );
  }

  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowAction label="Editar" icon={IconEdit} onClick={() => onEdit(target)} />
      <RowAction
        shown={!self}
        label={target.isActive ? 'Desactivar' : 'Activar'}
        color={target.isActive ? 'orange' : 'green'}
        icon={target.isActive ? IconUserOff : IconUserCheck}
        loading={setActive.isPending}
        onClick={confirmToggleActive}
      />
      <RowAction
        shown={!self}
        label="Eliminar"
        color="red"
        icon={IconTrash}
        loading={remove.isPending}
        onClick={confirmDelete}
      />
      <RowAction
        shown={canAssignClients}
        label="Gestionar Clientes"
        color="teal"
        icon={IconBuildingStore}
        onClick={() => setClientsOpen(true)}
      />
      {canAssignClients && (
        <OperatorClientsModal
          operatorId={target.id}
          operatorName={target.name}
          opened={clientsOpen}
          onClose={() => setClientsOpen(false)}
        />
      )}
      <RowAction
        shown={canImpersonate}
        label="Impersonar"
        color="grape"
        icon={IconSpy}
        loading={impersonate.isPending}
        onClick={confirmImpersonate}
      />
    </Group>
  );
}
