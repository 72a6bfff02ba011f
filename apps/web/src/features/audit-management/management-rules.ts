import { type DeletionType, deletionType, RETENTION_DAYS } from '@auditorias/domain/audits/management';
import { type AuditState, REPORT_STATES } from '@auditorias/domain/audits/states';
import { type AuditAction, possibleActions, statesFor } from '@auditorias/domain/audits/transitions';
import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { auditFacts } from '../audits/public';

/**
 * Spec section 4: from the transit panel only an audit someone holds (asignada, en_proceso, pausada) is
 * reassigned, and to someone else. Not in the domain package yet: kept here (see the report).
 */
export const TRANSIT_REASSIGN_STATES: readonly AuditState[] = ['asignada', 'en_proceso', 'pausada'];
export const CHOOSE_OPERATOR_MESSAGE = 'Elegí un operador';
export const SAME_OPERATOR_MESSAGE = 'Elegí un operador distinto del actual';

/** Whether the reassign action is offered: the domain's states, narrowed in the transit panel. */
export function mayReassign(estado: AuditState, fromTransit: boolean): boolean {
  if (!statesFor('reassign').includes(estado)) return false;
  return !fromTransit || TRANSIT_REASSIGN_STATES.includes(estado);
}

/**
 * Why a reassignment cannot be sent, or null. `operadorId`: undefined when nothing was chosen, null for
 * 'nobody' (back to pending).
 */
export function reassignProblem(
  audit: { estado: AuditState; operadorId: number | null },
  operadorId: number | null | undefined,
  fromTransit: boolean,
): string | null {
  if (!mayReassign(audit.estado, fromTransit))
    return 'La auditoría no está en un estado que permita reasignarla';
  if (operadorId === undefined) return CHOOSE_OPERATOR_MESSAGE;
  if (fromTransit && operadorId === audit.operadorId) return SAME_OPERATOR_MESSAGE;
  return null;
}

export interface DeletionPlan {
  type: DeletionType;
  label: string;
  explanation: string;
}

/** What deleting does, by age (domain rule `deletionType`): a cleanup, or a correction that reverses money. */
export function deletionPlan(createdAt: Date, now: Date): DeletionPlan {
  const type = deletionType(createdAt, now);
  return type === 'cleanup'
    ? {
        type,
        label: 'Limpieza',
        explanation: `La auditoría tiene más de ${RETENTION_DAYS} días: se elimina como limpieza, sin efecto en pagos ni cobros.`,
      }
    : {
        type,
        label: 'Corrección',
        explanation: `La auditoría tiene ${RETENTION_DAYS} días o menos: se elimina como corrección. Se revierte el pago al operador, se quita el cobro al cliente, se ajustan los estados de cuenta y se genera una alerta de eliminación.`,
      };
}

export type ManagementAction =
  | 'approve'
  | 'return'
  | 'correct'
  | 'reassign'
  | 'message'
  | 'toggle_free'
  | 'delete'
  | 'reports';

/** The buttons of a row of the management table, from the domain's transition table and the user's role. */
export function managementActions(
  user: { id: number; role: Role; permissions: { finance_manage: boolean } },
  audit: Audit,
): ManagementAction[] {
  const possible = new Set<AuditAction>(possibleActions({ id: user.id, role: user.role }, auditFacts(audit)));
  const actions: ManagementAction[] = [];
  if (possible.has('approve_send') && !audit.aprobada) actions.push('approve');
  if (possible.has('return_for_correction') && !audit.aprobada) actions.push('return');
  if (possible.has('correct') && audit.estadoPago !== 'pagada') actions.push('correct');
  if (possible.has('reassign')) actions.push('reassign');
  if (user.role === 'admin' || user.role === 'supervisor') actions.push('message');
  if (user.role === 'admin' && user.permissions.finance_manage && audit.estadoPago !== 'pagada')
    actions.push('toggle_free');
  if (user.role === 'admin') actions.push('delete');
  if (REPORT_STATES.includes(audit.estado)) actions.push('reports');
  return actions;
}
