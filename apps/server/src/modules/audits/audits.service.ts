import { type AuditDeps, createAuditCore } from './audit-core';
import { createAuditOrders } from './audit-orders.service';
import { createAuditQueue } from './audit-queue.service';
import { createAuditReads } from './audit-reads.service';
import { createAuditWork } from './audit-work.service';

/**
 * The audits service, put together from its use cases (one file each):
 * - `audit-core.ts`: the shared steps (present, lock, check a transition, timeline, paging) and `AUDIT_MSG`;
 * - `audit-reads.service.ts`: lists, counts, one audit, timeline, worksheet template, attachments;
 * - `audit-queue.service.ts`: the operator's queue, taking the next audit, assigning one;
 * - `audit-work.service.ts`: the operator's work (start, resume, take assigned, draft, pause or finish, images);
 * - `audit-orders.service.ts`: ordering (create, edit, a client deleting its order).
 * Review, delivery and management are `audit-review.service.ts`.
 */
export function createAuditsService(deps: AuditDeps) {
  const core = createAuditCore(deps);
  const queue = createAuditQueue(deps, core);
  const reads = createAuditReads(deps, core, queue);
  const work = createAuditWork(core);
  const orders = createAuditOrders(deps, core);
  return {
    /** Shared steps for the review and management services. */
    core,
    list: reads.list,
    counts: reads.counts,
    get: reads.get,
    historial: reads.historial,
    timelineOf: reads.timelineOf,
    template: reads.template,
    attachment: reads.attachment,
    nextAvailable: queue.nextAvailable,
    take: queue.take,
    assign: queue.assign,
    assertMayWorkFor: queue.assertMayWorkFor,
    start: work.start,
    resume: work.resume,
    takeAssigned: work.takeAssigned,
    saveDraft: work.saveDraft,
    complete: work.complete,
    uploadImage: work.uploadImage,
    create: orders.create,
    update: orders.update,
    removeOrder: orders.removeOrder,
  };
}

export type AuditsService = ReturnType<typeof createAuditsService>;
