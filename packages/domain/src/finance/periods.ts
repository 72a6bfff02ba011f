import { argentineDay } from '../format/locale';
import { previousPeriod } from '../salaries/calendar';

/**
 * Month close (docs/decisions.md: "Cierre de mes"): an admin closes a month that has ended for salaries and finance;
 * no ledger entry may then be dated in it or before it and its salaries are frozen. Reopening needs a reason; both are recorded.
 */
export interface MonthPeriod {
  mes: number;
  anio: number;
}

export const PERIOD_MSG = {
  cerrado: (p: MonthPeriod) =>
    `El mes ${periodText(p)} está cerrado: no admite movimientos ni cambios de sueldos. Un administrador puede reabrirlo indicando un motivo.`,
  /** An entry dated before a closed month would change the balances that month ends with. */
  cerradoPosterior: (p: MonthPeriod) =>
    `El mes ${periodText(p)} está cerrado: no admite movimientos con fecha en él ni anterior, que cambiarían sus saldos. Un administrador puede reabrirlo indicando un motivo.`,
  noTerminado: (p: MonthPeriod) =>
    `El mes ${periodText(p)} todavía no terminó: solo se cierran meses terminados`,
  yaCerrado: (p: MonthPeriod) => `El mes ${periodText(p)} ya está cerrado`,
  noCerrado: (p: MonthPeriod) => `El mes ${periodText(p)} no está cerrado`,
  motivoRequerido: 'Indique el motivo de la reapertura',
  cerradoOk: (p: MonthPeriod) => `Mes ${periodText(p)} cerrado`,
  reabiertoOk: (p: MonthPeriod) => `Mes ${periodText(p)} reabierto`,
  /** The database's own refusal (SQLSTATE AU001), when a write reaches it without the services' check. */
  cerradoGenerico:
    'El mes de la fecha indicada está cerrado: no admite movimientos. Un administrador puede reabrirlo indicando un motivo.',
} as const;

/** 'MM/AAAA'. */
export function periodText({ mes, anio }: MonthPeriod): string {
  return `${String(mes).padStart(2, '0')}/${anio}`;
}

/** The month a 'YYYY-MM-DD' day belongs to. */
export function periodOfDay(day: string): MonthPeriod {
  return { anio: Number(day.slice(0, 4)), mes: Number(day.slice(5, 7)) };
}

/** The Argentine month of an instant (now by default). */
export function currentPeriod(now: Date = new Date()): MonthPeriod {
  return periodOfDay(argentineDay(now));
}

/** The month a query names (`mes`, `anio`), each part the current Argentine month's when not given. */
export function periodOrCurrent(
  q: { mes?: number | undefined; anio?: number | undefined },
  now: Date = new Date(),
): MonthPeriod {
  const current = currentPeriod(now);
  return { mes: q.mes ?? current.mes, anio: q.anio ?? current.anio };
}

/** A month may be closed once it has ended in Buenos Aires. */
export function hasPeriodEnded(p: MonthPeriod, now: Date = new Date()): boolean {
  const today = currentPeriod(now);
  return p.anio < today.anio || (p.anio === today.anio && p.mes < today.mes);
}

/** The reason of a reopening, trimmed; null when blank. */
export function reopenReason(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  return text.length > 0 ? text : null;
}

/**
 * The month waiting to be closed, for the start screens: the last ended month (the one before the current
 * Argentine month) while it is not closed; null once it is.
 */
export function monthToClose(closed: readonly MonthPeriod[], now: Date = new Date()): MonthPeriod | null {
  const today = currentPeriod(now);
  const last = previousPeriod(today.mes, today.anio);
  return closed.some((c) => c.mes === last.mes && c.anio === last.anio) ? null : last;
}
