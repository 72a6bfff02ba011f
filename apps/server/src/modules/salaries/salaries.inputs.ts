import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { monthKey } from '@auditorias/domain/finance/figures';
import { TIME_ZONE } from '@auditorias/domain/format/locale';
import {
  daysInMonth,
  isInMonth,
  isoDay,
  nextPeriod,
  previousPeriod,
} from '@auditorias/domain/salaries/calendar';
import { minutesByDay } from '@auditorias/domain/staff/hours';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from '../finance/sql';
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
 * Gathers the month's inputs in three queries, whatever the number of days or audits:
 * 1. audits delivered in the Argentine month (estado entregada or facturada, by fecha_entrega) where the employee
 *    is the operator (auditoriasHechas) or the supervisor who approved them (correccionesHechas);
 * 2. the employee's own work sessions (auth_sessions, impersonations excluded) touching the previous, this and the
 *    next month (the neighbouring days judge rest days at the month's edges), split by Argentine day;
 * 3. the operator pay of the month from the ledger: 2101 lines of `entrega` entries (reversals included) dated in
 *    the month.
 * Holidays come from `argentineHolidaysAround` (no query).
 */
export async function gatherInputs(
  tx: DbOrTx,
  userId: number,
  mes: number,
  anio: number,
): Promise<MonthInputs> {
  const first = isoDay(anio, mes, 1);
  const next = nextPeriod(mes, anio);
  const nextFirst = isoDay(next.anio, next.mes, 1);
  const prev = previousPeriod(mes, anio);
  const windowStart = isoDay(prev.anio, prev.mes, 1);
  const after = nextPeriod(next.mes, next.anio);
  const windowEnd = isoDay(after.anio, after.mes, 1);

  const [counts] = await sqlRowsOf<{ hechas: string; correcciones: string }>(
    tx,
    sql`select count(*) filter (where operador_id = ${userId}) as hechas,
               count(*) filter (where supervisor_id = ${userId}) as correcciones
          from audits
         where deleted_at is null and estado in ('entregada', 'facturada')
           and (operador_id = ${userId} or supervisor_id = ${userId})
           and fecha_entrega >= (${first}::timestamp at time zone ${TIME_ZONE})
           and fecha_entrega < (${nextFirst}::timestamp at time zone ${TIME_ZONE})`,
  );
  const sessions = await sqlRowsOf<{ a: string | Date; b: string | Date }>(
    tx,
    sql`select created_at as a, coalesce(ended_at, least(last_seen_at, now())) as b
          from auth_sessions
         where user_id = ${userId} and impersonator_id is null
           and created_at < (${windowEnd}::timestamp at time zone ${TIME_ZONE})
           and coalesce(ended_at, last_seen_at) > (${windowStart}::timestamp at time zone ${TIME_ZONE})`,
  );
  const [pay] = await sqlRowsOf<{ monto: string | null }>(
    tx,
    sql`select -sum(l.amount) as monto
          from ledger_lines l join ledger_entries e on e.id = l.entry_id
         where l.user_id = ${userId} and l.account = ${ACCOUNTS.operadoresAPagar} and e.kind = 'entrega'
           and e.occurred_on >= ${first}::date and e.occurred_on < ${nextFirst}::date`,
  );

  // The same measure as staff time control: overlapping sessions merged, cut at Argentine midnights.
  const perDay = minutesByDay(
    sessions.map((s) => ({ start: new Date(s.a).getTime(), end: new Date(s.b).getTime() })),
  );
  let minutos = 0;
  const diasTrabajados: string[] = [];
  for (const [day, m] of perDay) {
    if (m >= 1) diasTrabajados.push(day);
    if (isInMonth(day, mes, anio)) minutos += m;
  }
  return {
    diasTrabajados: diasTrabajados.sort(),
    minutosTrabajados: Math.floor(minutos),
    auditoriasHechas: Number(counts?.hechas ?? 0),
    correccionesHechas: Number(counts?.correcciones ?? 0),
    montoAuditorias: Number(pay?.monto ?? 0),
    feriados: argentineHolidaysAround(anio, mes),
  };
}

/** The last day of a month 'YYYY-MM-DD' (the accrual's date). */
export function lastDayOf(mes: number, anio: number): string {
  return isoDay(anio, mes, daysInMonth(mes, anio));
}

export { monthKey };
