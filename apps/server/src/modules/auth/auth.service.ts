import type { Viewer } from '@auditorias/domain/auth/access';
import { canViewUser } from '@auditorias/domain/auth/permissions';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { judgeSession, needsTouch, type SessionLimits } from '@auditorias/domain/auth/session-rules';
import { type TenantScope, tenantScope, tenantScopeWithChildren } from '@auditorias/domain/auth/tenant-scope';
import { MSG } from '@auditorias/domain/messages';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../events/change-feed';
import type { SessionChange } from '../../events/changes';
import type { AuthContext, RequestMeta } from '../../lib/auth-context';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { childIdsByParent } from '../clients/public';
import { accessOf as operatorAccessOf } from '../operator-permissions/public';
import { findUserById, findUserByLogin, setLastLogin, toPublicUser, type UserRecord } from '../users/public';
import * as repo from './auth.repo';
import { accountKey, type LoginThrottle } from './login-throttle';

/** Kept here for the modules still importing them from the auth service; new code imports `lib/auth-context`. */
export type { AuthContext, RequestMeta } from '../../lib/auth-context';

/** How long a resolved session may be answered from memory, and how many are kept (least recently used out). */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  session: repo.SessionRow;
  user: UserRecord;
  scope: TenantScope;
  work: Viewer['work'];
  storedAt: number;
}

/**
 * The signed-in contexts resolved lately, by token hash. Trusted only while the change feed is live: a
 * "sesiones" notification (session ended, user changed, operator permissions or child businesses changed) drops
 * the entries it names on every instance, and while the feed is down nothing is read from or stored here.
 */
class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by every invalidation: a lookup that started before one must not store what it read. */
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now: number): CachedSession | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (now - entry.storedAt >= this.ttlMs) return null;
    this.entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, entry: CachedSession): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  drop(change: SessionChange): void {
    this.generation++;
    if (change.all) {
      this.entries.clear();
      return;
    }
    const users = new Set(change.userIds);
    for (const [key, entry] of this.entries) {
      const role = entry.user.role;
      if (
        users.has(entry.user.id) ||
        (change.operators && role === 'operador') ||
        (change.clients && isClientRole(role))
      ) {
        this.entries.delete(key);
      }
    }
  }

  dropSession(sessionId: number): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/**
 * Two turns of the event loop: the second passes through an I/O poll, so a notification that reached this
 * process's socket before the request was judged is delivered first (a commit signals the listening connections
 * before it answers its own client).
 */
function notificationsReceived(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

export function createAuthService(deps: {
  db: Db;
  limits: SessionLimits;
  throttle: LoginThrottle;
  /** The change notifications; without them every request reads its session from the database. */
  changes?: ChangeFeed;
  cache?: { ttlMs?: number; max?: number };
}) {
  const { db, limits, throttle, changes } = deps;
  const cache = new SessionCache(
    deps.cache?.ttlMs ?? SESSION_CACHE_TTL_MS,
    deps.cache?.max ?? SESSION_CACHE_MAX,
  );
  changes?.on('sesiones', (change) => cache.drop(change));
  changes?.onState(() => cache.clear());
  const cacheUsable = () => changes?.live === true;
  /** Activity writes in flight (not awaited by the request); `settle` waits for them (app close). */
  const touches = new Set<Promise<void>>();
  const stats = { sessionLookups: 0, cacheHits: 0 };

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

    const at = new Date();
    const token = await db.transaction(async (tx) => {
      const opened = await repo.openSession(tx, user.id, meta, at);
      await repo.insertLoginHistory(tx, {
        userId: user.id,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
        at,
      });
      await setLastLogin(tx, user.id, at);
      return opened;
    });
    return { token, user: toPublicUser({ ...user, lastLogin: at }) };
  }

  /** Writes the session's activity without holding the request; at most once a minute per session. */
  function touch(session: repo.SessionRow, now: Date): void {
    if (!needsTouch(session.lastSeenAt, now)) return;
    session.lastSeenAt = now; // the cached copy: the next requests of this minute do not write again
    const write = repo
      .touchSession(db, session.id, now)
      .catch((error: unknown) => {
        console.error(`[auth] no se pudo registrar la actividad de la sesión: ${(error as Error).message}`);
      })
      .finally(() => touches.delete(write));
    touches.add(write);
  }

  function contextOf(entry: CachedSession): AuthContext {
    const { session, user, scope, work } = entry;
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

  /**
   * Checks the bearer token against its server-side session on every request. A session resolved in the last
   * seconds is answered from memory (judged again against the idle and maximum limits at every use) while the
   * change feed is live; anything that changes it drops it at once on every instance. `touch: false` checks
   * without counting as activity (the server-sent event stream re-checking its session).
   */
  async function authenticate(token: string | null, options: { touch?: boolean } = {}): Promise<AuthContext> {
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const doTouch = options.touch !== false;
    if (cacheUsable()) {
      const now = new Date();
      let cached = cache.get(tokenHash, now.getTime());
      if (cached) {
        // Notifications already on their way to this process (a change committed just before this request)
        // are read first: they may drop this very entry. What is in the cache then is current: a concurrent
        // lookup may have replaced the entry with a fresher one, which is as good (not a reason to read again).
        await notificationsReceived();
        cached = cacheUsable() ? cache.get(tokenHash, now.getTime()) : null;
      }
      // Not active by the cached copy (perhaps another instance saw later activity): the database decides.
      if (cached && judgeSession(cached.session, now, limits).kind === 'active') {
        stats.cacheHits++;
        if (doTouch) touch(cached.session, now);
        return contextOf(cached);
      }
      cache.delete(tokenHash);
    }
    const generation = cache.generation;
    const wasUsable = cacheUsable();
    stats.sessionLookups++;
    const found = await repo.findSessionWithUser(db, tokenHash);
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
    if (doTouch) touch(session, now);
    const [scope, work] = await Promise.all([
      scopeOf(user),
      user.role === 'operador' ? operatorAccessOf(db, user.id) : null,
    ]);
    const entry: CachedSession = { session, user, scope, work, storedAt: now.getTime() };
    // Stored only when no invalidation arrived while reading (what was read may predate it).
    if (wasUsable && cacheUsable() && cache.generation === generation) cache.set(tokenHash, entry);
    return contextOf(entry);
  }

  /** The tenant scope, with the child businesses of a client user's companies. */
  async function scopeOf(user: UserRecord): Promise<TenantScope> {
    const scope = tenantScope(user);
    if (scope.kind === 'all' || scope.clientIds.length === 0) return scope;
    return tenantScopeWithChildren(user, await childIdsByParent(db, scope.clientIds));
  }

  async function logout(auth: AuthContext): Promise<void> {
    await repo.endSession(db, auth.sessionId, 'logout', new Date(), auth.user.id);
    cache.dropSession(auth.sessionId); // this instance at once; the others by the "sesiones" notification
  }

  /** An admin ends every open session of a user; the user's next call is a forced logout. */
  async function closeUserSessions(auth: AuthContext, targetUserId: number): Promise<number> {
    const target = await findUserById(db, targetUserId);
    if (!target) throw notFound(MSG.userNotFound);
    if (target.id === auth.user.id) throw forbidden(MSG.cannotCloseOwnSession);
    const closed = await repo.endUserSessions(db, target.id, 'admin', new Date(), auth.user.id);
    cache.drop({ all: false, userIds: [target.id], operators: false, clients: false });
    return closed;
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

  /** Waits for the activity writes still in flight (before the database closes). */
  async function settle(): Promise<void> {
    while (touches.size > 0) await Promise.all([...touches]);
  }

  return {
    login,
    authenticate,
    logout,
    closeUserSessions,
    loginHistory,
    settle,
    /** Drops every cached session of this instance (the others hear of the change through "sesiones"). */
    forgetCachedSessions: () => cache.clear(),
    /** Sessions read from the database and answered from memory since start (tests, diagnostics). */
    cacheStats: () => ({ ...stats, size: cache.size }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
