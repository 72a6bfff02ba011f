import { formatPesos } from '../format/locale';

/**
 * The rest days (francos) a month's salary pays, as the staff screens and the printable report tell them: the rest
 * days paid without working (`pagados`) and the rest days worked (`trabajados`, at a day's value or double). Both are
 * inside `pagoFrancos`, so a note or a count that names one of them only disagrees with the amount beside it.
 */
export interface RestDayPay {
  /** Rest days paid without working them. */
  pagados: number;
  /** Rest days worked, paid at the worked-rest-day value. */
  trabajados: number;
  /** Pesos: what the salary pays for both. */
  pagoFrancos: number;
}

/** Rest days the salary pays: paid and worked ones. */
export function restDaysPaid(pay: Pick<RestDayPay, 'pagados' | 'trabajados'>): number {
  return pay.pagados + pay.trabajados;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The report's rest-day note. Without a salary record the month's earnings are the commissions, which never hold
 * rest-day pay.
 */
export function restDayNote(pay: RestDayPay | null): string {
  if (!pay)
    return 'Todavía no hay un sueldo calculado para este período: el total ganado son las comisiones y no incluye el pago de francos.';
  if (restDaysPaid(pay) === 0 || pay.pagoFrancos <= 0)
    return 'El sueldo de este período no incluye pago de francos.';
  const parts = [
    pay.pagados > 0 ? count(pay.pagados, 'franco pagado', 'francos pagados') : null,
    pay.trabajados > 0 ? count(pay.trabajados, 'franco trabajado', 'francos trabajados') : null,
  ].filter((p): p is string => p !== null);
  return `El sueldo incluye ${parts.join(' y ')} por ${formatPesos(pay.pagoFrancos)}.`;
}

/** '2 pagados y 1 trabajado', '1 pagado', 'ninguno': the rest days behind `pagoFrancos`, for a figure's label. */
export function restDaysText(pay: Pick<RestDayPay, 'pagados' | 'trabajados'>): string {
  const parts = [
    pay.pagados > 0 ? count(pay.pagados, 'pagado', 'pagados') : null,
    pay.trabajados > 0 ? count(pay.trabajados, 'trabajado', 'trabajados') : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' y ') : 'ninguno';
}
