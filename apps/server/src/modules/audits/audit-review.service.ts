import { createAuditAdmin } from './audit-admin.service';
import { createAuditApproval } from './audit-approval.service';
import type { ReviewDeps } from './audit-review-core';
import { createAuditTransit } from './audit-transit.service';

/**
 * Review, delivery and management of audits, put together from their use cases (one file each):
 * - `audit-review-core.ts`: `REVIEW_MSG`, the staff check, the supervisor's edits, the price fixed on delivery;
 * - `audit-approval.service.ts`: the supervisor's lists, save, approve and send (delivery), return, correct;
 * - `audit-admin.service.ts`: reassign, free of charge, messages, deletions, the management list;
 * - `audit-transit.service.ts`: the management queue, transit, scheduled audits.
 */
export function createAuditReviewService(deps: ReviewDeps) {
  const approval = createAuditApproval(deps);
  const admin = createAuditAdmin(deps);
  const transit = createAuditTransit(deps);
  return {
    pending: approval.pending,
    mine: approval.mine,
    save: approval.save,
    approve: approval.approve,
    returnForCorrection: approval.returnForCorrection,
    correct: approval.correct,
    reassign: admin.reassign,
    toggleFree: admin.toggleFree,
    addMessage: admin.addMessage,
    remove: admin.remove,
    management: admin.management,
    queue: transit.queue,
    editQueue: transit.editQueue,
    enableTransit: transit.enableTransit,
    pauseTransit: transit.pauseTransit,
    createScheduled: transit.createScheduled,
    deleteAudit: admin.deleteAudit,
  };
}

export type AuditReviewService = ReturnType<typeof createAuditReviewService>;
