import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { TIME_ALERT_MSG, timeAlertColor } from '@auditorias/domain/staff/time-alerts';
import { Text } from '@mantine/core';
import { createNotificationsStore, type NotificationData, notifications } from '@mantine/notifications';
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

/** A toast of the bell's store: bordered, its close button named 'Cerrar aviso'. */
function showToast(toast: NotificationData): void {
  notifications.show(
    { ...toast, withBorder: true, closeButtonProps: { 'aria-label': 'Cerrar aviso' } },
    timeAlertToastStore,
  );
}

/** A new alert: coloured by priority; a baja one closes itself, alta and media wait for the user. */
export function showTimeAlertToast(alert: TimeAlert): void {
  showToast({
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
    'data-testid': 'time-alert-toast',
  });
}

/** 'Error cargando alertas de tiempo: ...', high severity: stays until closed. */
export function showTimeAlertsLoadError(message: string): void {
  showToast({
    id: LOAD_ERROR_TOAST_ID,
    message,
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    autoClose: false,
  });
}

/** 'Alerta resuelta exitosamente', low severity: closes after 5 s. */
export function showTimeAlertResolved(): void {
  showToast({
    message: TIME_ALERT_MSG.resolved,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: LOW_SEVERITY_TOAST_MS,
  });
}

/** The toasts belong to the session: gone at sign-out or when the user changes. */
export function clearTimeAlertToasts(): void {
  notifications.clean(timeAlertToastStore);
  notifications.cleanQueue(timeAlertToastStore);
}
