import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import type { TimeAlertState } from '@auditorias/domain/staff/time-alerts';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { audits, branches, clients, timeAlerts, users } from '../../db/schema/index';
import { cursorText, keysetAfter } from '../../lib/keyset';

export type TimeAlertRow = typeof timeAlerts.$inferSelect;

const operator = alias(users, 'alerta_operador');
const viewer = alias(users, 'alerta_vista_por');
const resolver = alias(users, 'alerta_resuelta_por');

/** An alert with its audit, company, branch and the names of the people around it. */
const listColumns = {
  alert: timeAlerts,
  audit: { id: audits.id, titulo: audits.titulo },
  client: { id: clients.id, nombre: clients.nombre },
  branch: { id: branches.id, nombre: branches.nombre },
  operator: { id: operator.id, name: operator.name },
  vistaPor: viewer.name,
  resueltaPor: resolver.name,
  cursorAt: cursorText(timeAlerts.createdAt),
};

export type TimeAlertListRow = Awaited<ReturnType<typeof selectAlerts>>[number];

function selectAlerts(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(listColumns)
    .from(timeAlerts)
    .innerJoin(audits, eq(audits.id, timeAlerts.auditId))
    .innerJoin(clients, eq(clients.id, audits.clientId))
    .leftJoin(branches, eq(branches.id, audits.branchId))
    .leftJoin(operator, eq(operator.id, timeAlerts.userId))
    .leftJoin(viewer, eq(viewer.id, timeAlerts.viewedBy))
    .leftJoin(resolver, eq(resolver.id, timeAlerts.resolvedBy))
    .where(where)
    .orderBy(desc(timeAlerts.createdAt), desc(timeAlerts.id))
    .limit(limit);
}

export interface TimeAlertFilter {
  since?: Date;
  estado?: TimeAlertState;
}

/** A page, newest first; `after` continues after a row of the previous page (keyset). */
export function listAlerts(db: DbOrTx, filter: TimeAlertFilter, limit: number, after?: KeysetPosition) {
  return selectAlerts(
    db,
    and(
      // After `since` at the millisecond (an ISO text carries no more): an alert's own createdAt sent back does
      // not bring it again, and the index on created_at still serves the range.
      filter.since ? gte(timeAlerts.createdAt, new Date(filter.since.getTime() + 1)) : undefined,
      filter.estado ? eq(timeAlerts.estado, filter.estado) : undefined,
      keysetAfter(timeAlerts.createdAt, timeAlerts.id, after),
    ),
    limit,
  );
}

export async function findAlertRow(db: DbOrTx, id: number): Promise<TimeAlertListRow | undefined> {
  const [row] = await selectAlerts(db, eq(timeAlerts.id, id), 1);
  return row;
}

/** How many alerts are pending (the bell's badge). */
export async function countPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeAlerts)
    .where(eq(timeAlerts.estado, 'pendiente'));
  return Number(row?.n ?? 0);
}

/** Locks one alert for a state change. */
export async function lockAlert(db: DbOrTx, id: number): Promise<TimeAlertRow | undefined> {
  const [row] = await db.select().from(timeAlerts).where(eq(timeAlerts.id, id)).for('update');
  return row;
}

/** Changes an alert still in one of `from` (a concurrent change makes it return nothing). */
export async function updateAlertIf(
  db: DbOrTx,
  id: number,
  from: readonly TimeAlertState[],
  values: Partial<typeof timeAlerts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(timeAlerts)
    .set(values)
    .where(and(eq(timeAlerts.id, id), inArray(timeAlerts.estado, [...from])))
    .returning({ id: timeAlerts.id });
  return rows.length > 0;
}

/** Raises an alert unless the audit already has one of that kind; true when it was raised now. */
export async function insertAlertOnce(db: DbOrTx, values: typeof timeAlerts.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(timeAlerts)
    .values(values)
    .onConflictDoNothing({ target: [timeAlerts.auditId, timeAlerts.tipo] })
    .returning({ id: timeAlerts.id });
  return rows.length > 0;
}

/**
 * Tells every instance (change feed channel "alertas") that alerts changed; delivered at the commit of the
 * caller's transaction, never for a rolled-back one.
 */
export async function announceAlertsChanged(db: DbOrTx): Promise<void> {
  // notify_change (migration 0024) also bumps the version of 'alertas' at the commit: ETags of every instance.
  await db.execute(sql`select notify_change('alertas', '{}')`);
}
