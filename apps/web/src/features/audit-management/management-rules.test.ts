import type { AuditState } from '@auditorias/domain/audits/states';
import { describe, expect, it } from 'vitest';
import { makeAudit } from '../audits/testing/fixtures';
import {
  CHOOSE_OPERATOR_MESSAGE,
  deletionPlan,
  managementActions,
  mayReassign,
  reassignProblem,
  SAME_OPERATOR_MESSAGE,
} from './management-rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T15:00:00.000Z');
const admin = { id: 1, role: 'admin' as const, permissions: { finance_manage: true } };

describe('reassign rules', () => {
  it.each<[AuditState, boolean, boolean]>([
    ['pendiente', true, false],
    ['asignada', true, true],
    ['en_proceso', true, true],
    ['pausada', true, true],
    ['solicitud', false, false],
    ['terminada', false, false],
    ['entregada', false, false],
  ])('%s: management %s, transit panel %s', (estado, management, transit) => {
    expect(mayReassign(estado, false)).toBe(management);
    expect(mayReassign(estado, true)).toBe(transit);
  });

  it('needs a choice, and from the transit panel someone other than the current operator', () => {
    const held = { estado: 'en_proceso' as const, operadorId: 16 };
    expect(reassignProblem(held, undefined, true)).toBe(CHOOSE_OPERATOR_MESSAGE);
    expect(reassignProblem(held, 16, true)).toBe(SAME_OPERATOR_MESSAGE);
    expect(reassignProblem(held, 15, true)).toBeNull();
    expect(reassignProblem(held, null, true)).toBeNull();
    // Outside the transit panel the server keeps the same operator (e.g. to change the priority).
    expect(reassignProblem(held, 16, false)).toBeNull();
    expect(reassignProblem({ estado: 'pendiente', operadorId: null }, 15, true)).toMatch(/estado/);
  });
});

describe('deletion plan by age', () => {
  it('is a cleanup after 30 days and a correction up to 30 days', () => {
    expect(deletionPlan(new Date(now.getTime() - 31 * DAY), now).type).toBe('cleanup');
    expect(deletionPlan(new Date(now.getTime() - 30 * DAY), now).type).toBe('correction');
    expect(deletionPlan(new Date(now.getTime() - 2 * DAY), now)).toMatchObject({
      type: 'correction',
      label: 'Corrección',
    });
    expect(deletionPlan(new Date(now.getTime() - 40 * DAY), now).explanation).toMatch(
      /sin efecto en pagos ni cobros/,
    );
  });
});

describe('management row actions', () => {
  it('offers approve and return on a finished audit not approved yet, with reports', () => {
    const actions = managementActions(admin, makeAudit({ estado: 'terminada', operadorId: 16 }));
    expect(actions).toEqual(['approve', 'return', 'message', 'toggle_free', 'delete', 'reports']);
  });

  it("offers 'Corregir' only on a delivered audit not collected", () => {
    expect(managementActions(admin, makeAudit({ estado: 'entregada', aprobada: true }))).toContain('correct');
    expect(
      managementActions(admin, makeAudit({ estado: 'entregada', aprobada: true, estadoPago: 'pagada' })),
    ).not.toContain('correct');
    expect(managementActions(admin, makeAudit({ estado: 'terminada' }))).not.toContain('correct');
  });

  it('offers reassign only in the states that allow it, and no reports before the audit is finished', () => {
    const pausada = managementActions(admin, makeAudit({ estado: 'pausada', operadorId: 16 }));
    expect(pausada).toContain('reassign');
    expect(pausada).not.toContain('reports');
    expect(managementActions(admin, makeAudit({ estado: 'terminada' }))).not.toContain('reassign');
  });
});
