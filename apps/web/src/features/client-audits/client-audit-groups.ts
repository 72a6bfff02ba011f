import { CLIENT_RECEIVED_STATES } from '@auditorias/domain/audits/states';
import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
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

/** What the client is charged for an audit, in pesos: 0 when free; its final cost once delivered. */
export function chargedAmount(audit: Audit): number {
  if (audit.gratisParaCliente) return 0;
  return audit.costoFinal ?? audit.precioEstimado ?? 0;
}

export interface MoneyTotals {
  facturado: number;
  pagado: number;
  saldoPendiente: number;
}

/** Billed, paid and pending of a set of audits (only the delivered ones count), in pesos without VAT. */
export function moneyTotals(audits: readonly Audit[]): MoneyTotals {
  const received = receivedAudits(audits);
  // Summed in centavos (integers), never as floating-point pesos.
  const sum = (list: Audit[]) => list.reduce((total, a) => total + pesosToCentavos(chargedAmount(a)), 0);
  const facturado = sum(received);
  const pagado = sum(received.filter((a) => a.estadoPago === 'pagada'));
  return {
    facturado: centavosToPesos(facturado),
    pagado: centavosToPesos(pagado),
    saldoPendiente: centavosToPesos(facturado - pagado),
  };
}
