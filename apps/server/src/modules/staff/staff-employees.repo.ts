import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { STAFF_ROLES, type StaffRole } from '@auditorias/domain/staff/hours';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from '../../db/sql-rows';
import { containsPattern } from '../../lib/search';
import type { StaffUserRow } from './staff-sessions.repo';
import { HOUR_MS, idList, MINUTE_MS, type Window } from './staff-sql';

/** The staff repositories of the employee list: a page of employees, their month's salaries and open alerts. */

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
