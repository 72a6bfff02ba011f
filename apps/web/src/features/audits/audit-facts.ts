import { type AuditAction, type AuditFacts, possibleActions } from '@auditorias/domain/audits/transitions';
import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';

/** What the domain's transition table needs to know of an audit as the API shows it. */
export function auditFacts(audit: Audit): AuditFacts {
  return {
    estado: audit.estado,
    operadorId: audit.operadorId,
    asignadoPor: audit.asignadoPor,
    enTransito: audit.enTransito,
    fechaInicio: audit.fechaInicio ? new Date(audit.fechaInicio) : null,
  };
}

/** The actions this user may take now on this audit (the same rule the server applies). */
export function auditActions(user: { id: number; role: Role }, audit: Audit): AuditAction[] {
  return possibleActions({ id: user.id, role: user.role }, auditFacts(audit));
}
