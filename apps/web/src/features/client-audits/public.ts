/**
 * What the client-audits feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { ClientAuditsPanel } from './components/client-audits-panel';
