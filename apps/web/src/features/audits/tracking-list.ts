import { AUDIT_STATES, type AuditState, FINISHED_STATES } from '@auditorias/domain/audits/states';
import type { Priority } from '@auditorias/domain/clients/constants';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { normaliseSearch } from './client-options';

/**
 * Spec: the tracking search matches title, client name, operator name, supervisor name or id, case-insensitive
 * (accents ignored too).
 */
export function matchesTrackingSearch(audit: Audit, search: string): boolean {
  const wanted = normaliseSearch(search.replace(/^#/, ''));
  if (wanted === '') return true;
  if (String(audit.id) === wanted) return true;
  const fields = [
    audit.titulo,
    audit.client.nombre,
    audit.cliente,
    audit.operador?.name,
    audit.supervisor?.name,
  ];
  return fields.some((field) => (field ? normaliseSearch(field).includes(wanted) : false));
}

const PRIORITY_RANK: Record<Priority, number> = { urgente: 0, prioritaria: 1, normal: 2 };

/**
 * Spec: tracking sort — finished last, then by creation (newest first), then by priority (urgente first).
 */
export function sortForTracking(audits: readonly Audit[]): Audit[] {
  const finished = (a: Audit) => (FINISHED_STATES.includes(a.estado) ? 1 : 0);
  return [...audits].sort(
    (a, b) =>
      finished(a) - finished(b) ||
      new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
      PRIORITY_RANK[a.prioridad] - PRIORITY_RANK[b.prioridad] ||
      b.id - a.id,
  );
}

/** How many audits are in each state (every state present, zero when none). */
export function countByState(audits: readonly Audit[]): Record<AuditState, number> {
  const counts = Object.fromEntries(AUDIT_STATES.map((s) => [s, 0])) as Record<AuditState, number>;
  for (const audit of audits) counts[audit.estado] += 1;
  return counts;
}
