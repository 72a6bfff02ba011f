import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import {
  mayAuthorizeOvertime,
  mayAuthorizeOvertimeOf,
  mayCloseSessions,
  mayReadStaffControl,
  mayReadUserHours,
} from './access';

const actor = (role: Role, id = 1, isActive = true) => ({ id, role, isActive });

describe('staff time control access', () => {
  it.each<[Role, boolean]>([
    ['admin', true],
    ['contable', true],
    ['supervisor', false],
    ['operador', false],
    ['cliente', false],
    ['auditor', false],
  ])('the staff centre for %s: %s', (role, allowed) => {
    expect(mayReadStaffControl(actor(role))).toBe(allowed);
    expect(mayReadUserHours(actor(role), 2)).toBe(allowed);
    expect(mayReadUserHours(actor(role), 1)).toBe(true);
  });

  it('an inactive user reads nothing', () => {
    expect(mayReadStaffControl(actor('admin', 1, false))).toBe(false);
    expect(mayReadUserHours(actor('operador', 1, false), 1)).toBe(false);
  });

  it.each<[Role, Role, boolean]>([
    ['admin', 'operador', true],
    ['admin', 'supervisor', true],
    ['admin', 'contable', true],
    ['admin', 'admin', false],
    ['admin', 'cliente', false],
    ['supervisor', 'operador', true],
    ['supervisor', 'supervisor', false],
    ['supervisor', 'contable', false],
    ['contable', 'operador', false],
    ['operador', 'operador', false],
    ['cliente', 'operador', false],
  ])('%s authorizing overtime of %s: %s', (who, target, allowed) => {
    expect(mayAuthorizeOvertimeOf(actor(who), { id: 2, role: target })).toBe(allowed);
  });

  it('nobody authorizes their own overtime', () => {
    expect(mayAuthorizeOvertime(actor('supervisor'))).toBe(true);
    expect(mayAuthorizeOvertimeOf(actor('supervisor', 5), { id: 5, role: 'supervisor' })).toBe(false);
    expect(mayAuthorizeOvertimeOf(actor('admin', 5), { id: 5, role: 'operador' })).toBe(false);
  });

  it('closing sessions is the admin capability', () => {
    expect(mayCloseSessions(actor('admin'))).toBe(true);
    for (const role of ['supervisor', 'contable', 'operador', 'cliente'] as const) {
      expect(mayCloseSessions(actor(role))).toBe(false);
    }
  });
});
