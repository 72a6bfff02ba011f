import { argentineDay, formatDate, LOCALE } from '@auditorias/domain/format/locale';

const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

/** Whole calendar days between two Argentine days (yyyy-mm-dd). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * How long ago, in Spanish (spec: the messages list shows the time ago): 'ahora', 'hace 5 minutos',
 * 'hace 2 horas' the same Argentine day; 'ayer', 'hace 3 días' up to a week; the date (dd/mm/aaaa) after that.
 * A time in the future (a clock ahead of ours) counts as now.
 */
export function timeAgo(value: Date | string | number, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const days = daysBetween(argentineDay(date), argentineDay(now));
  if (days <= 0 || elapsed < HOUR) {
    if (elapsed < MINUTE) return relative.format(0, 'second');
    if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
    return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  }
  if (days < 7) return relative.format(-days, 'day');
  return formatDate(date);
}
