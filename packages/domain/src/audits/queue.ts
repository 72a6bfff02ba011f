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
 * Which clients' audits a user may take from the queue: for an operator, exactly the clients it may see and work
 * for (`operatorMayWorkFor`): its assigned clients when it has any; otherwise every client but those claimed by
 * an assigned operator. Blocked clients never. `only: null` means any client but the excluded ones.
 */
export interface QueueScope {
  only: number[] | null;
  excluded: number[];
}

export const WHOLE_QUEUE: QueueScope = { only: null, excluded: [] };

export function queueScope(access: OperatorAccess): QueueScope {
  const blocked = [...access.blockedClientIds];
  if (access.assignedClientIds.size > 0) {
    return {
      only: [...access.assignedClientIds].filter((id) => !access.blockedClientIds.has(id)),
      excluded: [],
    };
  }
  return {
    only: null,
    excluded: [...new Set([...access.claimedClientIds, ...blocked])].sort((a, b) => a - b),
  };
}
