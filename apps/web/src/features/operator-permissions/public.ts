/**
 * What the operator-permissions feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { OperatorClientsModal } from './components/operator-clients-modal';
export { PermissionsCenterModal } from './components/permissions-center-modal';
