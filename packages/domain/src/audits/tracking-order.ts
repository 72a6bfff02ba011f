import type { Priority } from '../clients/constants';
import { type AuditState, FINISHED_STATES } from './states';

/**
 * Spec (audit workflow, "Tracking sort"): finished last, then by creation, then by priority. Within each group the
 * newest first (docs/decisions.md), then urgente > prioritaria > normal, then the id (newest first) so that every
 * row has one place and a keyset cursor never skips nor repeats a row. The server orders and pages by it
 * (`GET /audits?orden=seguimiento`); `compareTracking` is the same order for tests and any list already loaded.
 */
export const TRACKING_ORDER = 'seguimiento' as const;

/** Higher first: urgente 2, prioritaria 1, normal 0. */
export const PRIORITY_RANK: Record<Priority, number> = { urgente: 2, prioritaria: 1, normal: 0 };

export function isFinished(estado: AuditState): boolean {
  return (FINISHED_STATES as readonly string[]).includes(estado);
}

export interface TrackingKey {
  estado: AuditState;
  prioridad: Priority;
  /** An instant the `Date` constructor reads (ISO text). */
  createdAt: string | Date;
  id: number;
}

/** Negative when `a` comes before `b` in the tracking list. */
export function compareTracking(a: TrackingKey, b: TrackingKey): number {
  return (
    Number(isFinished(a.estado)) - Number(isFinished(b.estado)) ||
    new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
    PRIORITY_RANK[b.prioridad] - PRIORITY_RANK[a.prioridad] ||
    b.id - a.id
  );
}
