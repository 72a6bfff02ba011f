import type { Viewer } from '@auditorias/domain/auth/access';
import { canViewUser } from '@auditorias/domain/auth/permissions';
import { judgeSession, needsTouch, type SessionLimits } from '@auditorias/domain/auth/session-rules';
import { type TenantScope, tenantScope, tenantScopeWithChildren } from '@auditorias/domain/auth/tenant-scope';
import { MSG } from '@auditorias/domain/messages';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { childIdsByParent } from '../clients/clients.repo';
import { accessOf as operatorAccessOf } from '../operator-permissions/operator-permissions.repo';
import { toPublicUser } from '../users/users.mapper';
import { findUserById, findUserByLogin, setLastLogin, type UserRecord } from '../users/users.repo';
import * as repo from './auth.repo';
import { accountKey, type LoginThrottle } from './login-throttle';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Who is calling: resolved once per request by the auth plugin. */
export interface AuthContext {
  user: UserRecord;
  sessionId: number;
  scope: TenantScope;
  /** The admin viewing the product as `user`, when the session is an impersonation. */
  impersonatorId: number | null;
  /** What every visibility rule reads (domain `Viewer`): the user, its tenant scope and operator access. */
  viewer: Viewer;
}

export function createAuthService(deps: { db: Db; limits: SessionLimits; throttle: LoginThrottle }) {
  const { db, limits, throttle } = deps;

  async function login(
    identifier: string,
    password: string,
    meta: RequestMeta,
  ): Promise<{ token: string; user: PublicUser }> {
    // Counted per account (user name and e-mail together) and per IP, before the password is checked.
    const user = await findUserByLogin(db, identifier);
    const verdict = await throttle.begin(accountKey(user?.id ?? null, identifier), meta.ip);
    if (!verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      throw tooManyRequests(MSG.tooManyLoginAttempts(Math.ceil(wait / 60)), wait);
    }

    let valid = false;
    if (user) valid = await verifyPassword(user.passwordHash, password);
    else await verifyAgainstDummy(password);
    // A failure leaves the reserved attempt in place: it is the recorded failure.
    if (!user || !valid) throw unauthorized(MSG.invalidCredentials);
    await throttle.succeeded(verdict.attempt);
    // Only someone who knows the password learns that the account is inactive.
    if (!user.isActive) throw new AppError(403, 'USER_INACTIVE', MSG.inactiveUser);

    const token = newToken();
    const at = new Date();
    await db.transaction(async (tx) => {
      await repo.insertSession(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
        at,
      });
      await repo.insertLoginHistory(tx, {
        userId: user.id,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
        at,
      });
      await setLastLogin(tx, user.id, at);
    });
    return { token, user: toPublicUser({ ...user, lastLogin: at }) };
  }

  /** Checks the bearer token against its server-side session on every request. */
  async function authenticate(token: string | null): Promise<AuthContext> {
    if (!token) throw unauthorized();
    const found = await repo.findSessionWithUser(db, hashToken(token));
    if (!found) throw unauthorized();
    const { session, user } = found;
    const now = new Date();
    const verdict = judgeSession(session, now, limits);
    if (verdict.kind === 'ended') {
      if (verdict.reason === 'admin') throw unauthorized(MSG.forcedLogout, true);
      if (verdict.reason === 'credenciales') throw unauthorized(MSG.credentialsChanged, true);
      throw unauthorized(verdict.reason === 'inactividad' ? MSG.sessionExpired : MSG.unauthenticated);
    }
    if (verdict.kind === 'expired') {
      await repo.endSession(db, session.id, 'inactividad', verdict.endAt, null);
      throw unauthorized(MSG.sessionExpired);
    }
    if (!user.isActive) {
      await repo.endSession(db, session.id, 'credenciales', now, null);
      throw unauthorized(MSG.inactiveUser, true);
    }
    if (needsTouch(session.lastSeenAt, now)) await repo.touchSession(db, session.id, now);
    const [scope, work] = await Promise.all([
      scopeOf(user),
      user.role === 'operador' ? operatorAccessOf(db, user.id) : null,
    ]);
    return {
      user,
      sessionId: session.id,
      scope,
      impersonatorId: session.impersonatorId,
      viewer: {
        id: user.id,
        role: user.role,
        isActive: user.isActive,
        permissionOverrides: user.permissionOverrides,
        scope,
        work,
      },
    };
  }

  /** The tenant scope, with the child businesses of a client user's companies. */
  async function scopeOf(user: UserRecord): Promise<TenantScope> {
    const scope = tenantScope(user);
    if (scope.kind === 'all' || scope.clientIds.length === 0) return scope;
    return tenantScopeWithChildren(user, await childIdsByParent(db, scope.clientIds));
  }

  async function logout(auth: AuthContext): Promise<void> {
    await repo.endSession(db, auth.sessionId, 'logout', new Date(), auth.user.id);
  }

  /** An admin ends every open session of a user; the user's next call is a forced logout. */
  async function closeUserSessions(auth: AuthContext, targetUserId: number): Promise<number> {
    const target = await findUserById(db, targetUserId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.id === auth.user.id) throw forbidden(MSG.cannotCloseOwnSession);
    return repo.endUserSessions(db, target.id, 'admin', new Date(), auth.user.id);
  }

  async function loginHistory(auth: AuthContext, targetUserId: number, limit: number) {
    if (!canViewUser(auth.user, targetUserId)) throw forbidden();
    const target = await findUserById(db, targetUserId);
    if (!target) throw notFound(MSG.userNotFound);
    const rows = await repo.listLoginHistory(db, target.id, limit);
    return rows.map((r) => ({
      id: r.id,
      loginTime: r.loginTime.toISOString(),
      ipAddress: r.ipAddress,
      userAgent: r.userAgent,
    }));
  }

  return { login, authenticate, logout, closeUserSessions, loginHistory };
}

export type AuthService = ReturnType<typeof createAuthService>;
