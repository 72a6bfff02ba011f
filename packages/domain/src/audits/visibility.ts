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
const CLIENT_HIDDEN: readonly AuditState[] = ['terminada', 'guardado_supervisor', 'aprobada'];

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
