import { isInMonth } from '../salaries/calendar';
import { classifyDays, type DayHours, type Interval } from './hours';

/**
 * An employee's month as every screen shows it (issue 23, "one definition per figure"): the salary screens and the
 * salary calculation (`gatherInputs`), the staff centre's cards, the printable monthly report and the exports read
 * the audits, hours, rest-day inputs and commissions of a month from this one rule, fed by one repository read
 * (`apps/server/src/modules/staff/staff.figures.ts`, `readMonthFigures`).
 */

/** One Argentine day's kept totals (`staff_day_stats`): audits delivered, reviews approved and pay accrued. */
export interface DayTotals {
  dia: string;
  auditorias: number;
  correcciones: number;
  /** Centavos of operator pay accrued that day (delivery entries, reversals included). */
  ganado: number;
}

export interface MonthFiguresInput {
  mes: number;
  anio: number;
  /** The employee's work intervals (sign-in sessions judged by the session rules, impersonations left out). */
  intervals: readonly Interval[];
  /** Live overtime authorizations: minutes by day. */
  authorizedByDay: ReadonlyMap<string, number>;
  /** The kept day totals of the month (days outside it are ignored). */
  dayTotals: readonly DayTotals[];
}

export interface EmployeeMonthFigures {
  mes: number;
  anio: number;
  /**
   * Every day with worked time among the intervals given, inside or around the month (the salary judges rest days
   * at the month's edges with the neighbouring days), sorted.
   */
  diasTrabajados: string[];
  /** The month's days with worked time, classified against their authorization. */
  horasPorDia: Map<string, DayHours>;
  /** The month's days with audits, reviews or pay. */
  totalesPorDia: Map<string, DayTotals>;
  /** Whole minutes worked in the month: the sum of each day's whole minutes. */
  minutosTrabajados: number;
  minutosExtra: number;
  /** Days of the month with extra time no authorization covers. */
  diasSinAutorizar: number;
  /** Audits delivered (entregada or facturada) as operator in the month. */
  auditoriasHechas: number;
  /** Audits approved as supervisor in the month. */
  correccionesHechas: number;
  /** Centavos of operator pay accrued in the month (the commissions; the salary's `montoAuditorias`). */
  comisiones: number;
}

/** The month's figures of one employee (pure). */
export function monthFigures(input: MonthFiguresInput): EmployeeMonthFigures {
  const { mes, anio } = input;
  const days = classifyDays(input.intervals, input.authorizedByDay);
  const diasTrabajados: string[] = [];
  const horasPorDia = new Map<string, DayHours>();
  let minutosTrabajados = 0;
  let minutosExtra = 0;
  let diasSinAutorizar = 0;
  for (const [day, h] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (h.minutosTrabajados <= 0) continue;
    diasTrabajados.push(day);
    if (!isInMonth(day, mes, anio)) continue;
    horasPorDia.set(day, h);
    minutosTrabajados += h.minutosTrabajados;
    minutosExtra += h.minutosExtra;
    if (h.necesitaAutorizacion) diasSinAutorizar++;
  }
  const totalesPorDia = new Map<string, DayTotals>();
  let auditoriasHechas = 0;
  let correccionesHechas = 0;
  let comisiones = 0;
  for (const t of [...input.dayTotals].sort((a, b) => a.dia.localeCompare(b.dia))) {
    if (!isInMonth(t.dia, mes, anio)) continue;
    totalesPorDia.set(t.dia, t);
    auditoriasHechas += t.auditorias;
    correccionesHechas += t.correcciones;
    comisiones += t.ganado;
  }
  return {
    mes,
    anio,
    diasTrabajados,
    horasPorDia,
    totalesPorDia,
    minutosTrabajados,
    minutosExtra,
    diasSinAutorizar,
    auditoriasHechas,
    correccionesHechas,
    comisiones,
  };
}
