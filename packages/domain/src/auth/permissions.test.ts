import { describe, expect, it } from 'vitest';
import {
  can,
  canViewUser,
  effectivePermissions,
  PERMISSION_KEYS,
  ROLE_DEFAULTS,
  sanitizeOverrides,
} from './permissions';
import { ROLES, type Role } from './roles';

const user = (role: Role, permissionOverrides = {}, isActive = true) => ({
  role,
  isActive,
  permissionOverrides,
});

describe('role defaults', () => {
  // The table of docs/decisions.md, written out so that a change to a default is a visible decision.
  const expected: Record<Role, string[]> = {
    admin: [...PERMISSION_KEYS],
    supervisor: ['audit_view', 'audit_correct', 'audit_create', 'puedeVerSueldo', 'user_view', 'client_view'],
    operador: ['audit_view', 'puedeVerSueldo'],
    contable: ['audit_view', 'finance_view', 'finance_manage', 'puedeVerSueldo', 'client_view'],
    cliente: ['audit_view', 'audit_create', 'finance_view'],
    auditor: ['audit_view'],
  };
  it.each(ROLES)('%s has exactly its default permissions', (role) => {
    const granted = PERMISSION_KEYS.filter((k) => can(user(role), k));
    expect(granted.sort()).toEqual([...expected[role]].sort());
    expect(Object.keys(ROLE_DEFAULTS[role]).sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it.each([
    ['admin', ['session_manage', 'impersonate', 'user_admin', 'settings_manage']],
    ['supervisor', []],
    ['operador', []],
    ['contable', []],
    ['cliente', []],
    ['auditor', []],
  ] as Array<[Role, string[]]>)('%s role capabilities', (role, capabilities) => {
    const all = ['session_manage', 'impersonate', 'user_admin', 'settings_manage'] as const;
    expect(all.filter((c) => can(user(role), c))).toEqual(capabilities);
  });
});

describe('per-user overrides', () => {
  it('grant and revoke on top of the role for staff', () => {
    const op = user('operador', { finance_view: true, audit_view: false });
    expect(can(op, 'finance_view')).toBe(true);
    expect(can(op, 'audit_view')).toBe(false);
    expect(can(op, 'user_manage')).toBe(false);
  });

  it('never apply to client-company users', () => {
    const client = user('cliente', { user_manage: true, finance_manage: true });
    expect(can(client, 'user_manage')).toBe(false);
    expect(effectivePermissions(client)).toEqual(ROLE_DEFAULTS.cliente);
    expect(can(user('auditor', { client_manage: true }), 'client_manage')).toBe(false);
  });

  it('cannot grant role capabilities', () => {
    expect(can(user('supervisor', { session_manage: true, impersonate: true }), 'session_manage')).toBe(
      false,
    );
  });

  it('an inactive user may do nothing', () => {
    for (const key of PERMISSION_KEYS) expect(can(user('admin', {}, false), key)).toBe(false);
    expect(can(user('admin', {}, false), 'session_manage')).toBe(false);
  });

  it('sanitizeOverrides keeps only known boolean keys', () => {
    expect(
      sanitizeOverrides({ audit_view: true, user_manage: 'yes', role: 'admin', client_view: false }),
    ).toEqual({
      audit_view: true,
      client_view: false,
    });
    expect(sanitizeOverrides(null)).toEqual({});
    expect(sanitizeOverrides('audit_view')).toEqual({});
  });
});

describe('canViewUser', () => {
  it('everyone sees themselves; others need user_view', () => {
    expect(canViewUser({ ...user('operador'), id: 7 }, 7)).toBe(true);
    expect(canViewUser({ ...user('operador'), id: 7 }, 8)).toBe(false);
    expect(canViewUser({ ...user('supervisor'), id: 7 }, 8)).toBe(true);
    expect(canViewUser({ ...user('cliente'), id: 7 }, 8)).toBe(false);
    expect(canViewUser({ ...user('contable', { user_view: true }), id: 7 }, 8)).toBe(true);
  });
});
