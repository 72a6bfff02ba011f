import type { SessionEndReason } from '@auditorias/domain/auth/session-rules';
import { and, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authSessions, loginHistory, users } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import { administeredClientIds, type UserRecord } from '../users/public';

export type SessionRow = typeof authSessions.$inferSelect;

/**
 * Opens a session for `userId` from the request's address and browser (as `impersonatorId` when an admin views
 * the product as the user) and answers its bearer token: only the token's hash is kept.
 */
export async function openSession(
  db: DbOrTx,
  userId: number,
  meta: { ip: string | null; userAgent: string | null },
  at: Date,
  impersonatorId: number | null = null,
): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    ipAddress: meta.ip,
    userAgent: meta.userAgent,
    createdAt: at,
    lastSeenAt: at,
    impersonatorId,
  });
  return token;
}

/** The session of a token with its user, in one query: this runs on every request. */
export async function findSessionWithUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRecord } | null> {
  const [row] = await db
    .select({ session: authSessions, user: users, clientesAdministrados: administeredClientIds })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, tokenHash), isNull(users.deletedAt)));
  if (!row) return null;
  return {
    session: row.session,
    user: { ...row.user, clientesAdministrados: row.clientesAdministrados.map(Number) },
  };
}

export async function touchSession(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(authSessions).set({ lastSeenAt: at }).where(eq(authSessions.id, sessionId));
}

export async function endSession(
  db: DbOrTx,
  sessionId: number,
  reason: SessionEndReason,
  at: Date,
  endedBy: number | null,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ endedAt: at, endReason: reason, endedBy })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.endedAt)));
}

/**
 * Ends every open session of a user (its own and any impersonation of it), except `keepSessionId`; answers how
 * many were open.
 */
export async function endUserSessions(
  db: DbOrTx,
  userId: number,
  reason: SessionEndReason,
  at: Date,
  endedBy: number | null,
  keepSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ endedAt: at, endReason: reason, endedBy })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.endedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}

export async function insertLoginHistory(
  db: DbOrTx,
  values: { userId: number; ipAddress: string | null; userAgent: string | null; at: Date },
): Promise<void> {
  await db.insert(loginHistory).values({
    userId: values.userId,
    ipAddress: values.ipAddress,
    userAgent: values.userAgent,
    loginTime: values.at,
  });
}

export async function listLoginHistory(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.userId, userId))
    .orderBy(desc(loginHistory.loginTime), desc(loginHistory.id))
    .limit(limit);
}

/** Open sessions of the user's own (impersonations excluded). */
export async function countOpenSessions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authSessions)
    .where(
      and(eq(authSessions.userId, userId), isNull(authSessions.endedAt), isNull(authSessions.impersonatorId)),
    );
  return row?.n ?? 0;
}

export async function countLoginsSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginHistory)
    .where(and(eq(loginHistory.userId, userId), gte(loginHistory.loginTime, since)));
  return row?.n ?? 0;
}
