import { type TimeAlert, timeAlertListResponseSchema } from '@auditorias/domain/schemas/time-alerts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/queries';
import { timeAlertsQueryKey } from './time-alert-query-keys';

/** Spec section 9: the bell polls every 30 s (the `alertas` server event refreshes it sooner). */
export const TIME_ALERTS_POLL_MS = 30_000;
/** Spec section 9: the notification list is capped at 50. */
export const TIME_ALERTS_LIST_MAX = 50;

export interface TimeAlertsSnapshot {
  /** The newest alerts, newest first, at most TIME_ALERTS_LIST_MAX. */
  alerts: TimeAlert[];
  /** Every pending alert on the server (the badge), not only the listed ones. */
  pendientes: number;
}

/**
 * GET /time-alerts?limit=50: the first page only. Polled whole (not with `since`) so that alerts viewed or
 * resolved elsewhere change here too; while nothing changed the server answers 304 to the ETag the API client
 * sends back.
 */
export async function listTimeAlerts(signal?: AbortSignal): Promise<TimeAlertsSnapshot> {
  const { data, pendientes } = await apiRequest('/time-alerts', {
    query: { limit: TIME_ALERTS_LIST_MAX },
    schema: timeAlertListResponseSchema,
    signal,
  });
  return { alerts: data.slice(0, TIME_ALERTS_LIST_MAX), pendientes };
}

export function timeAlertsQueryOptions(enabled = true) {
  return apiQuery(timeAlertsQueryKey, listTimeAlerts, {
    refetchInterval: TIME_ALERTS_POLL_MS,
    // New alerts also raise desktop notifications: keep polling while the tab is in the background.
    refetchIntervalInBackground: true,
    staleTime: 0,
    enabled,
  });
}

/** `enabled` false (a role without time alerts): nothing is asked. */
export function useTimeAlertsQuery(enabled = true) {
  return useQuery(timeAlertsQueryOptions(enabled));
}
