import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { monthKey } from '@auditorias/domain/finance/figures';
import { centavosToPesos } from '@auditorias/domain/money';
import { daysInMonth, isoDay } from '@auditorias/domain/salaries/calendar';
import type { SalaryMonthFiguresDto } from '@auditorias/domain/schemas/salaries';
import { hoursOf } from '@auditorias/domain/staff/hours';
import type { DbOrTx } from '../../db/client';
import { type EmployeeMonthFigures, employeeMonthFigures } from '../staff/public';
import { argentineHolidaysAround } from './holidays';

/** What an employee did in a month, as `calculateSalary` reads it. */
export interface MonthInputs {
  diasTrabajados: string[];
  minutosTrabajados: number;
  auditoriasHechas: number;
  correccionesHechas: number;
  montoAuditorias: number;
  feriados: string[];
}

/**
 * The month's inputs of the salary: the employee's month as the staff centre, the report and the exports read it
 * (`employeeMonthFigures`, the one definition: audits delivered as operator, reviews approved as supervisor, the
 * operator pay accrued in the month, whole minutes worked per Argentine day, and the days worked of this and the
 * neighbouring months, whose edges judge rest days). Holidays come from `argentineHolidaysAround` (no query).
 */
export async function gatherInputs(
  tx: DbOrTx,
  userId: number,
  mes: number,
  anio: number,
  opts: { at: Date; limits: SessionLimits },
): Promise<MonthInputs> {
  const figures = (await employeeMonthFigures(tx, [userId], mes, anio, { ...opts, neighbours: true })).get(
    userId,
  );
  return inputsOf(figures ?? null, mes, anio);
}

/** The salary's inputs from an employee's month figures (zeros without them). */
export function inputsOf(figures: EmployeeMonthFigures | null, mes: number, anio: number): MonthInputs {
  return {
    diasTrabajados: figures?.diasTrabajados ?? [],
    minutosTrabajados: figures?.minutosTrabajados ?? 0,
    auditoriasHechas: figures?.auditoriasHechas ?? 0,
    correccionesHechas: figures?.correccionesHechas ?? 0,
    montoAuditorias: figures?.comisiones ?? 0,
    feriados: argentineHolidaysAround(anio, mes),
  };
}

/**
 * The salary screen's 'Control horario' of one employee and month (pesos and hours): the same figures the salary
 * is calculated on and the staff centre shows.
 */
export async function salaryMonthFigures(
  tx: DbOrTx,
  userId: number,
  mes: number,
  anio: number,
  opts: { at: Date; limits: SessionLimits },
): Promise<SalaryMonthFiguresDto> {
  const figures = (await employeeMonthFigures(tx, [userId], mes, anio, opts)).get(userId) ?? null;
  return monthFiguresDto(figures, mes, anio);
}

/** An employee's month figures as the salary API answers them. */
export function monthFiguresDto(
  figures: EmployeeMonthFigures | null,
  mes: number,
  anio: number,
): SalaryMonthFiguresDto {
  return {
    horasTrabajadas: hoursOf(figures?.minutosTrabajados ?? 0),
    minutosTrabajados: figures?.minutosTrabajados ?? 0,
    horasExtra: hoursOf(figures?.minutosExtra ?? 0),
    diasTrabajados: figures?.horasPorDia.size ?? 0,
    auditoriasHechas: figures?.auditoriasHechas ?? 0,
    correccionesHechas: figures?.correccionesHechas ?? 0,
    montoAuditorias: centavosToPesos(figures?.comisiones ?? 0),
    feriados: argentineHolidaysAround(anio, mes),
  };
}

/** The last day of a month 'YYYY-MM-DD' (the accrual's date). */
export function lastDayOf(mes: number, anio: number): string {
  return isoDay(anio, mes, daysInMonth(mes, anio));
}

export { monthKey };
