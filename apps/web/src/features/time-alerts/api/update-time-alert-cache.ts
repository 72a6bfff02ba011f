import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import type { QueryClient } from '@tanstack/react-query';
import type { TimeAlertsSnapshot } from './list-time-alerts';
import { timeAlertsQueryKey } from './time-alert-query-keys';

/**
 * Puts the alert a viewed or resolve call answered into the bell's list at once (and the badge one lower when it
 * stopped being pending), then asks the server again for the whole list.
 */
export function applyTimeAlertChange(queryClient: QueryClient, changed: TimeAlert): void {
  queryClient.setQueryData<TimeAlertsSnapshot>(timeAlertsQueryKey, (snapshot) => {
    if (!snapshot) return snapshot;
    const before = snapshot.alerts.find((a) => a.id === changed.id);
    const leftPending = before?.estado === 'pendiente' && changed.estado !== 'pendiente';
    return {
      alerts: snapshot.alerts.map((a) => (a.id === changed.id ? changed : a)),
      pendientes: Math.max(0, snapshot.pendientes - (leftPending ? 1 : 0)),
    };
  });
  void queryClient.invalidateQueries({ queryKey: timeAlertsQueryKey });
}
