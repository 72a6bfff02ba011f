import { ROLE_DEFAULTS } from '@auditorias/domain/auth/permissions';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { financeAccess } from './finance-access';

/** A user of `role` with its role's permissions, changed by `permissions`. */
function userOf(
  role: PublicUser['role'],
  permissions: Partial<PublicUser['permissions']> = {},
  isActive = true,
) {
  const base = makeUser(role);
  return { ...base, isActive, permissions: { ...base.permissions, ...ROLE_DEFAULTS[role], ...permissions } };
}

describe('financeAccess (the domain mayUseFinance)', () => {
  it('admins see, manage, delete, configure and close months; accountants see and manage and explain expenses', () => {
    expect(financeAccess(userOf('admin'))).toEqual({
      view: true,
      manage: true,
      delete: true,
      settings: true,
      closeMonths: true,
      mustExplainExpenses: false,
    });
    expect(financeAccess(userOf('contable'))).toEqual({
      view: true,
      manage: true,
      delete: false,
      settings: false,
      closeMonths: false,
      mustExplainExpenses: true,
    });
  });

  it('follows the permissions: a supervisor granted finance_view sees without managing; a contable without finance_manage only sees', () => {
    expect(financeAccess(userOf('supervisor'))).toMatchObject({ view: false, manage: false });
    expect(financeAccess(userOf('supervisor', { finance_view: true }))).toMatchObject({
      view: true,
      manage: false,
    });
    expect(financeAccess(userOf('contable', { finance_manage: false }))).toMatchObject({
      view: true,
      manage: false,
    });
  });

  it('refuses client companies (their finance_view is their own statement) and inactive users', () => {
    const client = userOf('cliente', { finance_view: true, finance_manage: true });
    expect(financeAccess(client)).toMatchObject({ view: false, manage: false, delete: false });
    expect(financeAccess(userOf('admin', {}, false))).toMatchObject({
      view: false,
      manage: false,
      delete: false,
    });
  });
});
