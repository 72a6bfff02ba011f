import type { Role } from '../auth/roles';
import { type AuditState, CLIENT_RECEIVED_STATES } from './states';
import { CLIENT_HIDDEN } from './visibility';

/** The audit counts of a client dashboard. */
export interface ClientAuditCounts {
  completadas: number;
  enProceso: number;
  pendientes: number;
}

/** The states a client-company user sees of its companies' audits (as `mayViewAudit` reads them). */
function seenBy(role: Role, estado: AuditState): boolean {
  if (role === 'auditor') return CLIENT_RECEIVED_STATES.includes(estado);
  return !CLIENT_HIDDEN.includes(estado);
}

/**
 * Spec §4, client counting on dashboards: completed = entregada or facturada; in process = en_proceso; pending =
 * not delivered or billed — of the audits the user sees (never those finished but not yet delivered). Pending
 * therefore includes the ones in process, as the spec words it and as the account statement's pending list does
 * (docs/decisions.md, 'Client dashboard').
 */
export function clientAuditCounts(
  role: Role,
  rows: ReadonlyArray<{ estado: AuditState; n: number }>,
): ClientAuditCounts {
  const counts: ClientAuditCounts = { completadas: 0, enProceso: 0, pendientes: 0 };
  for (const { estado, n } of rows) {
    if (!seenBy(role, estado)) continue;
    if (CLIENT_RECEIVED_STATES.includes(estado)) counts.completadas += n;
    else counts.pendientes += n;
    if (estado === 'en_proceso') counts.enProceso += n;
  }
  return counts;
}

/** Adds up the counts of several companies. */
export function addClientAuditCounts(list: readonly ClientAuditCounts[]): ClientAuditCounts {
  return list.reduce(
    (t, c) => ({
      completadas: t.completadas + c.completadas,
      enProceso: t.enProceso + c.enProceso,
      pendientes: t.pendientes + c.pendientes,
    }),
    { completadas: 0, enProceso: 0, pendientes: 0 },
  );
}

/** A row of the comparison query: audits of a company's branch, by the month they were ordered or delivered. */
export interface ComparisonSourceRow {
  clienteId: number;
  sucursal: string;
  /** 'pedida': counted in the month of creation; 'entregada': in the month of delivery. */
  kind: 'pedida' | 'entregada';
  mes: string;
  estado: AuditState;
  n: number;
  /** The price of the rows (centavos), free audits 0. */
  centavos: number;
  /** Events recorded in their worksheets. */
  eventos: number;
}

export interface ComparisonFigures {
  pedidas: number;
  pendientes: number;
  entregadas: number;
  /** Centavos. */
  centavos: number;
  incidentes: number;
}

export const emptyComparisonFigures = (): ComparisonFigures => ({
  pedidas: 0,
  pendientes: 0,
  entregadas: 0,
  centavos: 0,
  incidentes: 0,
});

/**
 * Adds a comparison row into figures, as the client dashboard counts (issue 25, beyond the spec): ordered = the
 * audits ordered in the period that the user sees, pending = those of them not delivered or billed, delivered =
 * entregada or facturada in the period (by delivery date) with their price and their reports' events (incidents).
 */
export function addComparisonRow(role: Role, into: ComparisonFigures, row: ComparisonSourceRow): void {
  if (row.kind === 'pedida') {
    if (!seenBy(role, row.estado)) return;
    into.pedidas += row.n;
    if (!CLIENT_RECEIVED_STATES.includes(row.estado)) into.pendientes += row.n;
    return;
  }
  if (!CLIENT_RECEIVED_STATES.includes(row.estado)) return;
  into.entregadas += row.n;
  into.centavos += row.centavos;
  into.incidentes += row.eventos;
}
