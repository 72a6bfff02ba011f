import type { Role } from './roles';
import { isClientRole } from './roles';

/** The permission keys of the specification; a non-client user may override each one. */
export const PERMISSION_KEYS = [
  'audit_view',
  'audit_correct',
  'audit_create',
  'finance_view',
  'finance_manage',
  'puedeVerSueldo',
  'user_view',
  'user_manage',
  'client_view',
  'client_manage',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/**
 * Capabilities that only a role grants (never overridable per user): closing other people's
 * sessions, impersonating, registering users.
 */
export const ROLE_CAPABILITIES = ['session_manage', 'impersonate', 'user_admin', 'settings_manage'] as const;
export type RoleCapability = (typeof ROLE_CAPABILITIES)[number];

export type Action = PermissionKey | RoleCapability;

export type PermissionOverrides = Partial<Record<PermissionKey, boolean>>;

/** Every permission key set to `value`. */
export function everyPermission(value: boolean): Record<PermissionKey, boolean> {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, value])) as Record<PermissionKey, boolean>;
}

const NONE = everyPermission(false);

/** Role defaults (docs/decisions.md: "Permisos por defecto de cada rol"). */
export const ROLE_DEFAULTS: Record<Role, Record<PermissionKey, boolean>> = {
  admin: everyPermission(true),
  supervisor: {
    ...NONE,
    audit_view: true,
    audit_correct: true,
    audit_create: true,
    puedeVerSueldo: true,
    user_view: true,
    client_view: true,
  },
  operador: { ...NONE, audit_view: true, puedeVerSueldo: true },
  contable: {
    ...NONE,
    audit_view: true,
    finance_view: true,
    finance_manage: true,
    puedeVerSueldo: true,
    client_view: true,
  },
  cliente: { ...NONE, audit_view: true, audit_create: true, finance_view: true },
  auditor: { ...NONE, audit_view: true },
};

const CAPABILITIES_BY_ROLE: Record<Role, readonly RoleCapability[]> = {
  admin: ['session_manage', 'impersonate', 'user_admin', 'settings_manage'],
  supervisor: [],
  operador: [],
  contable: [],
  cliente: [],
  auditor: [],
};

export interface PermissionSubject {
  role: Role;
  isActive: boolean;
  /** Per-user overrides (the user record's own field name, so a user record is a subject as it is). */
  permissionOverrides?: PermissionOverrides | null;
}

/** The effective permission set: role defaults, then the user's overrides (never for client roles). */
export function effectivePermissions(subject: PermissionSubject): Record<PermissionKey, boolean> {
  const base = { ...ROLE_DEFAULTS[subject.role] };
  if (isClientRole(subject.role) || !subject.permissionOverrides) return base;
  for (const key of PERMISSION_KEYS) {
    const value = subject.permissionOverrides[key];
    if (typeof value === 'boolean') base[key] = value;
  }
  return base;
}

function isPermissionKey(action: Action): action is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(action);
}

/** The one answer to "may this user do X". An inactive user may do nothing. */
export function can(subject: PermissionSubject, action: Action): boolean {
  if (!subject.isActive) return false;
  if (isPermissionKey(action)) return effectivePermissions(subject)[action];
  return CAPABILITIES_BY_ROLE[subject.role].includes(action);
}

/** Keeps only known keys with boolean values: anything else in stored overrides is ignored. */
export function sanitizeOverrides(raw: unknown): PermissionOverrides {
  const result: PermissionOverrides = {};
  if (!raw || typeof raw !== 'object') return result;
  for (const key of PERMISSION_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}

/** Seeing another user's record and history needs user_view; everyone may see their own. */
export function canViewUser(actor: PermissionSubject & { id: number }, targetUserId: number): boolean {
  return actor.id === targetUserId ? actor.isActive : can(actor, 'user_view');
}
