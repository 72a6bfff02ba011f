import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed (or in-flight) sign-in attempts, shared by every server instance. One row per attempt and key: the key is
 * `a:<user id>` when the typed user name or e-mail resolves to a user, `u:<normalised identifier>` otherwise, or
 * `ip:<address>`. A row is written before the password is checked (so parallel guesses cannot slip past the
 * limit) and removed again when the sign-in succeeds; rows older than the window are pruned.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at), index('login_attempts_at_idx').on(t.at)],
);
