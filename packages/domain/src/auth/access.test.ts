import { describe, expect, it } from 'vitest';
import { operatorMayWorkFor } from '../clients/operator-access';
import {
  companyFieldAccess,
  mayReadCompanyRecord,
  mayUseQueue,
  mayViewCompany,
  sharedViewKey,
  type Viewer,
} from './access';
import type { Role } from './roles';

function viewer(role: Role, extra: Partial<Viewer> = {}): Viewer {
  return {
    id: 10,
    role,
    isActive: true,
    scope:
      role === 'cliente' || role === 'auditor' ? { kind: 'clients', clientIds: [1, 3] } : { kind: 'all' },
    work:
      role === 'operador'
        ? { assignedClientIds: new Set([2]), blockedClientIds: new Set([4]), claimedClientIds: new Set([2]) }
        : null,
    ...extra,
  };
}
const held = { holdsAuditOfCompany: true };
const notHeld = { holdsAuditOfCompany: false };

describe('operatorMayWorkFor', () => {
  const access = (assigned: number[], blocked: number[], claimed: number[] = assigned) => ({
    assignedClientIds: new Set(assigned),
    blockedClientIds: new Set(blocked),
    claimedClientIds: new Set(claimed),
  });
  it('no assignments: every company nobody is assigned to, never a blocking one', () => {
    expect(operatorMayWorkFor(access([], []), 7)).toBe(true);
    expect(operatorMayWorkFor(access([], [7]), 7)).toBe(false);
    expect(operatorMayWorkFor(access([], [], [7]), 7)).toBe(false);
  });
  it('assigned companies restrict the operator to them', () => {
    expect(operatorMayWorkFor(access([1, 2], []), 2)).toBe(true);
    expect(operatorMayWorkFor(access([1, 2], []), 3)).toBe(false);
  });
});

describe('mayViewCompany', () => {
  it('clients see their companies; other companies never', () => {
    expect(mayViewCompany(viewer('cliente'), 1)).toBe(true);
    expect(mayViewCompany(viewer('cliente'), 2)).toBe(false);
    expect(mayViewCompany(viewer('auditor'), 3)).toBe(true);
  });
  it('operators see the companies they may work for', () => {
    expect(mayViewCompany(viewer('operador'), 2)).toBe(true);
    expect(mayViewCompany(viewer('operador'), 1)).toBe(false);
    expect(mayViewCompany(viewer('operador'), 4)).toBe(false);
    expect(mayViewCompany(viewer('operador', { work: null }), 2)).toBe(false);
  });
  it('other staff see every company; inactive users none', () => {
    for (const role of ['admin', 'supervisor', 'contable'] as const)
      expect(mayViewCompany(viewer(role), 9)).toBe(true);
    expect(mayViewCompany(viewer('admin', { isActive: false }), 9)).toBe(false);
  });
});

describe('mayReadCompanyRecord', () => {
  it('staff need client_view or audit_view', () => {
    expect(mayReadCompanyRecord(viewer('contable'), 1)).toBe(true);
    expect(
      mayReadCompanyRecord(
        viewer('supervisor', { permissionOverrides: { client_view: false, audit_view: false } }),
        1,
      ),
    ).toBe(false);
    expect(mayReadCompanyRecord(viewer('operador'), 2)).toBe(true);
    expect(mayReadCompanyRecord(viewer('operador'), 1)).toBe(false);
  });
});

describe('companyFieldAccess', () => {
  // Prices: admin, contable and the client itself only. Operator pay: admin and contable only. DVR passwords: admin,
  // supervisor, and an operator only while it holds an audit of a company it may work for. Contract: staff with
  // client_view and the client itself.
  // [field, roles, company, whether the viewer holds an audit of it, expected]
  it.each<[keyof ReturnType<typeof companyFieldAccess>, Role[], number, typeof held, boolean]>([
    ['prices', ['admin', 'contable', 'cliente'], 1, notHeld, true],
    ['prices', ['cliente'], 2, notHeld, false],
    ['prices', ['auditor', 'supervisor'], 1, notHeld, false],
    ['prices', ['operador'], 2, held, false],
    ['operatorPay', ['admin', 'contable'], 1, notHeld, true],
    ['operatorPay', ['supervisor', 'operador', 'cliente', 'auditor'], 2, held, false],
    ['dvrPasswords', ['admin', 'supervisor'], 1, notHeld, true],
    ['dvrPasswords', ['operador'], 2, held, true],
    ['dvrPasswords', ['operador'], 2, notHeld, false],
    ['dvrPasswords', ['operador'], 1, held, false],
    ['dvrPasswords', ['operador'], 4, held, false],
    ['dvrPasswords', ['contable', 'cliente', 'auditor'], 1, held, false],
    ['contract', ['contable', 'cliente'], 1, notHeld, true],
    ['contract', ['operador'], 2, held, false],
    ['contract', ['auditor'], 1, notHeld, false],
  ])('%s for %j on company %i (%o): %s', (field, roles, company, facts, expected) => {
    for (const role of roles) {
      expect(companyFieldAccess(viewer(role), company, facts)[field], role).toBe(expected);
    }
  });
});

describe('mayUseQueue', () => {
  it('operators and supervisors only', () => {
    expect(mayUseQueue('operador')).toBe(true);
    expect(mayUseQueue('supervisor')).toBe(true);
    for (const role of ['admin', 'contable', 'cliente', 'auditor'] as const)
      expect(mayUseQueue(role)).toBe(false);
  });
});

describe('sharedViewKey', () => {
  it('operators, supervisors and inactive users never share an answer', () => {
    expect(sharedViewKey(viewer('operador'))).toBeNull();
    expect(sharedViewKey(viewer('supervisor'))).toBeNull();
    expect(sharedViewKey(viewer('admin', { isActive: false }))).toBeNull();
  });
  it('the same role, companies and overrides share one key; any difference separates them', () => {
    const admin = sharedViewKey(viewer('admin'));
    expect(sharedViewKey(viewer('admin', { id: 99 }))).toBe(admin);
    expect(sharedViewKey(viewer('contable'))).not.toBe(admin);
    expect(sharedViewKey(viewer('admin', { permissionOverrides: { audit_view: false } }))).not.toBe(admin);
    const client = sharedViewKey(viewer('cliente'));
    expect(sharedViewKey(viewer('cliente', { id: 11, scope: { kind: 'clients', clientIds: [3, 1] } }))).toBe(
      client,
    );
    expect(sharedViewKey(viewer('cliente', { scope: { kind: 'clients', clientIds: [1] } }))).not.toBe(client);
    expect(sharedViewKey(viewer('auditor'))).not.toBe(client);
  });
});
