import { describe, expect, it } from 'vitest';
import type { Role } from './roles';
import {
  CURRENT_PASSWORD_MISSING,
  CURRENT_PASSWORD_WRONG,
  clientLinkProblem,
  currentPasswordProblem,
  generatePassword,
  needsCurrentPassword,
  type UserChange,
  uniqueUsername,
  userChangeProblem,
  usernameFromEmail,
} from './user-rules';

describe('clientLinkProblem', () => {
  it('client roles need a company, staff roles must not have one', () => {
    expect(clientLinkProblem('cliente', null)).toBe(
      'Un usuario cliente o auditor debe estar vinculado a un cliente',
    );
    expect(clientLinkProblem('auditor', undefined)).not.toBeNull();
    expect(clientLinkProblem('cliente', 1)).toBeNull();
    expect(clientLinkProblem('operador', 1)).toBe(
      'Solo los usuarios cliente o auditor se vinculan a un cliente',
    );
    expect(clientLinkProblem('admin', null)).toBeNull();
  });
});

describe('userChangeProblem', () => {
  const actor = (role: Role, id = 1, permissionOverrides = {}, impersonatorId: number | null = null) => ({
    id,
    role,
    isActive: true,
    permissionOverrides,
    impersonatorId,
  });
  const target = (role: Role, id = 2) => ({ id, role });
  const changes: UserChange[] = ['basic', 'role', 'password', 'isActive', 'permissions', 'delete'];

  it('an admin may change everything of another user', () => {
    for (const change of changes)
      expect(userChangeProblem(actor('admin'), target('operador'), change)).toBeNull();
    for (const change of changes)
      expect(userChangeProblem(actor('admin'), target('admin'), change)).toBeNull();
  });

  it('nobody deactivates, deletes or re-roles themselves', () => {
    expect(userChangeProblem(actor('admin'), target('admin', 1), 'isActive')).toBe(
      'No podés desactivar tu propio usuario',
    );
    expect(userChangeProblem(actor('admin'), target('admin', 1), 'delete')).toBe(
      'No podés eliminar tu propio usuario',
    );
    expect(userChangeProblem(actor('admin'), target('admin', 1), 'role')).not.toBeNull();
    expect(userChangeProblem(actor('admin'), target('admin', 1), 'permissions')).not.toBeNull();
  });

  it('everyone may change their own name and password', () => {
    for (const role of ['operador', 'cliente', 'auditor', 'contable', 'supervisor'] as Role[]) {
      expect(userChangeProblem(actor(role), target(role, 1), 'basic')).toBeNull();
      expect(userChangeProblem(actor(role), target(role, 1), 'password')).toBeNull();
    }
  });

  it('a non-admin with user_manage edits basic data but never privileged fields', () => {
    const manager = actor('supervisor', 1, { user_manage: true });
    expect(userChangeProblem(manager, target('operador'), 'basic')).toBeNull();
    expect(userChangeProblem(manager, target('operador'), 'delete')).toBeNull();
    for (const change of ['role', 'password', 'isActive', 'permissions'] as UserChange[]) {
      expect(userChangeProblem(manager, target('operador'), change)).toMatch(/^Solo un administrador/);
    }
    for (const change of changes) {
      expect(userChangeProblem(manager, target('admin'), change)).toMatch(/^Solo un administrador/);
    }
  });

  it('without user_manage nothing of others', () => {
    for (const role of ['supervisor', 'operador', 'contable', 'cliente', 'auditor'] as Role[]) {
      for (const change of changes)
        expect(userChangeProblem(actor(role), target('operador'), change)).not.toBeNull();
    }
  });

  it('no password changes while impersonating, not even the own one', () => {
    const impersonated = actor('operador', 5, {}, 1);
    expect(userChangeProblem(impersonated, target('operador', 5), 'password')).toBe(
      'No se puede cambiar una contraseña en modo impersonación',
    );
    expect(userChangeProblem(impersonated, target('operador', 5), 'basic')).toBeNull();
  });
});

describe('currentPasswordProblem', () => {
  const actor = (role: Role, id: number) => ({ id, role, isActive: true, permissionOverrides: {} });
  const target = (role: Role, id: number) => ({ id, role });
  // [case, who (role, id), whose password (role, id), current password given and matching?, expected problem]
  const table: Array<[string, [Role, number], [Role, number], boolean | undefined, string | null]> = [
    ['an operator, own, none given', ['operador', 5], ['operador', 5], undefined, CURRENT_PASSWORD_MISSING],
    ['an operator, own, wrong', ['operador', 5], ['operador', 5], false, CURRENT_PASSWORD_WRONG],
    ['an operator, own, right', ['operador', 5], ['operador', 5], true, null],
    ['a client, own, none given', ['cliente', 7], ['cliente', 7], undefined, CURRENT_PASSWORD_MISSING],
    ['an admin, own, none given', ['admin', 1], ['admin', 1], undefined, CURRENT_PASSWORD_MISSING],
    ['an admin, own, wrong', ['admin', 1], ['admin', 1], false, CURRENT_PASSWORD_WRONG],
    ['an admin, own, right', ['admin', 1], ['admin', 1], true, null],
    ["an admin, someone else's, none given", ['admin', 1], ['operador', 5], undefined, null],
    ["an admin, another admin's, none given", ['admin', 1], ['admin', 2], undefined, null],
    ["an admin, someone else's, a wrong one given", ['admin', 1], ['operador', 5], false, null],
  ];
  it.each(table)('%s', (_name, [role, id], [targetRole, targetId], matches, expected) => {
    const who = actor(role, id);
    const whose = target(targetRole, targetId);
    expect(currentPasswordProblem(who, whose, matches)).toBe(expected);
    expect(needsCurrentPassword(who, whose)).toBe(id === targetId);
  });
  it('answers in Spanish', () => {
    expect(CURRENT_PASSWORD_WRONG).toBe('La contraseña actual es incorrecta');
  });
});

describe('usernames', () => {
  it('derives a clean username from the email', () => {
    expect(usernameFromEmail('José.Pérez+ventas@empresa.com.ar')).toBe('jose.perezventas');
    expect(usernameFromEmail('ab@x.com')).toBe('abusuario');
  });
  it('finds the first free variant', () => {
    expect(uniqueUsername('ana', new Set())).toBe('ana');
    expect(uniqueUsername('ana', new Set(['ana', 'ana2']))).toBe('ana3');
  });
});

describe('generatePassword', () => {
  it('makes passwords of the asked length from the safe alphabet', () => {
    expect(generatePassword()).toHaveLength(12);
    expect(generatePassword(8)).toHaveLength(8);
    expect(generatePassword(12)).toMatch(/^[A-Za-z0-9!@#$%&*]{12}$/);
    expect(generatePassword(4, () => 0)).toBe('AAAA');
  });
});
