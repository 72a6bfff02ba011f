import { argentineDay } from '@auditorias/domain/format/locale';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { ListPage } from '../../lib/paged-list';

/** Spec section 9: the supervisor's monthly target, the green threshold and the length of the month's list. */
export const SUPERVISOR_MONTHLY_TARGET = 50;
export const PERFORMANCE_GREEN_FROM = 70;
export const MONTH_WORK_LIST_SIZE = 10;
/**
 * No endpoint counts a supervisor's deliveries of the month: the panel reads the first page, this long, of its
 * delivered audits (newest first). The target is as far as the performance % goes (it is capped at 100 %).
 */
export const MONTH_WORK_PAGE_SIZE = SUPERVISOR_MONTHLY_TARGET;

const DELIVERED = new Set(['entregada', 'facturada']);

/** The Argentine month (yyyy-mm) of an instant. */
export function argentineMonth(value: Date | string | number): string {
  return argentineDay(value).slice(0, 7);
}

/**
 * The supervisor's work of this Argentine month: audits delivered (approved and sent) in the month, newest first.
 */
export function deliveredThisMonth(audits: readonly Audit[], now: Date): Audit[] {
  const month = argentineMonth(now);
  return audits
    .filter((a) => DELIVERED.has(a.estado) && a.fechaEntrega && argentineMonth(a.fechaEntrega) === month)
    .sort((a, b) => (b.fechaEntrega ?? '').localeCompare(a.fechaEntrega ?? ''));
}

/**
 * The month's work read from the first page of the supervisor's delivered audits: the ones delivered this month,
 * and whether there may be more than those (the page held only this month's work and the server has more).
 */
export function monthWork(page: ListPage<Audit>, now: Date): { done: Audit[]; mayBeMore: boolean } {
  const done = deliveredThisMonth(page.items, now);
  return { done, mayBeMore: page.paginacion.siguiente !== null && done.length === page.items.length };
}

/** Spec: performance % = min(done / 50 * 100, 100), rounded. */
export function performancePercent(done: number, target = SUPERVISOR_MONTHLY_TARGET): number {
  if (!Number.isFinite(done) || done <= 0 || target <= 0) return 0;
  return Math.round(Math.min((done / target) * 100, 100));
}

/** Green at 70 % or more, else amber. */
export function performanceColor(percent: number): 'green' | 'orange' {
  return percent >= PERFORMANCE_GREEN_FROM ? 'green' : 'orange';
}
