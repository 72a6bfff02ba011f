import { and, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';

/**
 * Counts sign-in attempts per account and per IP in a sliding window, in PostgreSQL so that every server instance
 * shares the counts (see docs/decisions.md). An attempt is written BEFORE its password is checked, under a
 * per-key advisory lock, so parallel guesses cannot slip past the limit; a right password removes the attempt
 * again and clears the account's count. Rows older than the window are pruned now and then.
 */
export interface ThrottleLimits {
  maxPerUser: number;
  maxPerIp: number;
  windowMinutes: number;
}

/** One reserved attempt: its rows, removed again when the password is right. */
export interface LoginAttempt {
  accountKey: string;
  rowIds: number[];
}

export type AttemptVerdict =
  | { allowed: true; attempt: LoginAttempt }
  | { allowed: false; retryAfterSeconds: number };

/**
 * The throttle key of a sign-in: the account when the typed user name or e-mail resolves to a user (so both
 * count together), otherwise the normalised identifier (so unknown names are throttled too).
 */
export function accountKey(userId: number | null, identifier: string): string {
  return userId !== null ? `a:${userId}` : `u:${identifier.trim().toLowerCase()}`;
}

export function ipKey(ip: string): string {
  return `ip:${ip}`;
}

const PRUNE_EVERY_MS = 60_000;

export class LoginThrottle {
  private lastPruneAt = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits,
  ) {}

  private window(): SQL {
    return sql`(${this.limits.windowMinutes}::int * interval '1 minute')`;
  }

  /**
   * Reserves an attempt for the account and the IP, or answers how many seconds to wait when either already has
   * its maximum of attempts in the window. The reservation counts as a failure unless `succeeded` removes it.
   */
  async begin(account: string, ip: string): Promise<AttemptVerdict> {
    await this.pruneNow();
    const checks: Array<[string, number]> = [
      [account, this.limits.maxPerUser],
      [ipKey(ip), this.limits.maxPerIp],
    ];
    // Always lock in the same order, so two sign-ins never wait on each other's second lock.
    checks.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return this.db.transaction(async (tx) => {
      for (const [key] of checks) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
      let wait = 0;
      for (const [key, max] of checks) {
        // The max-th most recent attempt in the window: while it exists, the key is at its limit until that
        // attempt leaves the window.
        const [row] = await tx
          .select({
            wait: sql<number>`ceil(extract(epoch from ${loginAttempts.at} + ${this.window()} - now()))::int`,
          })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, sql`now() - ${this.window()}`)))
          .orderBy(desc(loginAttempts.at))
          .offset(max - 1)
          .limit(1);
        if (row) wait = Math.max(wait, Number(row.wait), 1);
      }
      if (wait > 0) return { allowed: false as const, retryAfterSeconds: wait };
      const rows = await tx
        .insert(loginAttempts)
        .values(checks.map(([key]) => ({ key })))
        .returning({ id: loginAttempts.id });
      return { allowed: true as const, attempt: { accountKey: account, rowIds: rows.map((r) => r.id) } };
    });
  }

  /** The password was right: the attempt does not count, and the account's count starts over. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.db
      .delete(loginAttempts)
      .where(or(eq(loginAttempts.key, attempt.accountKey), inArray(loginAttempts.id, attempt.rowIds)));
  }

  /** Deletes attempts older than the window, at most once a minute per instance. */
  private async pruneNow(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPruneAt < PRUNE_EVERY_MS) return;
    this.lastPruneAt = now;
    await this.db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - ${this.window()}`));
  }
}
