import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { activityLog, users } from '../../db/schema/index';
import { cursorText, keysetAfter } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';
import type { AuthContext } from '../auth/auth.service';

export interface ActivityEntry {
  userId: number | null;
  impersonatorId: number | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  method?: string;
  path?: string;
  statusCode?: number;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

const toRow = (entry: ActivityEntry) => ({
  ...entry,
  targetId: entry.targetId === null || entry.targetId === undefined ? null : String(entry.targetId),
});

export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(toRow(entry));
}

/**
 * An entry of what the signed-in caller did: as the user, with the admin behind an impersonation, from the
 * caller's IP unless `ipAddress` is given.
 */
export function callerEntry(
  auth: AuthContext,
  entry: Omit<ActivityEntry, 'userId' | 'impersonatorId'>,
): ActivityEntry {
  return { userId: auth.user.id, impersonatorId: auth.impersonatorId, ipAddress: auth.ip ?? null, ...entry };
}

/** Records what the signed-in caller did (`callerEntry`). */
export async function recordCallerActivity(
  db: DbOrTx,
  auth: AuthContext,
  entry: Omit<ActivityEntry, 'userId' | 'impersonatorId'>,
): Promise<void> {
  await recordActivity(db, callerEntry(auth, entry));
}

export async function recordActivities(db: DbOrTx, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(activityLog).values(entries.map(toRow));
}

export interface ActivityFilter {
  /** The person who acted: as the user, or as the admin behind an impersonation. */
  userId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  /** Instants: from (included) and until (excluded). */
  from?: Date | undefined;
  until?: Date | undefined;
  text?: string | undefined;
}

const actor = alias(users, 'actividad_usuario');
const impersonator = alias(users, 'actividad_impersonador');

const listColumns = {
  entry: activityLog,
  userName: actor.name,
  impersonatorName: impersonator.name,
  cursorAt: cursorText(activityLog.at),
};

export type ActivityListRow = Awaited<ReturnType<typeof listActivity>>[number];

function whereOf(filter: ActivityFilter): SQL | undefined {
  return and(
    filter.userId !== undefined
      ? or(eq(activityLog.userId, filter.userId), eq(activityLog.impersonatorId, filter.userId))
      : undefined,
    filter.action ? eq(activityLog.action, filter.action) : undefined,
    filter.targetType ? eq(activityLog.targetType, filter.targetType) : undefined,
    filter.from ? gte(activityLog.at, filter.from) : undefined,
    filter.until ? lt(activityLog.at, filter.until) : undefined,
    filter.text
      ? or(
          ilike(activityLog.path, containsPattern(filter.text)),
          ilike(sql`${activityLog.details}::text`, containsPattern(filter.text)),
        )
      : undefined,
  );
}

/** A page, newest first; `after` continues after a row of the previous page (keyset on (at, id)). */
export function listActivity(db: DbOrTx, filter: ActivityFilter, limit: number, after?: KeysetPosition) {
  return db
    .select(listColumns)
    .from(activityLog)
    .leftJoin(actor, eq(actor.id, activityLog.userId))
    .leftJoin(impersonator, eq(impersonator.id, activityLog.impersonatorId))
    .where(and(whereOf(filter), keysetAfter(activityLog.at, activityLog.id, after)))
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(limit);
}
