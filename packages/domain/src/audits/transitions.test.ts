import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles';
import { AUDIT_STATES, type AuditState, normaliseState } from './states';
import { type AuditAction, type AuditFacts, possibleActions, transition } from './transitions';

const ME = 7;
const OTHER = 8;

/** An audit in `estado`, in transit, assigned to the actor (for the operator's own actions) by someone else. */
function audit(estado: AuditState, over: Partial<AuditFacts> = {}): AuditFacts {
  const assigned = ['asignada', 'en_proceso', 'pausada', 'terminada', 'guardado_supervisor'].includes(estado);
  return {
    estado,
    operadorId: assigned ? ME : null,
    asignadoPor: OTHER,
    enTransito: true,
    fechaInicio: null,
    ...over,
  };
}

/**
 * DOMAIN.md's table written out independently of the implementation: for each action, the roles and the
 * states it is allowed from (with the default facts above).
 */
const EXPECTED: Record<Exclude<AuditAction, 'enable_transit' | 'pause_transit'>, [Role[], AuditState[]]> = {
  take: [
    ['operador', 'supervisor'],
    ['solicitud', 'pendiente'],
  ],
  assign: [
    ['admin', 'supervisor'],
    ['solicitud', 'pendiente'],
  ],
  take_assigned: [['operador', 'supervisor'], ['asignada']],
  start: [['operador', 'supervisor'], ['asignada']],
  pause: [['operador', 'supervisor'], ['en_proceso']],
  resume: [['operador', 'supervisor'], ['pausada']],
  complete: [['operador', 'supervisor'], ['en_proceso']],
  save_draft: [
    ['operador', 'supervisor'],
    ['asignada', 'en_proceso', 'pausada'],
  ],
  return_for_correction: [
    ['admin', 'supervisor'],
    ['terminada', 'guardado_supervisor'],
  ],
  save_supervisor: [
    ['admin', 'supervisor'],
    ['terminada', 'guardado_supervisor'],
  ],
  approve_send: [
    ['admin', 'supervisor'],
    ['terminada', 'guardado_supervisor', 'aprobada'],
  ],
  correct: [['admin'], ['entregada']],
  collect: [['admin', 'contable'], ['entregada']],
  revert_collect: [['admin', 'contable'], ['facturada']],
  reassign: [
    ['admin', 'supervisor'],
    ['pendiente', 'asignada', 'en_proceso', 'pausada'],
  ],
  client_edit: [['cliente'], ['solicitud', 'pendiente']],
  client_delete: [['cliente'], ['solicitud', 'pendiente']],
};

describe('the transition table: every role from every state', () => {
  for (const [action, [roles, states]] of Object.entries(EXPECTED) as Array<
    [AuditAction, [Role[], AuditState[]]]
  >) {
    it(action, () => {
      for (const role of ROLES) {
        for (const estado of AUDIT_STATES) {
          const verdict = transition(action, { id: ME, role }, audit(estado));
          const allowed = roles.includes(role) && states.includes(estado);
          expect(verdict.ok, `${role} ${action} from ${estado}`).toBe(allowed);
          if (!verdict.ok) expect(verdict.problema).toMatch(/\S/);
        }
      }
    });
  }
});

describe('targets', () => {
  const to = (action: AuditAction, role: Role, facts: AuditFacts) => {
    const v = transition(action, { id: ME, role }, facts);
    return v.ok ? v.to : v.problema;
  };
  it('follow DOMAIN.md', () => {
    expect(to('take', 'operador', audit('pendiente'))).toBe('asignada');
    expect(to('assign', 'admin', audit('solicitud'))).toBe('asignada');
    expect(to('start', 'operador', audit('asignada'))).toBe('en_proceso');
    expect(to('pause', 'operador', audit('en_proceso'))).toBe('pausada');
    expect(to('resume', 'operador', audit('pausada'))).toBe('en_proceso');
    expect(to('complete', 'operador', audit('en_proceso'))).toBe('terminada');
    expect(to('return_for_correction', 'supervisor', audit('terminada'))).toBe('asignada');
    expect(to('save_supervisor', 'supervisor', audit('terminada'))).toBe('guardado_supervisor');
    expect(to('approve_send', 'admin', audit('guardado_supervisor'))).toBe('entregada');
    expect(to('correct', 'admin', audit('entregada'))).toBe('terminada');
    expect(to('collect', 'contable', audit('entregada'))).toBe('facturada');
    expect(to('revert_collect', 'admin', audit('facturada'))).toBe('entregada');
    expect(to('reassign', 'supervisor', audit('en_proceso'))).toBe('asignada');
  });
});

describe('conditions beyond role and state', () => {
  it('an operator acts only on its own audits', () => {
    for (const action of [
      'start',
      'pause',
      'resume',
      'complete',
      'save_draft',
      'take_assigned',
    ] as AuditAction[]) {
      const estado =
        action === 'pause' || action === 'complete'
          ? 'en_proceso'
          : action === 'resume'
            ? 'pausada'
            : 'asignada';
      const v = transition(action, { id: ME, role: 'operador' }, audit(estado, { operadorId: OTHER }));
      expect(v.ok, action).toBe(false);
    }
  });
  const held = audit('pendiente', { enTransito: false });
  // [case, action, who acts, the audit, allowed?]
  it.each<[string, AuditAction, Role, AuditFacts, boolean]>([
    ['take a held audit', 'take', 'operador', held, false],
    ['take a taken audit', 'take', 'operador', audit('pendiente', { operadorId: OTHER }), false],
    ['take one I assigned', 'take_assigned', 'operador', audit('asignada', { asignadoPor: ME }), false],
    ['take one assigned to me', 'take_assigned', 'operador', audit('asignada', { asignadoPor: OTHER }), true],
    ['operator enables transit', 'enable_transit', 'operador', held, false],
    ['enable transit of a free audit', 'enable_transit', 'admin', audit('pendiente'), false],
    ['pause transit before start', 'pause_transit', 'admin', audit('asignada'), true],
    ['pause once started', 'pause_transit', 'admin', audit('asignada', { fechaInicio: new Date() }), false],
    ['pause transit in process', 'pause_transit', 'admin', audit('en_proceso'), false],
    ['client deletes an untaken order', 'client_delete', 'cliente', audit('pendiente'), true],
    ['delete a taken order', 'client_delete', 'cliente', audit('pendiente', { operadorId: OTHER }), false],
    ['auditor edits an order', 'client_edit', 'auditor', audit('solicitud'), false],
  ])('%s', (_what, action, role, facts, allowed) => {
    expect(transition(action, { id: ME, role }, facts).ok).toBe(allowed);
  });
  it('enabling transit releases a held audit to the queue, or back to its operator', () => {
    expect(transition('enable_transit', { id: ME, role: 'admin' }, held)).toEqual({
      ok: true,
      to: 'pendiente',
    });
    expect(
      transition('enable_transit', { id: ME, role: 'supervisor' }, { ...held, operadorId: OTHER }),
    ).toEqual({ ok: true, to: 'asignada' });
  });
  it('possibleActions lists what the screens may offer', () => {
    expect(possibleActions({ id: ME, role: 'operador' }, audit('asignada')).sort()).toEqual([
      'save_draft',
      'start',
      'take_assigned',
    ]);
    expect(possibleActions({ id: ME, role: 'contable' }, audit('entregada'))).toEqual(['collect']);
  });
  it('enviada_cliente reads as entregada', () => {
    expect(normaliseState('enviada_cliente')).toBe('entregada');
    expect(normaliseState('inventado')).toBeNull();
  });
});
