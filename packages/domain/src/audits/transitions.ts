import type { Role } from '../auth/roles';
import type { AuditState } from './states';

/** Every action that moves an audit (DOMAIN.md's transition table). */
export const AUDIT_ACTIONS = [
  'enable_transit',
  'pause_transit',
  'take',
  'assign',
  'take_assigned',
  'start',
  'pause',
  'resume',
  'complete',
  'save_draft',
  'return_for_correction',
  'save_supervisor',
  'approve_send',
  'correct',
  'collect',
  'revert_collect',
  'reassign',
  'client_edit',
  'client_delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a transition needs to know of an audit. */
export interface AuditFacts {
  estado: AuditState;
  operadorId: number | null;
  asignadoPor: number | null;
  /** false while the audit is held in the management queue. */
  enTransito: boolean;
  fechaInicio: Date | null;
}

export interface ActorFacts {
  id: number;
  role: Role;
}

interface Rule {
  roles: readonly Role[];
  from: readonly AuditState[];
  /** Extra condition; answers the Spanish problem or null. */
  check?: (audit: AuditFacts, actor: ActorFacts) => string | null;
  to: (audit: AuditFacts) => AuditState;
}

const OWN = (audit: AuditFacts, actor: ActorFacts) =>
  audit.operadorId === actor.id ? null : 'La auditoría está asignada a otra persona';

const RULES: Record<AuditAction, Rule> = {
  enable_transit: {
    roles: ['admin', 'supervisor'],
    from: ['solicitud', 'pendiente'],
    check: (a) => (a.enTransito ? 'La auditoría ya está en tránsito' : null),
    to: (a) => (a.operadorId ? 'asignada' : 'pendiente'),
  },
  pause_transit: {
    roles: ['admin', 'supervisor'],
    from: ['solicitud', 'pendiente', 'asignada'],
    check: (a) =>
      !a.enTransito
        ? 'La auditoría ya está en la cola de gestión'
        : a.fechaInicio
          ? 'La auditoría ya fue iniciada'
          : null,
    to: () => 'pendiente',
  },
  take: {
    roles: ['operador', 'supervisor'],
    from: ['solicitud', 'pendiente'],
    check: (a) =>
      !a.enTransito ? 'La auditoría no está disponible' : a.operadorId ? 'La auditoría ya fue tomada' : null,
    to: () => 'asignada',
  },
  assign: {
    roles: ['admin', 'supervisor'],
    from: ['solicitud', 'pendiente'],
    to: () => 'asignada',
  },
  take_assigned: {
    roles: ['operador', 'supervisor'],
    from: ['asignada'],
    check: (a, actor) =>
      OWN(a, actor) ?? (a.asignadoPor === actor.id ? 'La auditoría no fue asignada por otra persona' : null),
    to: () => 'en_proceso',
  },
  start: { roles: ['operador', 'supervisor'], from: ['asignada'], check: OWN, to: () => 'en_proceso' },
  pause: { roles: ['operador', 'supervisor'], from: ['en_proceso'], check: OWN, to: () => 'pausada' },
  resume: { roles: ['operador', 'supervisor'], from: ['pausada'], check: OWN, to: () => 'en_proceso' },
  complete: { roles: ['operador', 'supervisor'], from: ['en_proceso'], check: OWN, to: () => 'terminada' },
  save_draft: {
    roles: ['operador', 'supervisor'],
    from: ['asignada', 'en_proceso', 'pausada'],
    check: OWN,
    to: (a) => a.estado,
  },
  return_for_correction: {
    roles: ['admin', 'supervisor'],
    from: ['terminada', 'guardado_supervisor'],
    to: () => 'asignada',
  },
  save_supervisor: {
    roles: ['admin', 'supervisor'],
    from: ['terminada', 'guardado_supervisor'],
    to: () => 'guardado_supervisor',
  },
  approve_send: {
    roles: ['admin', 'supervisor'],
    from: ['terminada', 'guardado_supervisor', 'aprobada'],
    to: () => 'entregada',
  },
  correct: { roles: ['admin'], from: ['entregada'], to: () => 'terminada' },
  collect: { roles: ['admin', 'contable'], from: ['entregada'], to: () => 'facturada' },
  revert_collect: { roles: ['admin', 'contable'], from: ['facturada'], to: () => 'entregada' },
  reassign: {
    roles: ['admin', 'supervisor'],
    from: ['pendiente', 'asignada', 'en_proceso', 'pausada'],
    to: () => 'asignada',
  },
  client_edit: {
    roles: ['cliente'],
    from: ['solicitud', 'pendiente'],
    check: (a) => (a.operadorId ? 'La auditoría ya fue tomada por un operador' : null),
    to: (a) => a.estado,
  },
  client_delete: {
    roles: ['cliente'],
    from: ['solicitud', 'pendiente'],
    check: (a) => (a.operadorId ? 'La auditoría ya fue tomada por un operador' : null),
    to: (a) => a.estado,
  },
};

export const STATE_PROBLEM = 'La auditoría no está en un estado que permita esta acción';
export const ROLE_PROBLEM = 'No tenés permiso para realizar esta acción';

export type TransitionVerdict =
  | { ok: true; to: AuditState }
  | { ok: false; problema: string; code: 'role' | 'state' };

/**
 * The one rule of who may move an audit from which state to which. The server enforces it; the screens use it to
 * show only the possible actions.
 */
export function transition(action: AuditAction, actor: ActorFacts, audit: AuditFacts): TransitionVerdict {
  const rule = RULES[action];
  if (!rule.roles.includes(actor.role)) return { ok: false, problema: ROLE_PROBLEM, code: 'role' };
  if (!rule.from.includes(audit.estado)) return { ok: false, problema: STATE_PROBLEM, code: 'state' };
  const problema = rule.check?.(audit, actor) ?? null;
  if (problema) return { ok: false, problema, code: 'state' };
  return { ok: true, to: rule.to(audit) };
}

/** The actions this actor may take now on this audit, for the screens. */
export function possibleActions(actor: ActorFacts, audit: AuditFacts): AuditAction[] {
  return AUDIT_ACTIONS.filter((action) => transition(action, actor, audit).ok);
}

export function rolesFor(action: AuditAction): readonly Role[] {
  return RULES[action].roles;
}

export function statesFor(action: AuditAction): readonly AuditState[] {
  return RULES[action].from;
}
