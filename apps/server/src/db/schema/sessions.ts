import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './clients-users-files';

/** Why a session ended; 'admin' makes the next call answer with a forced logout. */
export const sessionEndReasonEnum = pgEnum('session_end_reason', [
  'logout',
  'admin',
  'inactividad',
  'credenciales',
]);

/**
 * A signed-in session. It is also the work session of staff time control: it starts at login and ends at
 * logout, when an admin closes it, or after the inactivity limit (then it ends at its last activity).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: sessionEndReasonEnum('end_reason'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The admin viewing the product as this user (impersonation); null for the user's own sessions. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('auth_sessions_user_id_idx').on(t.userId, t.endedAt),
    // Work time of a month: the user's own sessions (not impersonations) by start.
    index('auth_sessions_user_created_idx').on(t.userId, t.createdAt).where(sql`${t.impersonatorId} is null`),
    index('auth_sessions_impersonator_idx').on(t.impersonatorId),
    index('auth_sessions_ended_by_idx').on(t.endedBy),
  ],
);

export const loginHistory = pgTable(
  'login_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginTime: timestamp('login_time', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('login_history_user_time_idx').on(t.userId, t.loginTime)],
);
