/**
 * What the time-alerts feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useTimeAlertsQuery } from './api/list-time-alerts';
export { TimeAlertsPanel } from './components/time-alerts-panel';
export { askDesktopNotificationPermission } from './desktop-notification';
export { TimeAlertToasts, useTimeAlertNotices } from './use-time-alert-notices';

/** Spec section 9: the alert panel is 400 px wide (the notification bell's panel). */
export const TIME_ALERTS_PANEL_WIDTH = 400;
