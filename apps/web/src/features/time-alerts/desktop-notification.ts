import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { timeAlertSummary, timeAlertTitle } from './time-alert-texts';

/** Spec section 9: desktop notifications close after 5 s. */
export const DESKTOP_NOTIFICATION_MS = 5_000;

function notificationApi(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null;
}

/** Shows a desktop notification for a new alert when the user allowed them; otherwise nothing. */
export function showTimeAlertDesktopNotification(alert: TimeAlert): void {
  const Api = notificationApi();
  if (Api?.permission !== 'granted') return;
  try {
    const notification = new Api(timeAlertTitle(alert), {
      body: timeAlertSummary(alert),
      tag: `time-alert-${alert.id}`,
    });
    setTimeout(() => notification.close(), DESKTOP_NOTIFICATION_MS);
  } catch {
    // Some browsers only allow them from a service worker: the toast is enough.
  }
}

/** Asked when the user opens the bell (browsers want a click before asking), until the browser has decided. */
export function askDesktopNotificationPermission(): void {
  const Api = notificationApi();
  if (Api?.permission !== 'default') return;
  try {
    void Promise.resolve(Api.requestPermission()).catch(() => undefined);
  } catch {
    // Old browsers: no permission prompt, no desktop notifications.
  }
}
