import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { nextPeriod, previousPeriod } from '@auditorias/domain/salaries/calendar';
import { dayRange, monthRange, type WorkSession, workIntervals } from '@auditorias/domain/staff/hours';
import { type EmployeeMonthFigures, monthFigures } from '@auditorias/domain/staff/month-figures';
import type { DbOrTx } from '../../db/client';
import * as repo from './staff.repo';

/**
 * The one definition of an employee's month (docs/decisions.md, "Control horario": "One definition of an
 * employee's month"): audits delivered and reviewed, commissions, hours worked per day and the days worked, read in
 * three queries for any number of employees (sessions, live authorizations, kept day totals) and computed by the
 * domain's `monthFigures`. Salary inputs (`salaries.inputs.ts`), the staff centre's cards, the printable report, the
 * salary screens and the exports call it; the reconciliation check compares stored salary records with it.
 */

export type { EmployeeMonthFigures };

export interface MonthReadOptions {
  /** The present instant (an open session counts until it). */
  at: Date;
  limits: SessionLimits;
  /** Read the days worked of the months before and after too (the salary's rest days at the month's edges). */
  neighbours?: boolean;
  /** Also read this Argentine day's sessions and authorization (the staff cards' "today"). */
  today?: string;
}

/** What the month's read brings back: the rows the figures are computed from (the staff cards reuse them). */
export interface MonthReads {
  sessions: repo.SessionRow[];
  authorizations: repo.AuthorizationRow[];
  totals: repo.DayTotalsRow[];
}

export function workSessionOf(row: repo.SessionRow): WorkSession {
  return {
    createdAt: repo.toDate(row.created_at),
    lastSeenAt: repo.toDate(row.last_seen_at),
    endedAt: row.ended_at === null ? null : repo.toDate(row.ended_at),
    endReason: (row.end_reason as WorkSession['endReason']) ?? null,
  };
}

/** The three reads of a month for these employees (no query per employee or per day). */
export async function readMonth(
  db: DbOrTx,
  userIds: readonly number[],
  mes: number,
  anio: number,
  opts: MonthReadOptions,
): Promise<MonthReads> {
  const month = monthRange(mes, anio);
  const prev = previousPeriod(mes, anio);
  const next = nextPeriod(mes, anio);
  const sessionWindow = opts.neighbours
    ? { start: monthRange(prev.mes, prev.anio).start, end: monthRange(next.mes, next.anio).end }
    : { start: month.start, end: month.end };
  const windows = opts.today ? [sessionWindow, dayRange(opts.today)] : [sessionWindow];
  const days = opts.today
    ? { first: month.first, next: month.next, also: opts.today }
    : { first: month.first, next: month.next };
  const [sessions, authorizations, totals] = await Promise.all([
    repo.sessionsOf(db, userIds, windows, opts.at, opts.limits),
    repo.liveAuthorizations(db, userIds, days),
    repo.dayTotals(db, userIds, month),
  ]);
  return { sessions, authorizations, totals };
}

/** One employee's figures from a month's reads. */
export function figuresOf(
  reads: MonthReads,
  userId: number,
  mes: number,
  anio: number,
  opts: Pick<MonthReadOptions, 'at' | 'limits'>,
): EmployeeMonthFigures {
  const sessions = reads.sessions.filter((s) => Number(s.user_id) === userId).map(workSessionOf);
  const authorizedByDay = new Map(
    reads.authorizations.filter((a) => Number(a.user_id) === userId).map((a) => [a.fecha, a.minutos]),
  );
  return monthFigures({
    mes,
    anio,
    intervals: workIntervals(sessions, opts.at, opts.limits),
    authorizedByDay,
    dayTotals: reads.totals
      .filter((t) => Number(t.user_id) === userId)
      .map((t) => ({
        dia: t.dia,
        auditorias: Number(t.auditorias),
        correcciones: Number(t.correcciones),
        ganado: Number(t.ganado),
      })),
  });
}

/**
 * The month of these employees, by id: what the salary screens, the staff centre and the exports show as an
 * employee's audits, corrections, hours, extra hours, days worked and commissions (centavos).
 */
export async function employeeMonthFigures(
  db: DbOrTx,
  userIds: readonly number[],
  mes: number,
  anio: number,
  opts: MonthReadOptions,
): Promise<Map<number, EmployeeMonthFigures>> {
  const reads = await readMonth(db, userIds, mes, anio, opts);
  return new Map(userIds.map((id) => [id, figuresOf(reads, id, mes, anio, opts)]));
}
