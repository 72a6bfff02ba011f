import type { Role } from './roles';
import { isClientRole } from './roles';

/**
 * A client-company role needs its company; a staff role has none. Answers the Spanish problem, or null.
 */
export function clientLinkProblem(role: Role, clienteId: number | null | undefined): string | null {
  if (isClientRole(role) && !clienteId)
    return 'Un usuario cliente o auditor debe estar vinculado a un cliente';
  if (!isClientRole(role) && clienteId) return 'Solo los usuarios cliente o auditor se vinculan a un cliente';
  return null;
}
