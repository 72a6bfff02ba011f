import type { Role } from '../auth/roles';
import { isClientRole } from '../auth/roles';
import { scopeIncludes, type TenantScope } from '../auth/tenant-scope';
import type { AuditState } from './states';

export interface AuditVisibilityFacts {
  clientId: number;
  estado: AuditState;
  operadorId: number | null;
  enTransito: boolean;
}

const AUDITOR_STATES: readonly AuditState[] = ['entregada', 'facturada'];
const CLIENT_HIDDEN: readonly AuditState[] = ['terminada', 'guardado_supervisor', 'aprobada'];

/**
 * Who sees an audit: admins, supervisors and accountants all; an operator its own and the ones waiting in the
 * queue; a client its companies' audits except those finished but not yet delivered (a corrected delivery goes
 * back out of its sight); an auditor only its company's delivered audits.
 */
export function mayViewAudit(
  user: { id: number; role: Role },
  scope: TenantScope,
  audit: AuditVisibilityFacts,
): boolean {
  if (isClientRole(user.role)) {
    if (!scopeIncludes(scope, audit.clientId)) return false;
    if (user.role === 'auditor') return AUDITOR_STATES.includes(audit.estado);
    return !CLIENT_HIDDEN.includes(audit.estado);
  }
  if (user.role === 'operador') {
    const waiting =
      (audit.estado === 'solicitud' || audit.estado === 'pendiente') &&
      audit.operadorId === null &&
      audit.enTransito;
    return audit.operadorId === user.id || waiting;
  }
  return true;
}

/** Money of an audit is for clients, accountants and admins; operators and supervisors never see it. */
export function maySeeAuditMoney(role: Role): boolean {
  return role === 'admin' || role === 'contable' || role === 'cliente';
}

/** Internal times and notes are for staff. */
export function maySeeAuditInternals(role: Role): boolean {
  return !isClientRole(role);
}
