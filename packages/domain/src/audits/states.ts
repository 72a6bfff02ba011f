/** Audit states (DOMAIN.md: audit lifecycle). `enviada_cliente` is read as `entregada`. */
export const AUDIT_STATES = [
  'solicitud',
  'pendiente',
  'asignada',
  'en_proceso',
  'pausada',
  'guardado_supervisor',
  'terminada',
  'aprobada',
  'entregada',
  'facturada',
] as const;
export type AuditState = (typeof AUDIT_STATES)[number];

export function normaliseState(value: string): AuditState | null {
  if (value === 'enviada_cliente') return 'entregada';
  return (AUDIT_STATES as readonly string[]).includes(value) ? (value as AuditState) : null;
}

export const STATE_LABELS: Record<AuditState, string> = {
  solicitud: 'Solicitud',
  pendiente: 'Pendiente',
  asignada: 'Asignada',
  en_proceso: 'En proceso',
  pausada: 'Pausada',
  guardado_supervisor: 'Guardada por supervisor',
  terminada: 'Terminada',
  aprobada: 'Aprobada',
  entregada: 'Entregada',
  facturada: 'Facturada',
};

export const STATE_COLORS: Record<AuditState, string> = {
  solicitud: 'grape',
  pendiente: 'gray',
  asignada: 'blue',
  en_proceso: 'cyan',
  pausada: 'yellow',
  guardado_supervisor: 'indigo',
  terminada: 'teal',
  aprobada: 'lime',
  entregada: 'green',
  facturada: 'dark',
};

/** Spec: priority colours urgente red, prioritaria yellow, normal green. */
export const PRIORITY_COLORS = { urgente: 'red', prioritaria: 'yellow', normal: 'green' } as const;

export const ORIGINS = ['cliente', 'normal', 'programada'] as const;
export type AuditOrigin = (typeof ORIGINS)[number];

/** Event types of the worksheet with their colours (spec: states and transitions). */
export const EVENT_TYPES = ['infraccion-menor', 'infraccion-grave', 'problema-tecnico'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_TYPE_COLORS: Record<EventType, string> = {
  'infraccion-menor': '#0066cc',
  'infraccion-grave': '#dc2626',
  'problema-tecnico': '#16a34a',
};
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'infraccion-menor': 'Infracción menor',
  'infraccion-grave': 'Infracción grave',
  'problema-tecnico': 'Problema técnico',
};
export const DEFAULT_EVENT_TYPE: EventType = 'infraccion-menor';

/** Finished by an operator (or saved by a supervisor) and waiting for a supervisor's review. */
export const AWAITING_REVIEW_STATES: readonly AuditState[] = ['terminada', 'guardado_supervisor'];

/** How many audits wait for review, from the counts by state (GET /audits/counts). */
export function awaitingReviewCount(conteo: Partial<Record<AuditState, number>>): number {
  return AWAITING_REVIEW_STATES.reduce((sum, estado) => sum + (conteo[estado] ?? 0), 0);
}

/** Client-side groupings (spec: 'Mis Pedidos' and received audits; client dashboard counting). */
export const CLIENT_ORDER_STATES: readonly AuditState[] = [
  'solicitud',
  'pendiente',
  'asignada',
  'en_proceso',
  'pausada',
];
export const CLIENT_RECEIVED_STATES: readonly AuditState[] = ['entregada', 'facturada'];
/** Lists of the spec. */
export const TRANSIT_STATES: readonly AuditState[] = [
  'pendiente',
  'asignada',
  'en_proceso',
  'pausada',
  'terminada',
  'solicitud',
];
export const SUPERVISOR_HISTORY_STATES: readonly AuditState[] = ['terminada', 'entregada', 'facturada'];
export const REPORT_STATES: readonly AuditState[] = ['terminada', 'entregada', 'facturada'];
/** Finished for the tracking sort ("finished last"). */
export const FINISHED_STATES: readonly AuditState[] = [
  'terminada',
  'guardado_supervisor',
  'aprobada',
  'entregada',
  'facturada',
];
