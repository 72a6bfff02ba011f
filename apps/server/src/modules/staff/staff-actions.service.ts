import { MSG } from '@auditorias/domain/messages';
import type { AuthorizeOvertimeRequest } from '@auditorias/domain/schemas/staff';
import { mayAuthorizeOvertime, mayAuthorizeOvertimeOf, STAFF_MSG } from '@auditorias/domain/staff/access';
import {
  dayOfInstant,
  daysBetween,
  isStaffRole,
  overtimeMinutes,
  STAFF_TIME,
} from '@auditorias/domain/staff/hours';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import * as repo from './staff.repo';
import type { StaffCore, Target } from './staff-core';

/** The staff centre's decisions: authorizing and revoking overtime of a day, closing every employee's session. */
export function createStaffActions(core: StaffCore) {
  const { deps, db, clock, hoursOfDay } = core;

  /** The target of an overtime decision, checked against who decides. */
  async function overtimeTarget(auth: AuthContext, id: number, day: string, at: Date): Promise<Target> {
    const row = await repo.findUser(db, id);
    if (!row) throw notFound(MSG.userNotFound);
    const target: Target = { id: Number(row.id), name: row.name, role: row.role, isActive: row.is_active };
    if (target.id === auth.user.id) throw forbidden(STAFF_MSG.ownOvertime);
    if (!isStaffRole(target.role)) throw badRequest(STAFF_MSG.notAnEmployee);
    if (!mayAuthorizeOvertimeOf(auth.user, target)) {
      throw forbidden(auth.user.role === 'supervisor' ? STAFF_MSG.supervisorOnlyOperators : MSG.forbidden);
    }
    if (daysBetween(dayOfInstant(at.getTime()), day) > 31) throw badRequest(STAFF_MSG.fechaTooFar);
    return target;
  }

  /**
   * POST authorize-overtime/{id}: authorizes extra hours for one Argentine day (today by default), 4 h unless told
   * otherwise. A new authorization for a day that has one replaces it (the old one is kept, revoked).
   */
  async function authorizeOvertime(auth: AuthContext, id: number, body: AuthorizeOvertimeRequest) {
    if (!mayAuthorizeOvertime(auth.user)) throw forbidden();
    const at = clock();
    const day = body.fecha ?? dayOfInstant(at.getTime());
    const target = await overtimeTarget(auth, id, day, at);
    const minutos = overtimeMinutes(body.duracionHoras ?? STAFF_TIME.defaultOvertimeHours);
    await db.transaction(async (tx) => {
      await repo.revokeDayAuthorization(tx, target.id, day, at, auth.user.id);
      await repo.insertAuthorization(tx, {
        userId: target.id,
        day,
        minutos,
        motivo: body.motivo,
        authorizedBy: auth.user.id,
        at,
      });
    });
    const horas = await hoursOfDay(target, day, at);
    return {
      success: true as const,
      message: STAFF_MSG.overtimeAuthorized,
      autorizacion: horas.autorizacion,
      horas,
    };
  }

  /** POST revoke-overtime/{id}: revokes the day's live authorization (today by default). */
  async function revokeOvertime(auth: AuthContext, id: number, fecha: string | undefined) {
    if (!mayAuthorizeOvertime(auth.user)) throw forbidden();
    const at = clock();
    const day = fecha ?? dayOfInstant(at.getTime());
    const target = await overtimeTarget(auth, id, day, at);
    const revoked = await repo.revokeDayAuthorization(db, target.id, day, at, auth.user.id);
    if (revoked.length === 0) throw notFound(STAFF_MSG.noOvertimeToRevoke);
    const horas = await hoursOfDay(target, day, at);
    return { success: true as const, message: STAFF_MSG.overtimeRevoked, autorizacion: null, horas };
  }

  /**
   * POST close-all-sessions: ends every open session of the staff centre's employees (operador, supervisor,
   * contable); their next call is a forced logout. Admins and client companies keep theirs.
   */
  async function closeAllSessions(auth: AuthContext) {
    const closed = await repo.closeEmployeeSessions(db, auth.user.id, clock());
    deps.onSessionsClosed?.();
    const usuarios = new Set(closed.map((r) => Number(r.user_id))).size;
    return {
      success: true as const,
      message: STAFF_MSG.sessionsClosed(closed.length),
      closed: closed.length,
      usuarios,
    };
  }

  return { authorizeOvertime, revokeOvertime, closeAllSessions };
}
