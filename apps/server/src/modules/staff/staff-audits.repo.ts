import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { TIME_ZONE } from '@auditorias/domain/format/locale';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from '../../db/sql-rows';
import { idList, type Window } from './staff-sql';

/**
 * The staff repositories of audits: those an employee delivered or reviewed (a month, a day, per day), the day
 * totals kept by triggers, the audit in progress.
 */

/** Minutes worked on an audit (all its work periods; an open one until now), as SQL. */
function auditWorkedSeconds(now: Date): SQL {
  return sql`(select coalesce(sum(extract(epoch from (coalesce(p.ended_at, ${now}) - p.started_at))), 0)
                from audit_work_periods p where p.audit_id = a.id)`;
}

export interface DeliveredAuditRow {
  id: number;
  titulo: string;
  operador_id: number | null;
  supervisor_id: number | null;
  dia: string;
  cliente: string;
  segundos: string | number;
  /** Centavos the operator accrued for it (net of reversals). */
  pago: string | number | null;
}

/**
 * Audits delivered (entregada or facturada) in the window where one of the users is the operator or the approving
 * supervisor, with the Argentine day of delivery, the client, the worked time and the operator's accrued pay.
 */
export async function deliveredAudits(
  db: DbOrTx,
  userIds: readonly number[],
  window: Window,
  now: Date,
): Promise<DeliveredAuditRow[]> {
  if (userIds.length === 0) return [];
  const ids = idList(userIds);
  // Two index-shaped branches (operator, supervisor) rather than one OR, so each can read its own index.
  const delivered = (column: SQL) =>
    sql`select a.id from audits a
         where a.deleted_at is null and a.estado in ('entregada', 'facturada') and ${column} in (${ids})
           and a.fecha_entrega >= ${window.start} and a.fecha_entrega < ${window.end}`;
  return sqlRowsOf<DeliveredAuditRow>(
    db,
    sql`select a.id, a.titulo, a.operador_id, a.supervisor_id,
               to_char(a.fecha_entrega at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as dia,
               c.nombre as cliente, ${auditWorkedSeconds(now)} as segundos,
               (select -sum(l.amount) from ledger_lines l
                 where l.audit_id = a.id and l.account = ${ACCOUNTS.operadoresAPagar}
                   and l.user_id = a.operador_id) as pago
          from audits a join clients c on c.id = a.client_id
         where a.id in (${delivered(sql`a.operador_id`)} union ${delivered(sql`a.supervisor_id`)})
         order by a.fecha_entrega, a.id`,
  );
}

export interface DayTotalsRow {
  user_id: number;
  dia: string;
  auditorias: number;
  correcciones: number;
  ganado: string | number;
}

/**
 * Each employee's days in a window (`staff_day_stats`, kept by triggers): audits delivered as operator, reviews as
 * supervisor and operator pay accrued (centavos, reversals included). One row per employee and day.
 */
export async function dayTotals(
  db: DbOrTx,
  userIds: readonly number[],
  days: { first: string; next: string },
): Promise<DayTotalsRow[]> {
  if (userIds.length === 0) return [];
  return sqlRowsOf<DayTotalsRow>(
    db,
    sql`select user_id, to_char(dia, 'YYYY-MM-DD') as dia, auditorias, correcciones, ganado
          from staff_day_stats
         where user_id in (${idList(userIds)}) and dia >= ${days.first}::date and dia < ${days.next}::date
         order by user_id, dia`,
  );
}

export interface CurrentAuditRow {
  operador_id: number;
  id: number;
  titulo: string;
  cliente: string;
  segundos: string | number;
}

/** Each user's audit in progress (the latest started when there were several) and its worked time. */
export async function currentAudits(
  db: DbOrTx,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, CurrentAuditRow>> {
  const out = new Map<number, CurrentAuditRow>();
  if (userIds.length === 0) return out;
  const rows = await sqlRowsOf<CurrentAuditRow>(
    db,
    sql`select distinct on (a.operador_id) a.operador_id, a.id, a.titulo, c.nombre as cliente,
               ${auditWorkedSeconds(now)} as segundos
          from audits a join clients c on c.id = a.client_id
         where a.operador_id in (${idList(userIds)}) and a.estado = 'en_proceso' and a.deleted_at is null
         order by a.operador_id, a.fecha_inicio desc nulls last, a.id desc`,
  );
  for (const r of rows) out.set(Number(r.operador_id), r);
  return out;
}

/** Counts of audits delivered per Argentine day in [first, next) as operator and as approving supervisor. */
export async function dailyCounts(
  db: DbOrTx,
  userId: number,
  window: Window,
): Promise<Array<{ dia: string; hechas: number; correcciones: number }>> {
  return sqlRowsOf(
    db,
    sql`select to_char(fecha_entrega at time zone ${TIME_ZONE}, 'YYYY-MM-DD') as dia,
               (count(*) filter (where operador_id = ${userId}))::int as hechas,
               (count(*) filter (where supervisor_id = ${userId}))::int as correcciones
          from audits
         where deleted_at is null and estado in ('entregada', 'facturada')
           and (operador_id = ${userId} or supervisor_id = ${userId})
           and fecha_entrega >= ${window.start} and fecha_entrega < ${window.end}
         group by 1 order by 1`,
  );
}

export interface DayAuditRow {
  id: number;
  titulo: string;
  estado: string;
  operador_id: number | null;
  supervisor_id: number | null;
  cliente: string;
  sucursal: string | null;
  horas_estimadas: string | number;
  fecha_entrega: Date | string | null;
  entregada_en_dia: boolean;
  segundos: string | number;
  pago: string | number | null;
}

/**
 * The audits of an employee's day: delivered that day with the employee as operator or approving supervisor, and
 * those the employee worked on that day (a work period of theirs touching it), with branch, estimate, worked time
 * and the employee's accrued pay.
 */
export async function auditsOfDay(
  db: DbOrTx,
  userId: number,
  day: Window,
  now: Date,
): Promise<DayAuditRow[]> {
  const delivered = (column: SQL) =>
    sql`select a.id from audits a
         where a.deleted_at is null and a.estado in ('entregada', 'facturada') and ${column} = ${userId}
           and a.fecha_entrega >= ${day.start} and a.fecha_entrega < ${day.end}`;
  return sqlRowsOf<DayAuditRow>(
    db,
    sql`select a.id, a.titulo, a.estado, a.operador_id, a.supervisor_id, c.nombre as cliente,
               coalesce(b.nombre, a.sucursal) as sucursal, a.horas_estimadas, a.fecha_entrega,
               (a.estado in ('entregada', 'facturada') and a.fecha_entrega >= ${day.start}
                 and a.fecha_entrega < ${day.end}) as entregada_en_dia,
               ${auditWorkedSeconds(now)} as segundos,
               (select -sum(l.amount) from ledger_lines l
                 where l.audit_id = a.id and l.account = ${ACCOUNTS.operadoresAPagar} and l.user_id = ${userId}) as pago
          from audits a
          join clients c on c.id = a.client_id
          left join branches b on b.id = a.branch_id
         where a.deleted_at is null
           and a.id in (${delivered(sql`a.operador_id`)}
                        union ${delivered(sql`a.supervisor_id`)}
                        union select p.audit_id from audit_work_periods p
                               where p.user_id = ${userId} and p.started_at < ${day.end}
                                 and coalesce(p.ended_at, ${now}) > ${day.start})
         order by a.fecha_entrega nulls last, a.id`,
  );
}
