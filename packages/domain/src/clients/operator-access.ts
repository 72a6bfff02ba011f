/**
 * Operator-client permissions (spec: operator-client permissions). An operator with assigned clients works
 * only for those; a blocked operator never works for that client; an operator with no assignments works for
 * every client nobody is assigned to (a client with assigned operators is served by them only).
 */
export interface OperatorAccess {
  assignedClientIds: ReadonlySet<number>;
  blockedClientIds: ReadonlySet<number>;
  /** Clients that have at least one assigned operator (of anybody). */
  claimedClientIds: ReadonlySet<number>;
}

export function operatorMayWorkFor(access: OperatorAccess, clientId: number): boolean {
  if (access.blockedClientIds.has(clientId)) return false;
  if (access.assignedClientIds.size > 0) return access.assignedClientIds.has(clientId);
  return !access.claimedClientIds.has(clientId);
}

/**
 * A child business works under its parent company (its contract, prices and pay): an assignment, a block or a claim
 * of the company covers its child businesses too, as a client user's scope does (`tenantScopeWithChildren`).
 * Without it an operator blocked from a company still worked for, and saw, its child businesses.
 */
export function accessWithChildren(
  access: OperatorAccess,
  childrenOf: ReadonlyMap<number, readonly number[]>,
): OperatorAccess {
  const widen = (ids: ReadonlySet<number>) => {
    const all = new Set(ids);
    for (const id of ids) for (const child of childrenOf.get(id) ?? []) all.add(child);
    return all;
  };
  return {
    assignedClientIds: widen(access.assignedClientIds),
    blockedClientIds: widen(access.blockedClientIds),
    claimedClientIds: widen(access.claimedClientIds),
  };
}

export type OperatorClientStatus = 'disponible' | 'asignado' | 'bloqueado';

/** One operator and one client are in exactly one state; assigning replaces a block and vice versa. */
export function statusOf(
  access: Omit<OperatorAccess, 'claimedClientIds'>,
  clientId: number,
): OperatorClientStatus {
  if (access.blockedClientIds.has(clientId)) return 'bloqueado';
  if (access.assignedClientIds.has(clientId)) return 'asignado';
  return 'disponible';
}
