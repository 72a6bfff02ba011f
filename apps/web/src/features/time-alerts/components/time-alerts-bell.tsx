import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useCurrentUser } from '../../auth/use-session';
import { useTimeAlertPreferences } from '../alert-preferences';
import { useTimeAlertsQuery } from '../api/list-time-alerts';
import { askDesktopNotificationPermission } from '../desktop-notification';
import {
  clearTimeAlertToasts,
  showTimeAlertsLoadError,
  TIME_ALERT_TOAST_LIMIT,
  timeAlertToastStore,
} from '../time-alert-toasts';
import { useTimeAlertAnnouncer } from '../use-time-alert-announcer';
import { TimeAlertsPanel } from './time-alerts-panel';

/** Spec section 9: the alert panel is 400 px wide. */
export const TIME_ALERTS_PANEL_WIDTH = 400;
const LOAD_ERROR_PREFIX = 'Error cargando alertas de tiempo';

/**
 * The time alerts bell of admins and supervisors (the header shows it only to them): a badge with the pending
 * count, the panel, and the toasts of new alerts bottom-right. Polls every 30 s; the `alertas` server event
 * refreshes it at once. Only a failed first load is reported; later polling failures are silent.
 */
export function TimeAlertsBell() {
  const user = useCurrentUser();
  const query = useTimeAlertsQuery();
  const { soundEnabled, muted } = useTimeAlertPreferences();
  useTimeAlertAnnouncer(user.id, query.data?.alerts, { soundEnabled, muted });

  const reported = useRef(false);
  const loadError = query.data ? null : query.error;
  useEffect(() => {
    if (!loadError || reported.current) return;
    reported.current = true;
    showTimeAlertsLoadError(
      prefixedErrorMessage(LOAD_ERROR_PREFIX, loadError, `${LOAD_ERROR_PREFIX}: Error desconocido`),
    );
  }, [loadError]);

  useEffect(() => () => clearTimeAlertToasts(), []);

  const pendientes = query.data?.pendientes ?? 0;
  return (
    <>
      <Indicator
        label={<span data-testid="time-alerts-badge">{pendientes > 99 ? '99+' : pendientes}</span>}
        disabled={pendientes === 0}
        color="red"
        size={18}
        offset={6}
        inline
      >
        <Popover
          position="bottom-end"
          width={TIME_ALERTS_PANEL_WIDTH}
          shadow="md"
          withArrow
          onOpen={askDesktopNotificationPermission}
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color={pendientes > 0 ? 'red' : 'gray'}
              size="lg"
              radius="xl"
              aria-label="Alertas de tiempo"
              data-testid="time-alerts-bell"
            >
              {pendientes > 0 ? (
                <IconBellRinging size={22} stroke={1.6} aria-hidden />
              ) : (
                <IconBell size={22} stroke={1.6} aria-hidden />
              )}
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
            <TimeAlertsPanel
              userId={user.id}
              alerts={query.data?.alerts ?? []}
              pendientes={pendientes}
              loading={query.isPending}
            />
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <Notifications store={timeAlertToastStore} position="bottom-right" limit={TIME_ALERT_TOAST_LIMIT} />
    </>
  );
}
