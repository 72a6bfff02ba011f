import { idsOf } from '../labels';

/** Constants of client and branch administration (spec: client entity, business constants). */
export const PRIORITY_LABELS = {
  normal: 'Normal',
  prioritaria: 'Prioritaria',
  urgente: 'Urgente',
};
export const PRIORITIES = idsOf(PRIORITY_LABELS);
export type Priority = (typeof PRIORITIES)[number];

export const PAYMENT_TERMS = ['contado', '15 días', '30 días', '60 días', '90 días'] as const;
export type PaymentTerm = (typeof PAYMENT_TERMS)[number];

export const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Audit scheduling modality: manual/today, on chosen weekdays, or on one exact date. */
export const MODALITY_LABELS = {
  manual: 'Manual / hoy',
  por_dias: 'Por días',
  fecha_exacta: 'Por fecha exacta',
};
export const MODALITIES = idsOf(MODALITY_LABELS);
export type Modality = (typeof MODALITIES)[number];

export const COMMISSION_TYPES = ['porcentaje', 'fijo'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/** Defaults of a new client (spec: business constants; docs/decisions.md for the commission). */
export const CLIENT_DEFAULTS = {
  costoAuditoria: 100,
  tiempoEstimado: '04:00',
  tiempoAuditoriaCliente: 120,
  montoFijoOperador: 100,
  comisionOperador: 80,
  tipoComision: 'porcentaje' as CommissionType,
  limiteDias: 30,
  condicionesPago: 'contado' as PaymentTerm,
  tipoAuditoriaDefault: 'normal' as Priority,
  modalidad: 'manual' as Modality,
} as const;

/** 'hh:mm' to minutes; null when malformed. */
export function hhmmToMinutes(value: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function minutesToHhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
