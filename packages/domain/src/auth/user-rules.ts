import { can, type PermissionSubject } from './permissions';
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

export interface Actor extends PermissionSubject {
  id: number;
  /** The admin behind an impersonated session, when there is one. */
  impersonatorId?: number | null;
}

export interface TargetUser {
  id: number;
  role: Role;
}

/** Fields of a user whose change is privileged: only an admin changes them (never through an override). */
export type UserChange = 'basic' | 'role' | 'password' | 'isActive' | 'permissions' | 'delete';

/**
 * Whether `actor` may make this change to `target`. Nobody but an admin changes a role, permissions, the active
 * flag or another user's password; only admins touch admins; nobody deactivates or deletes themselves; nothing
 * about passwords while impersonating.
 */
export function userChangeProblem(actor: Actor, target: TargetUser, change: UserChange): string | null {
  const self = actor.id === target.id;
  if (change === 'password' && actor.impersonatorId) {
    return 'No se puede cambiar una contraseña en modo impersonación';
  }
  if (self && (change === 'isActive' || change === 'delete')) {
    return change === 'delete'
      ? 'No podés eliminar tu propio usuario'
      : 'No podés desactivar tu propio usuario';
  }
  if (self && (change === 'role' || change === 'permissions')) {
    return 'No podés cambiar tu propio rol ni tus permisos';
  }
  if (self && (change === 'basic' || change === 'password')) return null;
  const isAdmin = actor.role === 'admin' && actor.isActive;
  if (target.role === 'admin' && !isAdmin)
    return 'Solo un administrador puede modificar a otro administrador';
  if (change === 'basic' || change === 'delete') {
    return can(actor, 'user_manage') ? null : 'No tenés permiso para realizar esta acción';
  }
  return isAdmin
    ? null
    : 'Solo un administrador puede cambiar roles, permisos, contraseñas o el estado de un usuario';
}

/** Spanish answers of a password change that needs the current password. */
export const CURRENT_PASSWORD_MISSING = 'Ingresá tu contraseña actual para cambiarla';
export const CURRENT_PASSWORD_WRONG = 'La contraseña actual es incorrecta';

/**
 * Whether a password change must give the current password: always for one's own (admins too); only an admin
 * resetting SOMEONE ELSE's password does not (whether they may at all is `userChangeProblem`'s 'password').
 */
export function needsCurrentPassword(actor: Actor, target: TargetUser): boolean {
  return actor.id === target.id;
}

/**
 * The problem of a password change as for the current password, or null. `currentMatches` is whether the
 * current password given matches (the server checks it; undefined when none was given).
 */
export function currentPasswordProblem(
  actor: Actor,
  target: TargetUser,
  currentMatches: boolean | undefined,
): string | null {
  if (!needsCurrentPassword(actor, target)) return null;
  if (currentMatches === undefined) return CURRENT_PASSWORD_MISSING;
  return currentMatches ? null : CURRENT_PASSWORD_WRONG;
}

/** A username proposed from an email's local part: lower-case letters, digits, dots, dashes and underscores. */
export function usernameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '');
  return cleaned.length >= 3 ? cleaned.slice(0, 40) : `${cleaned}usuario`.slice(0, 40);
}

/** The first free variant of a username: base, base2, base3... */
export function uniqueUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 40 - String(n).length)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789!@#$%&*';

/** The spec's password generator: `length` random characters (12 on the users screen, 8 on the client form). */
export function generatePassword(length = 12, random: (max: number) => number = cryptoRandom): string {
  let out = '';
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[random(PASSWORD_ALPHABET.length)];
  return out;
}

function cryptoRandom(max: number): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return (buf[0] ?? 0) % max;
}
