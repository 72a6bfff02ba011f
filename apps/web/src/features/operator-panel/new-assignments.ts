import type { Audit } from '@auditorias/domain/schemas/audits';

/** Spec section 9: an assignment is new while under 2 h old (7,200,000 ms) and not yet prompted. */
export const NEW_ASSIGNMENT_MAX_AGE_MS = 7_200_000;
/** Spec section 7: operators poll for new assigned audits every 10 s; current audits reload every 5 s. */
export const ASSIGNMENT_POLL_MS = 10_000;
export const CURRENT_AUDITS_POLL_MS = 5_000;

/**
 * An audit someone else (asignadoPor is not the operator) assigned to this operator less than 2 h ago, still
 * waiting to be started, and not prompted before.
 */
export function isNewAssignment(
  audit: Audit,
  operatorId: number,
  now: number,
  prompted: ReadonlySet<number>,
): boolean {
  if (audit.estado !== 'asignada' || audit.operadorId !== operatorId) return false;
  if (audit.asignadoPor === null || audit.asignadoPor === operatorId) return false;
  if (prompted.has(audit.id) || !audit.fechaAsignacion) return false;
  const age = now - new Date(audit.fechaAsignacion).getTime();
  return age >= 0 && age < NEW_ASSIGNMENT_MAX_AGE_MS;
}

/** The first new assignment of a list, oldest assignment first. */
export function firstNewAssignment(
  audits: readonly Audit[],
  operatorId: number,
  now: number,
  prompted: ReadonlySet<number>,
): Audit | null {
  const fresh = audits
    .filter((a) => isNewAssignment(a, operatorId, now, prompted))
    .sort((a, b) => new Date(a.fechaAsignacion ?? 0).getTime() - new Date(b.fechaAsignacion ?? 0).getTime());
  return fresh[0] ?? null;
}

const PROMPTED_KEY = (userId: number) => `auditoriasAvisadas_${userId}`;

/** Ids already prompted in this browser tab (kept in session storage, so a reload does not ask again). */
export function readPrompted(userId: number): Set<number> {
  try {
    const raw = window.sessionStorage.getItem(PROMPTED_KEY(userId));
    const ids = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function rememberPrompted(userId: number, ids: ReadonlySet<number>): void {
  try {
    window.sessionStorage.setItem(PROMPTED_KEY(userId), JSON.stringify([...ids].slice(-200)));
  } catch {
    // Storage blocked: the ids stay in memory for this page.
  }
}

/** Spec section 9: 'Priority sort: audits assigned by someone else first' (then older assignments first). */
export function sortAssigned(audits: readonly Audit[], operatorId: number): Audit[] {
  const byOther = (a: Audit) => (a.asignadoPor !== null && a.asignadoPor !== operatorId ? 0 : 1);
  return [...audits].sort(
    (a, b) =>
      byOther(a) - byOther(b) ||
      new Date(a.fechaAsignacion ?? a.createdAt).getTime() -
        new Date(b.fechaAsignacion ?? b.createdAt).getTime(),
  );
}

/**
 * The notices of the header's bell for an operator: the audits someone else assigned to them that wait to be
 * started (estado asignada), the latest assignment first. What the operator took themselves is no notice.
 */
export function assignmentNotices(audits: readonly Audit[], operatorId: number): Audit[] {
  return audits
    .filter(
      (a) =>
        a.estado === 'asignada' &&
        a.operadorId === operatorId &&
        a.asignadoPor !== null &&
        a.asignadoPor !== operatorId,
    )
    .sort(
      (a, b) =>
        new Date(b.fechaAsignacion ?? b.createdAt).getTime() -
        new Date(a.fechaAsignacion ?? a.createdAt).getTime(),
    );
}
