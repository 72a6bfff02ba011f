/**
 * What the impersonation feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useStartImpersonationMutation } from './api/start-impersonation';
export { useStopImpersonationMutation } from './api/stop-impersonation';
