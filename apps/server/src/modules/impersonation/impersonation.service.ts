import { MSG } from '@auditorias/domain/messages';
import type { Db } from '../../db/client';
import type { AuthContext, RequestMeta } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { recordActivity, recordCallerActivity } from '../activity/public';
import { endSession, openSession } from '../auth/public';
import { findUserById, toPublicUser } from '../users/public';

/**
 * An admin views the product as another user through a session of that user marked with the admin as
 * impersonator. It is not the user's work session nor a sign-in of theirs (no login history, no last login).
 */
export function createImpersonationService(deps: { db: Db }) {
  const { db } = deps;

  async function start(auth: AuthContext, targetId: number, meta: RequestMeta) {
    if (auth.impersonatorId) throw forbidden(MSG.alreadyImpersonating);
    const target = await findUserById(db, targetId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.role === 'admin') throw forbidden(MSG.cannotImpersonateAdmin);
    if (!target.isActive) throw forbidden(MSG.cannotImpersonateInactive);
    const token = await db.transaction(async (tx) => {
      const opened = await openSession(tx, target.id, meta, new Date(), auth.user.id);
      await recordActivity(tx, {
        userId: target.id,
        impersonatorId: auth.user.id,
        action: 'impersonacion_inicio',
        targetType: 'usuario',
        targetId: target.id,
        ipAddress: meta.ip,
      });
      return opened;
    });
    return { token, user: toPublicUser(target), impersonator: { id: auth.user.id, name: auth.user.name } };
  }

  async function stop(auth: AuthContext, meta: RequestMeta) {
    if (!auth.impersonatorId) throw forbidden(MSG.notImpersonating);
    await db.transaction(async (tx) => {
      await endSession(tx, auth.sessionId, 'logout', new Date(), auth.impersonatorId);
      await recordCallerActivity(tx, auth, {
        action: 'impersonacion_fin',
        targetType: 'usuario',
        targetId: auth.user.id,
        ipAddress: meta.ip,
      });
    });
  }

  /** Who is behind an impersonated session, for `GET /auth/me`. */
  async function impersonatorOf(auth: AuthContext) {
    if (!auth.impersonatorId) return null;
    const admin = await findUserById(db, auth.impersonatorId);
    return admin ? { id: admin.id, name: admin.name } : null;
  }

  return { start, stop, impersonatorOf };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
