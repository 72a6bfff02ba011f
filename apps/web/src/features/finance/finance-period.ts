import { argentineDay } from '@auditorias/domain/format/locale';

export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/** The finance header's years (spec: 2024 to 2026), plus the years after 2026 up to the current one. */
export const FINANCE_FIRST_YEAR = 2024;
export const FINANCE_LAST_SPEC_YEAR = 2026;

export interface Period {
  mes: number;
  anio: number;
}

/** The current month of the Argentine calendar. */
export function currentPeriod(now: Date = new Date()): Period {
  const day = argentineDay(now);
  return { anio: Number(day.slice(0, 4)), mes: Number(day.slice(5, 7)) };
}

/** The month an address names (`mes` 1–12 and `anio` of the finance years), or null. */
export function periodFromParams(params: URLSearchParams, now: Date = new Date()): Period | null {
  const mes = Number(params.get('mes'));
  const anio = Number(params.get('anio'));
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) return null;
  if (!financeYears(now).includes(anio)) return null;
  return { mes, anio };
}

export function financeYears(now: Date = new Date()): number[] {
  const last = Math.max(FINANCE_LAST_SPEC_YEAR, currentPeriod(now).anio);
  return Array.from({ length: last - FINANCE_FIRST_YEAR + 1 }, (_, i) => FINANCE_FIRST_YEAR + i);
}

/** 'Noviembre 2026'. */
export function periodLabel(p: Period): string {
  return `${MONTH_NAMES[p.mes - 1] ?? p.mes} ${p.anio}`;
}

/** The months of a year shown in its charts: every month of a past year, up to the current month otherwise. */
export function chartMonths(anio: number, now: Date = new Date()): Period[] {
  const current = currentPeriod(now);
  if (anio > current.anio) return [];
  const last = anio === current.anio ? current.mes : 12;
  return Array.from({ length: last }, (_, i) => ({ mes: i + 1, anio }));
}

/** Three-letter month for chart axes ('Ene', 'Feb'...). */
export function shortMonth(mes: number): string {
  return (MONTH_NAMES[mes - 1] ?? String(mes)).slice(0, 3);
}
