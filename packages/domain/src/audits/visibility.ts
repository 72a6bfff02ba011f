import { maySeePrices, mayViewCompany, type Viewer } from '../auth/access';
import type { Role } from '../auth/roles';
import { isClientRole } from '../auth/roles';
import type { AuditState } from './states';

export interface AuditVisibilityFacts {
  clientId: number;
  estado: AuditState;
  operadorId: number | null;
  enTransito: boolean;
}

const AUDITOR_STATES: readonly AuditState[] = ['entregada', 'facturada'];
/** Finished but not yet delivered: a client company does not see these (a corrected delivery goes back to them). */
export const CLIENT_HIDDEN: readonly AuditState[] = ['terminada', 'guardado_supervisor', 'aprobada'];

/** Waiting in the operators' queue: not taken, not held in the management queue. */
export function isWaiting(audit: AuditVisibilityFacts): boolean {
  return (
    (audit.estado === 'solicitud' || audit.estado === 'pendiente') &&
    audit.operadorId === null &&
    audit.enTransito
  );
}

/**
 * Who sees an audit, for lists, single reads, timelines, attachments and reports alike: admins, supervisors and
 * accountants all; an operator its own audits and the waiting ones of companies it may work for
 * (`mayViewCompany`); a client its companies' audits except those finished but not yet delivered (a corrected
 * delivery goes back out of its sight); an auditor only its company's delivered audits.
 */
export function mayViewAudit(viewer: Viewer, audit: AuditVisibilityFacts): boolean {
  if (!viewer.isActive) return false;
  if (isClientRole(viewer.role)) {
    if (!mayViewCompany(viewer, audit.clientId)) return false;
    if (viewer.role === 'auditor') return AUDITOR_STATES.includes(audit.estado);
    return !CLIENT_HIDDEN.includes(audit.estado);
  }
  if (viewer.role === 'operador') {
    if (audit.operadorId === viewer.id) return true;
    return isWaiting(audit) && mayViewCompany(viewer, audit.clientId);
  }
  return true;
}

/** Money of an audit is for clients, accountants and admins; operators and supervisors never see it. */
export function maySeeAuditMoney(role: Role): boolean {
  return maySeePrices(role);
}

/** Internal times and notes are for staff. */
export function maySeeAuditInternals(role: Role): boolean {
  return !isClientRole(role);
}

/**
 * `mayViewAudit` as a list filter the database applies (so pages and counts are exact): a client-company user's
 * companies without the states hidden from it, an operator's own audits (the queue is read through the queue),
 * and everything for other staff.
 */
export interface AuditListScope {
  clientIds: readonly number[] | null;
  operadorId: number | null;
  onlyStates: readonly AuditState[] | null;
  hiddenStates: readonly AuditState[];
}

export function auditListScope(viewer: Viewer): AuditListScope {
  if (!viewer.isActive) return { clientIds: [], operadorId: null, onlyStates: null, hiddenStates: [] };
  if (isClientRole(viewer.role)) {
    const clientIds = viewer.scope.kind === 'clients' ? viewer.scope.clientIds : [];
    return viewer.role === 'auditor'
      ? { clientIds, operadorId: null, onlyStates: AUDITOR_STATES, hiddenStates: [] }
      : { clientIds, operadorId: null, onlyStates: null, hiddenStates: CLIENT_HIDDEN };
  }
  if (viewer.role === 'operador')
    return { clientIds: null, operadorId: viewer.id, onlyStates: null, hiddenStates: [] };
  return { clientIds: null, operadorId: null, onlyStates: null, hiddenStates: [] };
}

/** The states a list asks for, within what the scope allows (an empty result means no audit at all). */
export function statesWithin(
  asked: readonly AuditState[] | undefined,
  scope: AuditListScope,
): readonly AuditState[] | undefined {
  if (!scope.onlyStates) return asked;
  if (!asked) return scope.onlyStates;
  return asked.filter((s) => scope.onlyStates?.includes(s));
}
