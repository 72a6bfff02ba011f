import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/access';
import type { Role } from '../auth/roles';
import type { AuditState } from './states';
import { auditListScope, maySeeAuditMoney, mayViewAudit, statesWithin } from './visibility';

const audit = (estado: AuditState, clientId = 1, operadorId: number | null = null, enTransito = true) => ({
  clientId,
  estado,
  operadorId,
  enTransito,
});
const none = new Set<number>();
function viewer(role: Role, id: number, extra: Partial<Viewer> = {}): Viewer {
  return {
    id,
    role,
    isActive: true,
    scope: role === 'cliente' || role === 'auditor' ? { kind: 'clients', clientIds: [1] } : { kind: 'all' },
    work:
      role === 'operador'
        ? { assignedClientIds: none, blockedClientIds: none, claimedClientIds: none }
        : null,
    ...extra,
  };
}

describe('mayViewAudit', () => {
  it('staff other than operators see everything', () => {
    for (const role of ['admin', 'supervisor', 'contable'] as const) {
      expect(mayViewAudit(viewer(role, 1), audit('facturada', 9, 3))).toBe(true);
    }
  });
  it('an unrestricted operator sees its own audits and the waiting queue, nothing else', () => {
    const op = viewer('operador', 3);
    expect(mayViewAudit(op, audit('en_proceso', 1, 3))).toBe(true);
    expect(mayViewAudit(op, audit('pendiente'))).toBe(true);
    expect(mayViewAudit(op, audit('pendiente', 1, null, false))).toBe(false);
    expect(mayViewAudit(op, audit('en_proceso', 1, 4))).toBe(false);
  });
  it('a restricted operator sees waiting audits only of its assigned companies', () => {
    const op = viewer('operador', 3, {
      work: { assignedClientIds: new Set([2]), blockedClientIds: none, claimedClientIds: new Set([2]) },
    });
    expect(mayViewAudit(op, audit('pendiente', 2))).toBe(true);
    expect(mayViewAudit(op, audit('pendiente', 1))).toBe(false);
    expect(mayViewAudit(op, audit('solicitud', 7))).toBe(false);
    // Its own audit stays visible whatever the company.
    expect(mayViewAudit(op, audit('asignada', 1, 3))).toBe(true);
  });
  it('a blocked operator does not see the blocking company; a claimed company is for its operators', () => {
    const blocked = viewer('operador', 3, {
      work: { assignedClientIds: none, blockedClientIds: new Set([1]), claimedClientIds: new Set([5]) },
    });
    expect(mayViewAudit(blocked, audit('pendiente', 1))).toBe(false);
    expect(mayViewAudit(blocked, audit('pendiente', 5))).toBe(false);
    expect(mayViewAudit(blocked, audit('pendiente', 6))).toBe(true);
  });
  it('an operator without its access loaded sees no waiting audit (fails closed)', () => {
    expect(mayViewAudit(viewer('operador', 3, { work: null }), audit('pendiente'))).toBe(false);
  });
  it('a client sees its company only, and not finished work before delivery', () => {
    const c = viewer('cliente', 5);
    expect(mayViewAudit(c, audit('solicitud'))).toBe(true);
    expect(mayViewAudit(c, audit('entregada'))).toBe(true);
    expect(mayViewAudit(c, audit('terminada'))).toBe(false);
    expect(mayViewAudit(c, audit('entregada', 2))).toBe(false);
  });
  it('an auditor sees only delivered audits of its company', () => {
    expect(mayViewAudit(viewer('auditor', 6), audit('entregada'))).toBe(true);
    expect(mayViewAudit(viewer('auditor', 6), audit('pendiente'))).toBe(false);
  });
  it('an inactive user sees nothing', () => {
    expect(mayViewAudit(viewer('admin', 1, { isActive: false }), audit('pendiente'))).toBe(false);
  });
  it('money is never for operators or supervisors', () => {
    expect(maySeeAuditMoney('operador')).toBe(false);
    expect(maySeeAuditMoney('supervisor')).toBe(false);
    expect(maySeeAuditMoney('cliente')).toBe(true);
    expect(maySeeAuditMoney('auditor')).toBe(false);
  });
});

describe('auditListScope', () => {
  it('expresses mayViewAudit for lists: companies and hidden states for clients, own audits for operators', () => {
    expect(auditListScope(viewer('cliente', 5))).toMatchObject({
      clientIds: [1],
      hiddenStates: ['terminada', 'guardado_supervisor', 'aprobada'],
    });
    expect(auditListScope(viewer('auditor', 6))).toMatchObject({
      clientIds: [1],
      onlyStates: ['entregada', 'facturada'],
    });
    expect(auditListScope(viewer('operador', 3))).toMatchObject({ clientIds: null, operadorId: 3 });
    expect(auditListScope(viewer('contable', 2))).toEqual({
      clientIds: null,
      operadorId: null,
      onlyStates: null,
      hiddenStates: [],
    });
    expect(auditListScope(viewer('admin', 1, { isActive: false })).clientIds).toEqual([]);
  });
  it('intersects the states asked with the states allowed', () => {
    const auditor = auditListScope(viewer('auditor', 6));
    expect(statesWithin(['pendiente', 'entregada'], auditor)).toEqual(['entregada']);
    expect(statesWithin(['pendiente'], auditor)).toEqual([]);
    expect(statesWithin(undefined, auditor)).toEqual(['entregada', 'facturada']);
    expect(statesWithin(['pendiente'], auditListScope(viewer('admin', 1)))).toEqual(['pendiente']);
  });
});
