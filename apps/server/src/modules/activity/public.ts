/**
 * What the activity module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `activity.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */
export { fromResponse, idFrom, paramsAndBody } from './activity.plugin';
export { callerEntry, recordActivities, recordActivity, recordCallerActivity } from './activity.repo';
