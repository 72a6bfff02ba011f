import { type NamedKind, nameKey } from '@auditorias/domain/activity/sentence';
import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  activityLog,
  audits,
  branches,
  clients,
  expenses,
  salaryRecords,
  users,
} from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { cursorText, keysetAfter } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';

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
  /** Action codes whose Spanish label contains the text (a search by what was done). */
  textActions?: readonly string[] | undefined;
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
          ilike(actor.name, containsPattern(filter.text)),
          ilike(impersonator.name, containsPattern(filter.text)),
          filter.textActions && filter.textActions.length > 0
            ? inArray(activityLog.action, [...filter.textActions])
            : undefined,
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

/**
 * The names of the objects a page of the trail mentions, in one query for the whole page (a `union all` of one
 * indexed primary-key read per kind present): users by name, clients and branches by name, audits by title,
 * expenses by description, salaries as the employee and the month. Removed rows keep their name (users and audits
 * are soft-deleted); an object gone for good is simply not in the map and the sentence shows its number.
 */
export async function activityNames(
  db: DbOrTx,
  byKind: ReadonlyMap<NamedKind, readonly number[]>,
): Promise<Map<string, string>> {
  const reads: Record<NamedKind, (ids: SQL) => SQL> = {
    usuario: (ids) => sql`select 'usuario' as tipo, ${users.id} as id, ${users.name} as nombre
      from ${users} where ${users.id} = any(${ids})`,
    cliente: (ids) => sql`select 'cliente' as tipo, ${clients.id} as id, ${clients.nombre} as nombre
      from ${clients} where ${clients.id} = any(${ids})`,
    sucursal: (ids) => sql`select 'sucursal' as tipo, ${branches.id} as id, ${branches.nombre} as nombre
      from ${branches} where ${branches.id} = any(${ids})`,
    auditoria: (ids) => sql`select 'auditoria' as tipo, ${audits.id} as id, ${audits.titulo} as nombre
      from ${audits} where ${audits.id} = any(${ids})`,
    gasto: (ids) => sql`select 'gasto' as tipo, ${expenses.id} as id, ${expenses.descripcion} as nombre
      from ${expenses} where ${expenses.id} = any(${ids})`,
    sueldo: (ids) => sql`select 'sueldo' as tipo, s.id as id,
        u.name || ' de ' || lpad(s.mes::text, 2, '0') || '/' || s.anio::text as nombre
      from ${salaryRecords} s join ${users} u on u.id = s.user_id where s.id = any(${ids})`,
  };
  const parts = [...byKind]
    .filter(([, ids]) => ids.length > 0)
    .map(([kind, ids]) => reads[kind](sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`));
  if (parts.length === 0) return new Map();
  const result = await db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: Array<{ tipo: NamedKind; id: number; nombre: string }> }).rows;
  return new Map(rows.map((r) => [nameKey(r.tipo, r.id), r.nombre]));
}
