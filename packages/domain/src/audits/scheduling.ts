import type { Modality } from '../clients/constants';
import { WEEKDAYS } from '../clients/constants';

/** The Spanish weekday of an Argentine calendar day (yyyy-mm-dd). */
export function weekdayOf(day: string): (typeof WEEKDAYS)[number] {
  const jsDay = new Date(`${day}T12:00:00-03:00`).getUTCDay(); // 0 = domingo
  return WEEKDAYS[(jsDay + 6) % 7] ?? 'Lunes';
}

/** The next Argentine calendar day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00-03:00`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Whether a branch's (effective) modality calls for an audit on a day: 'por días' on its weekdays, 'por fecha
 * exacta' on its date, 'manual' never (those are ordered by hand).
 */
export function isScheduledOn(
  modality: { modalidad: Modality; diasAuditoria: readonly string[]; fechaExacta: string | null },
  day: string,
): boolean {
  if (modality.modalidad === 'por_dias') return modality.diasAuditoria.includes(weekdayOf(day));
  if (modality.modalidad === 'fecha_exacta') return modality.fechaExacta === day;
  return false;
}

/** One scheduled audit per branch and day: the key that makes the job idempotent across runs and servers. */
export function scheduleKey(branchId: number, day: string): string {
  return `branch:${branchId}:${day}`;
}
