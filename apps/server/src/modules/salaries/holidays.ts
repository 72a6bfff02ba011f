import { nextPeriod, previousPeriod } from '@auditorias/domain/salaries/calendar';
import Holidays from 'date-holidays';

/**
 * Argentine public holidays (feriadosMes of the salary record) from the maintained `date-holidays` data set
 * (country 'AR'), not from a list written by hand. Only holidays of type 'public' count: the library also lists
 * bank holidays (Jueves Santo), optional days (Nochebuena, Fin del Año) and the "días no laborables con fines
 * turísticos", which are not national holidays. Movable holidays come already moved to their observed day.
 * Dates are Argentine calendar days 'YYYY-MM-DD' (the library computes them in the country's time zone).
 * Local or bridge holidays the admin wants to add need an editable table, which is not built yet.
 */
let calendar: Holidays | undefined;

function argentina(): Holidays {
  calendar ??= new Holidays('AR');
  return calendar;
}

const byYear = new Map<number, string[]>();

function publicHolidaysOf(year: number): string[] {
  let days = byYear.get(year);
  if (!days) {
    const all = argentina().getHolidays(year) || [];
    days = [...new Set(all.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)))].sort();
    byYear.set(year, days);
  }
  return days;
}

/** The public holidays of one month, ascending, as 'YYYY-MM-DD'. */
export function argentineHolidays(year: number, month: number): string[] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError('mes o año inválido');
  }
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  return publicHolidaysOf(year).filter((d) => d.startsWith(prefix));
}

/**
 * The public holidays of a month and of the months before and after: what the salary calculation needs to judge
 * rest days at the month's edges (January reaches back to December of the prior year).
 */
export function argentineHolidaysAround(year: number, month: number): string[] {
  const prev = previousPeriod(month, year);
  const next = nextPeriod(month, year);
  return [
    ...argentineHolidays(prev.anio, prev.mes),
    ...argentineHolidays(year, month),
    ...argentineHolidays(next.anio, next.mes),
  ];
}
