import { isClientRole, type Role } from '@auditorias/domain/auth/roles';
import type { SessionLimits } from '@auditorias/domain/auth/session-rules';
import { MSG } from '@auditorias/domain/messages';
import { centavosToPesos } from '@auditorias/domain/money';
import type { OvertimeAuthorizationDto, UserHoursDto } from '@auditorias/domain/schemas/staff';
import { mayReadStaffControl, STAFF_MSG } from '@auditorias/domain/staff/access';
import {
  addDays,
  classifyDay,
  classifyDays,
  type DayHours,
  dayRange,
  hoursOf,
  sessionEnd,
  showWorkTimeWidget,
  workIntervals,
} from '@auditorias/domain/staff/hours';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { workSessionOf } from './staff.figures';
import * as repo from './staff.repo';

/**
 * What the staff use cases share: the authorization's answer, an employee's sessions read into days, the user a
 * call is about, who may read the staff centre, and one user's hours of a day (the work-time widget's answer).
 */

export type StaffDeps = {
  db: Db;
  limits: SessionLimits;
  /** The present instant (tests may fix it). */
  clock?: () => Date;
  /** Called after sessions were closed (drops the cached sign-ins of this instance). */
  onSessionsClosed?: () => void;
};

export const pesos = (centavos: number) => centavosToPesos(centavos);

export function authorizationDto(row: repo.AuthorizationRow): OvertimeAuthorizationDto {
  return {
    id: Number(row.id),
    fecha: row.fecha,
    horas: hoursOf(row.minutos),
    minutos: row.minutos,
    motivo: row.motivo,
    autorizadoPor:
      row.authorized_by === null ? null : { id: Number(row.authorized_by), name: row.autorizador ?? '' },
    createdAt: repo.toDate(row.created_at).toISOString(),
  };
}

export interface Target {
  id: number;
  name: string;
  role: Role;
  isActive: boolean;
}

/** One employee's sessions, read: the days worked and the live session. */
export function sessionFacts(
  rows: readonly repo.SessionRow[],
  authorizedByDay: ReadonlyMap<string, number>,
  at: Date,
  limits: SessionLimits,
) {
  const sessions = rows.map(workSessionOf);
  const days = classifyDays(workIntervals(sessions, at, limits), authorizedByDay);
  let live: repo.SessionRow | null = null;
  rows.forEach((row, i) => {
    const s = sessions[i];
    if (!s || s.endedAt || !sessionEnd(s, at, limits).active) return;
    if (!live || repo.toDate(row.created_at) >= repo.toDate(live.created_at)) live = row;
  });
  return { sessions, days, live: live as repo.SessionRow | null };
}

export function dayOrEmpty(
  days: ReadonlyMap<string, DayHours>,
  day: string,
  authorizedMinutes: number | null,
): DayHours {
  return days.get(day) ?? classifyDay(day, 0, authorizedMinutes);
}

export function createStaffCore(deps: StaffDeps) {
  const { db, limits } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The user the call is about: 404 when missing; client-company users have no work hours. */
  async function employee(id: number): Promise<Target> {
    const row = await repo.findUser(db, id);
    if (!row) throw notFound(MSG.userNotFound);
    if (isClientRole(row.role)) throw badRequest(STAFF_MSG.notAnEmployee);
    return { id: Number(row.id), name: row.name, role: row.role, isActive: row.is_active };
  }

  function requireStaffReader(auth: AuthContext) {
    if (!mayReadStaffControl(auth.user)) throw forbidden();
  }

  /** Work-hours data of one user and day. */
  async function hoursOfDay(target: Target, day: string, at: Date): Promise<UserHoursDto> {
    const window = dayRange(day);
    const [sessions, authorizations, counts] = await Promise.all([
      repo.sessionsOf(db, [target.id], [window], at, limits),
      repo.liveAuthorizations(db, [target.id], { first: day, next: addDays(day, 1) }),
      repo.dailyCounts(db, target.id, window),
    ]);
    const authorization = authorizations[0] ?? null;
    const authorizedByDay = new Map(authorization ? [[day, authorization.minutos]] : []);
    const facts = sessionFacts(sessions, authorizedByDay, at, limits);
    const hours = dayOrEmpty(facts.days, day, authorization?.minutos ?? null);
    const live = facts.live;
    let loginTime: string | null = null;
    if (live) loginTime = repo.toDate(live.created_at).toISOString();
    else {
      const touching = facts.sessions
        .filter((s) => s.createdAt < window.end && sessionEnd(s, at, limits).end > window.start)
        .map((s) => s.createdAt.getTime());
      if (touching.length > 0) loginTime = new Date(Math.min(...touching)).toISOString();
    }
    const count = counts[0];
    return {
      fecha: day,
      usuario: { id: target.id, name: target.name, role: target.role },
      sesionActiva: live !== null,
      sessionId: live ? Number((live as repo.SessionRow).id) : null,
      loginTime,
      horasTrabajadas: hoursOf(hours.minutosTrabajados),
      horasRegulares: hoursOf(hours.minutosRegulares),
      horasExtra: hoursOf(hours.minutosExtra),
      horasExtraAprobadas: hoursOf(Math.min(hours.minutosExtra, hours.minutosAutorizados)),
      horasExtraSinAprobar: hoursOf(hours.minutosSinAutorizar),
      minutosTrabajados: hours.minutosTrabajados,
      auditoriasCompletadas: count?.hechas ?? 0,
      correcciones: count?.correcciones ?? 0,
      cercaDelLimite: hours.cercaDelLimite,
      excesivo: hours.excesivo,
      critico: hours.critico,
      necesitaAutorizacion: hours.necesitaAutorizacion,
      nivel: hours.nivel,
      mostrarWidget: showWorkTimeWidget(target.role, hours),
      autorizacion: authorization ? authorizationDto(authorization) : null,
    };
  }

  return { deps, db, limits, clock, employee, requireStaffReader, hoursOfDay };
}

export type StaffCore = ReturnType<typeof createStaffCore>;
