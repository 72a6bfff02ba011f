/**
 * What the audits module offers to other modules besides its service (docs/decisions.md, 'Feature boundaries'):
 * another module imports from `audits.service.ts` or from this file only; everything else in the folder is the
 * module's own.
 */

export type { AuditReviewService } from './audit-review.service';
export type { AuditLedgerHooks } from './audit-review-core';
export {
  type AuditListRow,
  addTimeline,
  companiesInHandOf,
  findAuditRow,
  imagesOf,
  lockAudit,
  scopeCounts,
  updateAuditIf,
  workPeriods,
} from './audits.repo';
export { clientComparisonRows } from './client-comparison.repo';
export { EMPTY_WORKSHEET, imageIdsOf } from './worksheet';
