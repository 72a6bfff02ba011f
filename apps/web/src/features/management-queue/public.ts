/**
 * What the management-queue feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useCreateScheduledAuditMutation } from './api/create-scheduled-audit';
export { usePauseTransitMutation } from './api/pause-transit';
export { defaultScheduledDay, SCHEDULED_DATE_REQUIRED, withSchedule } from './scheduled-audit-form';
