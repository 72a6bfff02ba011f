import { describe, expect, it } from 'vitest';
import type { AuditState } from './states';
import { maySeeAuditMoney, mayViewAudit } from './visibility';

const audit = (estado: AuditState, clientId = 1, operadorId: number | null = null, enTransito = true) => ({
  clientId,
  estado,
  operadorId,
  enTransito,
});
const all = { kind: 'all' as const };
const norte = { kind: 'clients' as const, clientIds: [1] };

describe('mayViewAudit', () => {
  it('staff other than operators see everything', () => {
    for (const role of ['admin', 'supervisor', 'contable'] as const) {
      expect(mayViewAudit({ id: 1, role }, all, audit('facturada', 9, 3))).toBe(true);
    }
  });
  it('an operator sees its own audits and the waiting queue, nothing else', () => {
    expect(mayViewAudit({ id: 3, role: 'operador' }, all, audit('en_proceso', 1, 3))).toBe(true);
    expect(mayViewAudit({ id: 3, role: 'operador' }, all, audit('pendiente'))).toBe(true);
    expect(mayViewAudit({ id: 3, role: 'operador' }, all, audit('pendiente', 1, null, false))).toBe(false);
    expect(mayViewAudit({ id: 3, role: 'operador' }, all, audit('en_proceso', 1, 4))).toBe(false);
  });
  it('a client sees its company only, and not finished work before delivery', () => {
    expect(mayViewAudit({ id: 5, role: 'cliente' }, norte, audit('solicitud'))).toBe(true);
    expect(mayViewAudit({ id: 5, role: 'cliente' }, norte, audit('entregada'))).toBe(true);
    expect(mayViewAudit({ id: 5, role: 'cliente' }, norte, audit('terminada'))).toBe(false);
    expect(mayViewAudit({ id: 5, role: 'cliente' }, norte, audit('entregada', 2))).toBe(false);
  });
  it('an auditor sees only delivered audits of its company', () => {
    expect(mayViewAudit({ id: 6, role: 'auditor' }, norte, audit('entregada'))).toBe(true);
    expect(mayViewAudit({ id: 6, role: 'auditor' }, norte, audit('pendiente'))).toBe(false);
  });
  it('money is never for operators or supervisors', () => {
    expect(maySeeAuditMoney('operador')).toBe(false);
    expect(maySeeAuditMoney('supervisor')).toBe(false);
    expect(maySeeAuditMoney('cliente')).toBe(true);
    expect(maySeeAuditMoney('auditor')).toBe(false);
  });
});
