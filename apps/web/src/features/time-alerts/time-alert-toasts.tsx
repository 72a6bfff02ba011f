import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { TIME_ALERT_MSG, timeAlertColor } from '@auditorias/domain/staff/time-alerts';
import { Text } from '@mantine/core';
import { createNotificationsStore, notifications } from '@mantine/notifications';
import { IconCheck, IconClockExclamation, IconX } from '@tabler/icons-react';
import {
  timeAlertAudit,
  timeAlertClient,
  timeAlertOperator,
  timeAlertTimes,
  timeAlertTitle,
} from './time-alert-texts';

/**
 * The bell's own toasts, bottom-right, at most 3 visible (spec section 9), apart from the app's other toasts
 * (top-right): a store of their own, shown by the `Notifications` the bell renders.
 */
export const timeAlertToastStore = createNotificationsStore();
export const TIME_ALERT_TOAST_LIMIT = 3;
/** Spec section 9: low-severity time-alert toasts close after 5 s; the others stay until closed. */
export const LOW_SEVERITY_TOAST_MS = 5_000;
export const LOAD_ERROR_TOAST_ID = 'time-alerts-load-error';

export function timeAlertToastId(alertId: number): string {
  return `time-alert-${alertId}`;
}

/** A new alert: coloured by priority; a baja one closes itself, alta and media wait for the user. */
export function showTimeAlertToast(alert: TimeAlert): void {
  notifications.show(
    {
      id: timeAlertToastId(alert.id),
      title: timeAlertTitle(alert),
      message: (
        <>
          <Text size="sm" fw={600} component="span" display="block">
            {timeAlertAudit(alert)}
          </Text>
          <Text size="xs" component="span" display="block">
            {timeAlertClient(alert)} · {timeAlertOperator(alert)}
          </Text>
          <Text size="xs" component="span" display="block">
            {timeAlertTimes(alert)}
          </Text>
        </>
      ),
      color: timeAlertColor('pendiente', alert.prioridad),
      icon: <IconClockExclamation size={18} aria-hidden />,
      autoClose: alert.prioridad === 'baja' ? LOW_SEVERITY_TOAST_MS : false,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Cerrar aviso' },
      'data-testid': 'time-alert-toast',
    },
    timeAlertToastStore,
  );
}

/** 'Error cargando alertas de tiempo: ...', high severity: stays until closed. */
export function showTimeAlertsLoadError(message: string): void {
  notifications.show(
    {
      id: LOAD_ERROR_TOAST_ID,
      message,
      color: 'red',
      icon: <IconX size={18} aria-hidden />,
      autoClose: false,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Cerrar aviso' },
    },
    timeAlertToastStore,
  );
}

/** 'Alerta resuelta exitosamente', low severity: closes after 5 s. */
export function showTimeAlertResolved(): void {
  notifications.show(
    {
      message: TIME_ALERT_MSG.resolved,
      color: 'green',
      icon: <IconCheck size={18} aria-hidden />,
      autoClose: LOW_SEVERITY_TOAST_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Cerrar aviso' },
    },
    timeAlertToastStore,
  );
}

/** The toasts belong to the session: gone at sign-out or when the user changes. */
export function clearTimeAlertToasts(): void {
  notifications.clean(timeAlertToastStore);
  notifications.cleanQueue(timeAlertToastStore);
}
