import type { Role } from '@auditorias/domain/auth/roles';
import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { TIME_ZONE } from '@auditorias/domain/format/locale';
import { STAFF_ROLES, type StaffRole } from '@auditorias/domain/staff/hours';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../lib/search';
import { sqlRowsOf } from '../finance/sql';

/**
 * The queries of staff time control. Every read takes a list of users and a time window, so that a page of
 * employees costs the same few queries whatever its size (no query per employee or per day).
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface StaffUserRow {
  id: number;
  name: string;
  role: Role;
  is_active: boolean;
}

export async function findUser(db: DbOrTx, id: number): Promise<StaffUserRow | null> {
  const [row] = await sqlRowsOf<StaffUserRow>(
    db,
    sql`select id, name, role, is_active from users where id = ${id} and deleted_at is null`,
  );
  return row ?? null;
}

/** A time window [start, end). */
export interface Window {
  start: Date;
  end: Date;
}

export interface SessionRow {
  id: number;
  user_id: number;
  created_at: Date | string;
  last_seen_at: Date | string;
  ended_at: Date | string | null;
  end_reason: string | null;
}

/**
 * The users' own sessions (impersonations excluded) that may count inside any of the windows, and every session
 * open now. A session never counts past its maximum length (docs/decisions.md: "Sessions"), so only those started
 * from that length before a window to its end can reach it: a range of `created_at` per user.
 */
export async function sessionsOf(
  db: DbOrTx,
  userIds: readonly number[],
  windows: readonly Window[],
  now: Date,
  limits: SessionLimits,
): Promise<SessionRow[]> {
  if (userIds.length === 0) return [];
  const maxMs = limits.maxHours * HOUR_MS;
  const inWindow = windows.map(
    (w) => sql`(s.created_at > ${new Date(w.start.getTime() - maxMs)} and s.created_at < ${w.end})`,
  );
  const openNow = sql`(s.ended_at is null and s.created_at > ${new Date(now.getTime() - maxMs)})`;
  return sqlRowsOf<SessionRow>(
    db,
    sql`select s.id, s.user_id, s.created_at, s.last_seen_at, s.ended_at, s.end_reason
          from auth_sessions s
         where s.user_id in (${idList(userIds)}) and s.impersonator_id is null
           and (${sql.join([...inWindow, openNow], sql` or `)})
         order by s.created_at, s.id`,
  );
}

export interface AuthorizationRow {
  id: number;
  user_id: number;
  fecha: string;
  minutos: number;
  motivo: string;
  authorized_by: number | null;
  autorizador: string | null;
  created_at: Date | string;
}

/** Live overtime authorizations of the users for days in [first, next) or on `also`. */
export async function liveAuthorizations(
  db: DbOrTx,
  userIds: readonly number[],
  days: { first: string; next: string; also?: string },
): Promise<AuthorizationRow[]> {
  if (userIds.length === 0) return [];
  const also = days.also ? sql` or o.fecha = ${days.also}::date` : sql``;
  return sqlRowsOf<AuthorizationRow>(
    db,
    sql`select o.id, o.user_id, o.fecha::text as fecha, o.minutos, o.motivo, o.authorized_by,
               u.name as autorizador, o.created_at
          from overtime_authorizations o left join users u on u.id = o.authorized_by
         where o.user_id in (${idList(userIds)}) and o.revoked_at is null
           and ((o.fecha >= ${days.first}::date and o.fecha < ${days.next}::date)${also})`,
  );
}

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

export interface SalaryRow {
  user_id: number;
  estado: 'calculado' | 'pagado';
  sueldo_final: string | number;
  sueldo_referencia: string | number;
  pago_francos: string | number;
  /** Rest days paid without working them. */
  francos: number | null;
  /** Rest days worked (paid at the worked-rest-day value). */
  francos_trabajados: number | null;
}

/** The month's salary records of the users. */
export async function salariesOf(
  db: DbOrTx,
  userIds: readonly number[],
  mes: number,
  anio: number,
): Promise<Map<number, SalaryRow>> {
  const out = new Map<number, SalaryRow>();
  if (userIds.length === 0) return out;
  const rows = await sqlRowsOf<SalaryRow>(
    db,
    sql`select user_id, estado, sueldo_final, sueldo_referencia, pago_francos,
               coalesce(jsonb_array_length(case when jsonb_typeof(calculo->'francos'->'pagados') = 'array'
                 then calculo->'francos'->'pagados' end), 0)::int as francos,
               coalesce(jsonb_array_length(case when jsonb_typeof(calculo->'francos'->'trabajados') = 'array'
                 then calculo->'francos'->'trabajados' end), 0)::int as francos_trabajados
          from salary_records
         where user_id in (${idList(userIds)}) and anio = ${anio} and mes = ${mes}`,
  );
  for (const r of rows) out.set(Number(r.user_id), r);
  return out;
}

export interface AlertRow {
  id: number;
  user_id: number;
  audit_id: number;
  tipo: string;
  prioridad: string;
  estado: string;
  tiempo_estimado_minutos: number;
  tiempo_real_minutos: number;
  created_at: Date | string;
  total: number;
}

/** The users' open time alerts (pendiente, revisada) raised in the window: the newest 50 each, with the count. */
export async function openAlerts(
  db: DbOrTx,
  userIds: readonly number[],
  window: Window,
): Promise<AlertRow[]> {
  if (userIds.length === 0) return [];
  return sqlRowsOf<AlertRow>(
    db,
    sql`select * from (
          select t.id, t.user_id, t.audit_id, t.tipo, t.prioridad, t.estado, t.tiempo_estimado_minutos,
                 t.tiempo_real_minutos, t.created_at,
                 row_number() over (partition by t.user_id order by t.created_at desc, t.id desc) as n,
                 (count(*) over (partition by t.user_id))::int as total
            from time_alerts t
           where t.user_id in (${idList(userIds)}) and t.estado <> 'resuelta'
             and t.created_at >= ${window.start} and t.created_at < ${window.end}) x
         where x.n <= 50
         order by x.created_at desc, x.id desc`,
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

export interface EmployeePageRow extends StaffUserRow {
  logged: boolean;
  alertas: number;
  total: number;
}

/** Where a page of the employee list starts: the sort key of the previous page's last row. */
export interface EmployeeCursor {
  logged: boolean;
  alertas: number;
  name: string;
  id: number;
}

/**
 * One page of employees (operador, supervisor, contable; admin and client roles never), sorted logged in first,
 * then more open time alerts of the month, then name, with the number of employees matching the filters. Inactive
 * users only when asked for by id.
 */
export async function employeePage(
  db: DbOrTx,
  filter: {
    role: StaffRole | null;
    userId: number | null;
    search: string | null;
    onlyLogged: boolean;
    onlyInProgress: boolean;
    alertWindow: Window;
    now: Date;
    limits: SessionLimits;
    cursor: EmployeeCursor | null;
    limit: number;
  },
): Promise<EmployeePageRow[]> {
  const { now, limits } = filter;
  const idleCut = new Date(now.getTime() - limits.idleMinutes * MINUTE_MS);
  const maxCut = new Date(now.getTime() - limits.maxHours * HOUR_MS);
  const conditions: SQL[] = [
    sql`u.deleted_at is null`,
    sql`u.role in (${sql.join(
      STAFF_ROLES.map((r) => sql`${r}`),
      sql`, `,
    )})`,
  ];
  if (filter.role) conditions.push(sql`u.role = ${filter.role}`);
  if (filter.userId) conditions.push(sql`u.id = ${filter.userId}`);
  else conditions.push(sql`u.is_active`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      sql`(u.name ilike ${pattern} or u.email ilike ${pattern} or u.username ilike ${pattern})`,
    );
  }
  const outer: SQL[] = [sql`true`];
  if (filter.onlyLogged) outer.push(sql`f.logged`);
  if (filter.onlyInProgress) outer.push(sql`f.en_proceso`);
  const page: SQL[] = [];
  if (filter.cursor) {
    const c = filter.cursor;
    page.push(
      sql`((case when m.logged then 0 else 1 end), -m.alertas, m.name, m.id)
            > (${c.logged ? 0 : 1}::int, ${-c.alertas}::int, ${c.name}::text, ${c.id}::int)`,
    );
  }
  return sqlRowsOf<EmployeePageRow>(
    db,
    sql`with f as (
          select u.id, u.name, u.role, u.is_active,
                 exists (select 1 from auth_sessions s
                          where s.user_id = u.id and s.impersonator_id is null and s.ended_at is null
                            and s.last_seen_at >= ${idleCut} and s.created_at >= ${maxCut}) as logged,
                 (select count(*)::int from time_alerts t
                   where t.user_id = u.id and t.estado <> 'resuelta'
                     and t.created_at >= ${filter.alertWindow.start}
                     and t.created_at < ${filter.alertWindow.end}) as alertas,
                 exists (select 1 from audits a
                          where a.operador_id = u.id and a.estado = 'en_proceso' and a.deleted_at is null) as en_proceso
            from users u
           where ${sql.join(conditions, sql` and `)}
        ), matching as (
          select * from f where ${sql.join(outer, sql` and `)}
        )
        select m.id, m.name, m.role, m.is_active, m.logged, m.alertas,
               (select count(*)::int from matching) as total
          from matching m
         where ${page.length ? sql.join(page, sql` and `) : sql`true`}
         order by (case when m.logged then 0 else 1 end), m.alertas desc, m.name, m.id
         limit ${filter.limit + 1}`,
  );
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

export interface ClosedSessionRow {
  id: number;
  user_id: number;
}

/** Ends every open session (own or impersonated) of the staff centre's employees: a forced logout. */
export async function closeEmployeeSessions(
  db: DbOrTx,
  endedBy: number,
  at: Date,
): Promise<ClosedSessionRow[]> {
  return sqlRowsOf<ClosedSessionRow>(
    db,
    sql`update auth_sessions s set ended_at = ${at}, end_reason = 'admin', ended_by = ${endedBy}
         where s.ended_at is null
           and s.user_id in (select u.id from users u where u.role in (${sql.join(
             STAFF_ROLES.map((r) => sql`${r}`),
             sql`, `,
           )}))
        returning s.id, s.user_id`,
  );
}
