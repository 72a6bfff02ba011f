import type { Role } from '../auth/roles';
import type { OperatorAccess } from '../clients/operator-access';

/**
 * An operator (not a supervisor) holding an assigned or in-progress audit cannot take a new one; paused audits
 * do not block. Answers the Spanish message with the counts, or null.
 */
export function takeBlockedReason(
  role: Role,
  holding: { asignadas: number; enProceso: number },
): string | null {
  if (role !== 'operador') return null;
  if (holding.asignadas + holding.enProceso === 0) return null;
  return `Finaliza tu auditoría activa primero (asignadas: ${holding.asignadas}, en proceso: ${holding.enProceso})`;
}

/**
 * Which clients' audits an operator may take from the queue. Blocked clients never. An operator with assigned
 * clients takes from those; when none of them has an available audit, it falls back to clients nobody is
 * assigned to. An operator without assignments takes from clients nobody is assigned to. (A client with assigned
 * operators is served by them only.)
 */
export interface QueueScope {
  /** Clients whose audits are eligible in the first round. */
  primary: { kind: 'only'; clientIds: number[] } | { kind: 'unclaimed' };
  /** The fallback round, or null when there is none. */
  fallback: { kind: 'unclaimed' } | null;
  blocked: number[];
}

export function queueScope(access: OperatorAccess): QueueScope {
  const blocked = [...access.blockedClientIds];
  if (access.assignedClientIds.size > 0) {
    return {
      primary: { kind: 'only', clientIds: [...access.assignedClientIds] },
      fallback: { kind: 'unclaimed' },
      blocked,
    };
  }
  return { primary: { kind: 'unclaimed' }, fallback: null, blocked };
}
