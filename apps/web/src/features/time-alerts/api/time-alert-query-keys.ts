/** Query key of the time alerts bell (the list and the pending count of the signed-in admin or supervisor). */
export const timeAlertsQueryKey = ['time-alerts'] as const;
