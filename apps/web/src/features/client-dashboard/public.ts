/**
 * What the client-dashboard feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { useUserDashboardQuery } from './api/get-user-dashboard';
export { ClientDashboard } from './components/client-dashboard';
export { ClientNextSteps } from './components/client-next-steps';
export { RECEIVED_AUDITS_ANCHOR } from './components/client-quick-actions';
