/**
 * What the operator-panel feature offers to other features (docs/decisions.md, 'Feature boundaries'): other
 * features import from this file only; everything else in the folder is the feature's own.
 */
export { takeAssignedAudit } from './api/take-assigned-audit';
export { useTakeAuditMutation } from './api/take-audit';
export { NewAssignmentModal } from './components/new-assignment-modal';
export { useAssignmentNotices } from './use-assignment-notices';
export { useNewAssignmentWatch } from './use-new-assignment-watch';
