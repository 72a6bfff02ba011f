import { nextDay, weekdayOf } from '../audits/scheduling';

/**
 * Calendar helpers of the salary month. Days are Argentine calendar days written 'YYYY-MM-DD'; months are 1–12.
 * Everything is date-only arithmetic (no instants, no time zone shifts).
 */
export interface Period {
  mes: number;
  anio: number;
}

/** The period before: January wraps to December of the prior year (spec: previous-month salary view). */
export function previousPeriod(mes: number, anio: number): Period {
  return mes <= 1 ? { mes: 12, anio: anio - 1 } : { mes: mes - 1, anio };
}

/** The period after: December wraps to January of the next year. */
export function nextPeriod(mes: number, anio: number): Period {
  return mes >= 12 ? { mes: 1, anio: anio + 1 } : { mes: mes + 1, anio };
}

/** 28, 29, 30 or 31 (Gregorian leap years). */
export function daysInMonth(mes: number, anio: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' of a day of a month. */
export function isoDay(anio: number, mes: number, dia: number): string {
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** The first day of a month and of the month after ('YYYY-MM-DD'): the month is [first, next). */
export function monthDays(mes: number, anio: number): { first: string; next: string } {
  const after = nextPeriod(mes, anio);
  return { first: isoDay(anio, mes, 1), next: isoDay(after.anio, after.mes, 1) };
}

/** The Argentine calendar day before. */
export function previousDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export { nextDay };

export function isSunday(day: string): boolean {
  return weekdayOf(day) === 'Domingo';
}

/** The Sundays of a month, as 'YYYY-MM-DD'. */
export function sundaysOfMonth(mes: number, anio: number): string[] {
  const out: string[] = [];
  for (let d = 1; d <= daysInMonth(mes, anio); d++) {
    const day = isoDay(anio, mes, d);
    if (isSunday(day)) out.push(day);
  }
  return out;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a string is a real calendar day 'YYYY-MM-DD' (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= daysInMonth(mes, anio);
}

/** Whether a day 'YYYY-MM-DD' falls in a month. */
export function isInMonth(day: string, mes: number, anio: number): boolean {
  return day.startsWith(`${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-`);
}
