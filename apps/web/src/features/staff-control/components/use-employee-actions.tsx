import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { formatDay } from '../../audits/public';
import { useAuthorizeOvertimeMutation } from '../api/authorize-overtime';
import { useCloseAllSessionsMutation } from '../api/close-all-sessions';
import { useCloseUserSessionMutation } from '../api/close-user-session';
import { useRevokeOvertimeMutation } from '../api/revoke-overtime';
import { STAFF_TEXT } from '../staff-texts';
import { OvertimeForm } from './overtime-form';

const done = ({ message }: { message: string }) => notifications.show({ color: 'green', message });
const failed = (prefix: string) => (error: Error) =>
  notifications.show({ color: 'red', message: prefixedErrorMessage(prefix, error), autoClose: 8000 });

/** One employee's card actions: authorize and revoke today's overtime, close the sessions. */
export function useEmployeeActions(employee: { id: number; name: string }) {
  const authorize = useAuthorizeOvertimeMutation();
  const revoke = useRevokeOvertimeMutation();
  const close = useCloseUserSessionMutation();

  /** Today's extra hours, or those of `fecha` ('YYYY-MM-DD', from the day detail). */
  function openAuthorize(fecha?: string) {
    const id = modals.open({
      title: `Autorizar horas extras de ${employee.name}${fecha ? ` (${formatDay(fecha)})` : ''}`,
      children: (
        <OvertimeForm
          onCancel={() => modals.close(id)}
          onSubmit={(input) => {
            modals.close(id);
            authorize.mutate(
              { userId: employee.id, ...input, ...(fecha ? { fecha } : {}) },
              { onSuccess: done, onError: failed(STAFF_TEXT.authorizeError) },
            );
          }}
        />
      ),
    });
  }

  function confirmRevoke() {
    modals.openConfirmModal({
      title: 'Revocar horas extras',
      children: <Text size="sm">¿Revocar la autorización de horas extras de hoy de {employee.name}?</Text>,
      labels: { confirm: 'Revocar', cancel: 'Cancelar' },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        revoke.mutate(employee.id, { onSuccess: done, onError: failed(STAFF_TEXT.revokeError) }),
    });
  }

  function confirmClose() {
    modals.openConfirmModal({
      title: 'Cerrar sesión',
      children: (
        <Text size="sm">
          ¿Cerrar la sesión de {employee.name}? Su tiempo de trabajo se corta ahora y tendrá que volver a
          iniciar sesión.
        </Text>
      ),
      labels: { confirm: 'Cerrar sesión', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        close.mutate(employee.id, { onSuccess: done, onError: failed(STAFF_TEXT.closeSessionError) }),
    });
  }

  return {
    openAuthorize,
    confirmRevoke,
    confirmClose,
    authorizing: authorize.isPending,
    revoking: revoke.isPending,
    closing: close.isPending,
  };
}

/** 'Cerrar todas las sesiones' (admin): every open session of the staff centre's employees, after confirmation. */
export function useCloseAllSessions() {
  const closeAll = useCloseAllSessionsMutation();
  function confirm() {
    modals.openConfirmModal({
      title: 'Cerrar todas las sesiones',
      children: (
        <Text size="sm">
          ¿Cerrar las sesiones abiertas de todos los operadores, supervisores y contables? Tendrán que volver
          a iniciar sesión.
        </Text>
      ),
      labels: { confirm: 'Cerrar todas', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        closeAll.mutate(undefined, { onSuccess: done, onError: failed(STAFF_TEXT.closeSessionError) }),
    });
  }
  return { confirm, busy: closeAll.isPending };
}
