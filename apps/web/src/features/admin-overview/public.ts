/**
 * What the admin-overview feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { AdminOverview } from './components/admin-overview';
