import type { Role } from '@auditorias/domain/auth/roles';
import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { STAFF_ROLES } from '@auditorias/domain/staff/hours';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from '../../db/sql-rows';
import { HOUR_MS, idList, type Window } from './staff-sql';

/**
 * The staff repositories of users, sessions and overtime authorizations: an employee, the sessions that count in
 * some windows, the live authorizations, authorizing and revoking a day, closing the employees' sessions.
 */

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

/** Revokes the live overtime authorization of a user's day, answering the ids revoked. */
export async function revokeDayAuthorization(
  db: DbOrTx,
  userId: number,
  day: string,
  at: Date,
  revokedBy: number,
): Promise<Array<{ id: number }>> {
  return sqlRowsOf<{ id: number }>(
    db,
    sql`update overtime_authorizations set revoked_at = ${at}, revoked_by = ${revokedBy}
         where user_id = ${userId} and fecha = ${day}::date and revoked_at is null
      returning id`,
  );
}

/** Records an overtime authorization of a user's day. */
export async function insertAuthorization(
  db: DbOrTx,
  a: { userId: number; day: string; minutos: number; motivo: string; authorizedBy: number; at: Date },
) {
  await sqlRowsOf(
    db,
    sql`insert into overtime_authorizations (user_id, fecha, minutos, motivo, authorized_by, created_at)
        values (${a.userId}, ${a.day}::date, ${a.minutos}, ${a.motivo}, ${a.authorizedBy}, ${a.at})`,
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
