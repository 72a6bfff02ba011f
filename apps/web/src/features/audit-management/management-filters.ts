import { argentineDay } from '@auditorias/domain/format/locale';

/** Spec section 5: the date filter of the management screen. */
export const DATE_FILTERS = ['todas', 'hoy', 'ayer', 'semana', 'mes', 'mes_pasado', 'dia'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  todas: 'Todas las fechas',
  hoy: 'Hoy',
  ayer: 'Ayer',
  semana: 'Esta semana',
  mes: 'Este mes',
  mes_pasado: 'Mes pasado',
  dia: 'Un día',
};

/** Spec section 5: age — old is over 30 days, recent 30 or fewer (the server counts it). */
export const AGE_FILTERS = ['todas', 'antiguas', 'recientes'] as const;
export type AgeFilter = (typeof AGE_FILTERS)[number];
export const AGE_FILTER_LABELS: Record<AgeFilter, string> = {
  todas: 'Todas',
  antiguas: 'Antiguas (más de 30 días)',
  recientes: 'Recientes (30 días o menos)',
};

export interface DayRange {
  /** First Argentine day included, yyyy-mm-dd. */
  desde?: string;
  /** Last Argentine day included, yyyy-mm-dd. */
  hasta?: string;
}

function parts(day: string): [number, number, number] {
  const [y, m, d] = day.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A calendar day moved by whole days (calendar arithmetic in UTC: days, not instants). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/**
 * The days a date filter covers, as Argentine calendar days: today, yesterday, this week (Monday to Sunday),
 * this month, last month, or the one day chosen. 'todas' (or a day not chosen yet) has no limits.
 */
export function dateRange(filter: DateFilter, now: Date, day: string | null = null): DayRange {
  const today = argentineDay(now);
  const [y, m, d] = parts(today);
  switch (filter) {
    case 'hoy':
      return { desde: today, hasta: today };
    case 'ayer': {
      const yesterday = addDays(today, -1);
      return { desde: yesterday, hasta: yesterday };
    }
    case 'semana': {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      const monday = addDays(today, -((weekday + 6) % 7));
      return { desde: monday, hasta: addDays(monday, 6) };
    }
    case 'mes':
      return { desde: format(new Date(Date.UTC(y, m - 1, 1))), hasta: format(new Date(Date.UTC(y, m, 0))) };
    case 'mes_pasado':
      return {
        desde: format(new Date(Date.UTC(y, m - 2, 1))),
        hasta: format(new Date(Date.UTC(y, m - 1, 0))),
      };
    case 'dia':
      return day ? { desde: day, hasta: day } : {};
    default:
      return {};
  }
}
