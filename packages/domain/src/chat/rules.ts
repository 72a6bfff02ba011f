import type { Role } from '../auth/roles';
import { isClientRole } from '../auth/roles';

export interface MessageParty {
  id: number;
  role: Role;
  isActive: boolean;
  clienteId: number | null;
}

/**
 * Who may write to whom (docs/decisions.md: "Mensajes"): staff write to staff; admins and supervisors also
 * write to client-company users; client-company users write only to admins and supervisors, never to another
 * company's users nor to operators or accountants. Nobody writes to themselves or to an inactive user.
 */
export function canMessage(from: MessageParty, to: MessageParty): boolean {
  if (from.id === to.id || !from.isActive || !to.isActive) return false;
  if (isClientRole(from.role)) return to.role === 'admin' || to.role === 'supervisor';
  if (isClientRole(to.role)) return from.role === 'admin' || from.role === 'supervisor';
  return true;
}

/** Only admins send alerts ('Enviar Alerta') and high-priority messages. */
export function canSendAlert(role: Role): boolean {
  return role === 'admin';
}

/** The roles a user may write to, for the contact picker. */
export function messageableRoles(role: Role): Role[] {
  if (isClientRole(role)) return ['admin', 'supervisor'];
  if (role === 'admin' || role === 'supervisor') {
    return ['admin', 'supervisor', 'operador', 'contable', 'cliente', 'auditor'];
  }
  return ['admin', 'supervisor', 'operador', 'contable'];
}

export const MAX_MESSAGE_LENGTH = 5000;
