import { Notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { prefixedErrorMessage } from '../../lib/error-message';
import { useTimeAlertPreferences } from './alert-preferences';
import { useTimeAlertsQuery } from './api/list-time-alerts';
import {
  clearTimeAlertToasts,
  showTimeAlertsLoadError,
  TIME_ALERT_TOAST_LIMIT,
  timeAlertToastStore,
} from './time-alert-toasts';
import { useTimeAlertAnnouncer } from './use-time-alert-announcer';

const LOAD_ERROR_PREFIX = 'Error cargando alertas de tiempo';

/**
 * The time alerts of the header's notification bell (admins and supervisors: `enabled`): the list polled every
 * 30 s (the `alertas` server event refreshes it at once), each new pending alert announced once (toast, desktop
 * notification, tone), and the pending count for the badge. Only a failed first load is reported; later polling
 * failures are silent. Disabled: nothing is asked and nothing is announced.
 */
export function useTimeAlertNotices(userId: number, enabled: boolean) {
  const query = useTimeAlertsQuery(enabled);
  const { soundEnabled, muted } = useTimeAlertPreferences();
  useTimeAlertAnnouncer(userId, enabled ? query.data?.alerts : undefined, { soundEnabled, muted });

  const reported = useRef(false);
  const loadError = enabled && !query.data ? query.error : null;
  useEffect(() => {
    if (!loadError || reported.current) return;
    reported.current = true;
    showTimeAlertsLoadError(
      prefixedErrorMessage(LOAD_ERROR_PREFIX, loadError, `${LOAD_ERROR_PREFIX}: Error desconocido`),
    );
  }, [loadError]);

  // The toasts belong to this session: they go when the bell unmounts (sign-out, another user).
  useEffect(() => () => clearTimeAlertToasts(), []);

  return {
    enabled,
    alerts: enabled ? (query.data?.alerts ?? []) : [],
    pendientes: enabled ? (query.data?.pendientes ?? 0) : 0,
    loading: enabled && query.isPending,
  };
}

/** Where the time alerts' toasts show: bottom-right, at most 3 visible (spec section 9). */
export function TimeAlertToasts() {
  return <Notifications store={timeAlertToastStore} position="bottom-right" limit={TIME_ALERT_TOAST_LIMIT} />;
}
