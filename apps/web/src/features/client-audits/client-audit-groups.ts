import { CLIENT_RECEIVED_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';

/** Spec: completed audits are kept 30 days for the client. */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Mis Auditorías': delivered audits (entregada, facturada). */
export function receivedAudits(audits: readonly Audit[]): Audit[] {
  return audits.filter((a) => CLIENT_RECEIVED_STATES.includes(a.estado));
}

export interface BranchGroup {
  key: string;
  label: string;
  audits: Audit[];
}

/**
 * Received audits grouped by branch (the company's name first when several companies are shown), groups by name
 * and each group's audits newest delivery first.
 */
export function groupByBranch(audits: readonly Audit[]): BranchGroup[] {
  const severalCompanies = new Set(audits.map((a) => a.clienteId)).size > 1;
  const groups = new Map<string, BranchGroup>();
  for (const audit of audits) {
    const branch = audit.branch?.nombre ?? audit.sucursal ?? 'Sin sucursal';
    const key = `${audit.clienteId}:${audit.branchId ?? branch}`;
    const label = severalCompanies ? `${audit.client.nombre} · ${branch}` : branch;
    const group = groups.get(key) ?? { key, label, audits: [] };
    group.audits.push(audit);
    groups.set(key, group);
  }
  const delivered = (a: Audit) => new Date(a.fechaEntrega ?? a.updatedAt).getTime();
  return [...groups.values()]
    .map((g) => ({ ...g, audits: g.audits.sort((a, b) => delivered(b) - delivered(a)) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** The last day a delivered audit stays available to the client (delivery + 30 days). */
export function availableUntil(audit: Audit): Date | null {
  if (!audit.fechaEntrega) return null;
  return new Date(new Date(audit.fechaEntrega).getTime() + RETENTION_DAYS * DAY_MS);
}
