import { can, type PermissionSubject } from '../auth/permissions';
import type { Role } from '../auth/roles';
import { sessionsClosedText } from '../messages';
import { CURSOR_INVALID } from '../schemas/lists';

/**
 * Who may do what in staff time control (spec §6: "Staff control centre: admin and contable"; §4: "Overtime needs
 * supervisor authorization; an admin can close a session"). docs/decisions.md: "Control horario".
 */
export interface StaffActor extends PermissionSubject {
  id: number;
}

/** The staff control centre's reads (summary, report, day detail, daily counts, anyone's hours): admin and contable. */
export function mayReadStaffControl(actor: StaffActor): boolean {
  return actor.isActive && (actor.role === 'admin' || actor.role === 'contable');
}

/** A user's hours: the staff centre, and every user its own (the work-time widget). */
export function mayReadUserHours(actor: StaffActor, targetUserId: number): boolean {
  return actor.isActive && (actor.id === targetUserId || mayReadStaffControl(actor));
}

/** Authorizing and revoking overtime: admins and supervisors. */
export function mayAuthorizeOvertime(actor: StaffActor): boolean {
  return actor.isActive && (actor.role === 'admin' || actor.role === 'supervisor');
}

/**
 * Whose overtime the actor may authorize: never its own; an admin any employee of the staff centre (operador,
 * supervisor, contable); a supervisor operators only.
 */
export function mayAuthorizeOvertimeOf(actor: StaffActor, target: { id: number; role: Role }): boolean {
  if (!mayAuthorizeOvertime(actor) || actor.id === target.id) return false;
  if (actor.role === 'supervisor') return target.role === 'operador';
  return target.role === 'operador' || target.role === 'supervisor' || target.role === 'contable';
}

/** Closing sessions (one user's or all of them): the admin capability `session_manage`. */
export function mayCloseSessions(actor: StaffActor): boolean {
  return can(actor, 'session_manage');
}

/** Spanish texts of staff time control answered by the server. */
export const STAFF_MSG = {
  motivoRequired: 'El motivo es obligatorio para autorizar horas extras',
  motivoTooLong: 'El motivo no puede superar los 500 caracteres',
  duracionInvalid: 'La duración debe ser un número de horas mayor que 0 y de hasta 16',
  fechaInvalid: 'Formato de fecha inválido. Use YYYY-MM-DD',
  rangeInverted: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  rangeTooLong: 'El rango de fechas no puede superar los 366 días',
  fechaTooFar: 'Solo se pueden autorizar horas extras hasta 31 días hacia adelante',
  notAnEmployee: 'Solo se controlan las horas de operadores, supervisores y contables',
  ownOvertime: 'No podés autorizar ni revocar tus propias horas extras',
  supervisorOnlyOperators: 'Un supervisor solo puede autorizar horas extras de operadores',
  overtimeAuthorized: 'Horas extras autorizadas',
  overtimeRevoked: 'Autorización de horas extras revocada',
  noOvertimeToRevoke: 'No hay horas extras autorizadas para ese día',
  sessionsClosed: (count: number) => sessionsClosedText(count, 'de empleados'),
  cursorInvalid: CURSOR_INVALID,
} as const;
