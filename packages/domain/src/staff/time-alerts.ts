import type { Role } from '../auth/roles';
import { idsOf } from '../labels';

/**
 * Time alerts (spec: time alerts bell, time alert entity and states; docs/decisions.md: "Alertas de tiempo"). The
 * server raises one when an operator finishes an audit whose real working time departs from its estimate: 'EXCESO'
 * (type TIEMPO_MAYOR) when it took much longer, 'ANTICIPO' when it took far less. Once per audit and kind.
 */

export const TIME_ALERT_KINDS = ['EXCESO', 'ANTICIPO'] as const;
export type TimeAlertKind = (typeof TIME_ALERT_KINDS)[number];

/** The spec's tipoAlerta: TIEMPO_MAYOR is shown 'EXCESO', anything else 'ANTICIPO'. */
export const TIME_ALERT_TYPES = ['TIEMPO_MAYOR', 'TIEMPO_MENOR'] as const;
export type TimeAlertType = (typeof TIME_ALERT_TYPES)[number];
export const TIPO_ALERTA: Record<TimeAlertKind, TimeAlertType> = {
  EXCESO: 'TIEMPO_MAYOR',
  ANTICIPO: 'TIEMPO_MENOR',
};
/** The label the bell shows for a tipoAlerta. */
export function timeAlertKindLabel(tipoAlerta: string): TimeAlertKind {
  return tipoAlerta === 'TIEMPO_MAYOR' ? 'EXCESO' : 'ANTICIPO';
}

export const TIME_ALERT_PRIORITY_LABELS = {
  alta: 'Alta',
  media: 'Media',
  baja: 'Baja',
};
export const TIME_ALERT_PRIORITIES = idsOf(TIME_ALERT_PRIORITY_LABELS);
export type TimeAlertPriority = (typeof TIME_ALERT_PRIORITIES)[number];

export const TIME_ALERT_STATE_LABELS = {
  pendiente: 'Pendiente',
  revisada: 'Revisada',
  resuelta: 'Resuelta',
};
export const TIME_ALERT_STATES = idsOf(TIME_ALERT_STATE_LABELS);
export type TimeAlertState = (typeof TIME_ALERT_STATES)[number];

/** How an alert was closed, chosen when resolving it. */
export const TIME_ALERT_RESOLUTION_LABELS = {
  justificada: 'Justificada',
  advertencia: 'Advertencia al operador',
  error_estimacion: 'Error de estimación',
  otro: 'Otro',
};
export const TIME_ALERT_RESOLUTIONS = idsOf(TIME_ALERT_RESOLUTION_LABELS);
export type TimeAlertResolution = (typeof TIME_ALERT_RESOLUTIONS)[number];

/**
 * The thresholds, as a share of the estimate (percent). EXCESO: above 125 % (baja), from 150 % (media, where the
 * worksheet timer turns 'exceeded'), from 200 % (alta). ANTICIPO: below 50 % (media), below 25 % (alta). Either
 * needs a gap of at least MIN_GAP_MINUTES, so short audits do not raise alerts for a few minutes.
 */
export const TIME_ALERT_THRESHOLDS = {
  exceso: { baja: 125, media: 150, alta: 200 },
  anticipo: { media: 50, alta: 25 },
  minGapMinutes: 10,
} as const;

/** The share of the estimate that was worked, in whole percent (0 when there is no estimate). */
export function realPercentage(estimatedMinutes: number, realMinutes: number): number {
  if (!(estimatedMinutes > 0)) return 0;
  return Math.round((Math.max(0, realMinutes) / estimatedMinutes) * 100);
}

/** "45 min", "2 h", "2 h 05 min" (times are shown as hours and minutes). */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  if (rest === 0) return `${h} h`;
  return `${h} h ${String(rest).padStart(2, '0')} min`;
}

export interface TimeAlertVerdict {
  tipo: TimeAlertKind;
  prioridad: TimeAlertPriority;
  porcentaje: number;
  mensaje: string;
}

/** The Spanish text stored with an alert. */
export function timeAlertMessage(tipo: TimeAlertKind, estimatedMinutes: number, realMinutes: number): string {
  const pct = realPercentage(estimatedMinutes, realMinutes);
  const times = `${formatMinutes(realMinutes)} trabajados sobre ${formatMinutes(estimatedMinutes)} estimados (${pct} %)`;
  return tipo === 'EXCESO'
    ? `Tiempo mayor al estimado: ${times}.`
    : `Terminada mucho antes de lo estimado: ${times}.`;
}

/**
 * Which alert (if any) an audit finished with `realMinutes` of work against `estimatedMinutes` raises. Whole
 * minutes in, so that the stored numbers always reproduce the decision.
 */
export function timeAlertFor(estimatedMinutes: number, realMinutes: number): TimeAlertVerdict | null {
  if (!Number.isFinite(estimatedMinutes) || !Number.isFinite(realMinutes) || estimatedMinutes <= 0)
    return null;
  const real = Math.max(0, realMinutes);
  const gap = Math.abs(real - estimatedMinutes);
  if (gap < TIME_ALERT_THRESHOLDS.minGapMinutes) return null;
  // Compared on the exact share; the percentage shown is rounded.
  const share = (real / estimatedMinutes) * 100;
  const { exceso, anticipo } = TIME_ALERT_THRESHOLDS;
  let verdict: Pick<TimeAlertVerdict, 'tipo' | 'prioridad'> | null = null;
  if (share > exceso.baja) {
    const prioridad = share >= exceso.alta ? 'alta' : share >= exceso.media ? 'media' : 'baja';
    verdict = { tipo: 'EXCESO', prioridad };
  } else if (share < anticipo.media) {
    verdict = { tipo: 'ANTICIPO', prioridad: share < anticipo.alta ? 'alta' : 'media' };
  }
  if (!verdict) return null;
  return {
    ...verdict,
    porcentaje: realPercentage(estimatedMinutes, real),
    mensaje: timeAlertMessage(verdict.tipo, estimatedMinutes, real),
  };
}

/** Mantine colour names: resuelta green, revisada grey, otherwise by priority (alta red, media amber, baja blue). */
export type TimeAlertColor = 'green' | 'gray' | 'red' | 'yellow' | 'blue';

export function timeAlertColor(estado: TimeAlertState, prioridad: TimeAlertPriority): TimeAlertColor {
  if (estado === 'resuelta') return 'green';
  if (estado === 'revisada') return 'gray';
  if (prioridad === 'alta') return 'red';
  if (prioridad === 'media') return 'yellow';
  return 'blue';
}

/** Only pending alerts show the action buttons ('marcar como vista', 'resolver'). */
export function timeAlertShowsActions(estado: TimeAlertState): boolean {
  return estado === 'pendiente';
}

export const TIME_ALERT_MSG = {
  notFound: 'Alerta no encontrada',
  alreadyResolved: 'La alerta ya fue resuelta',
  viewed: 'Alerta marcada como vista',
  resolved: 'Alerta resuelta exitosamente',
  loadError: 'Error cargando alertas de tiempo: ',
  badResolution: `Elegí una resolución: ${TIME_ALERT_RESOLUTIONS.map((r) => TIME_ALERT_RESOLUTION_LABELS[r]).join(', ')}`,
  badSince: 'La fecha desde la cual buscar alertas no es válida',
} as const;

export type TimeAlertAction = 'view' | 'resolve';

export type TimeAlertTransition =
  | { ok: true; to: TimeAlertState; changed: boolean }
  | { ok: false; problema: string };

/**
 * The state machine: 'marcar como vista' takes pendiente to revisada (on a revisada one it changes nothing);
 * 'resolver' takes pendiente or revisada to resuelta. A resolved alert takes neither.
 */
export function timeAlertTransition(action: TimeAlertAction, estado: TimeAlertState): TimeAlertTransition {
  if (estado === 'resuelta') return { ok: false, problema: TIME_ALERT_MSG.alreadyResolved };
  if (action === 'resolve') return { ok: true, to: 'resuelta', changed: true };
  return estado === 'pendiente'
    ? { ok: true, to: 'revisada', changed: true }
    : { ok: true, to: 'revisada', changed: false };
}

/** The bell, its polling and these calls: admin and supervisor only. */
export function mayUseTimeAlerts(role: Role): boolean {
  return role === 'admin' || role === 'supervisor';
}
