import { createHash } from 'node:crypto';
import type { QueueScope } from '@auditorias/domain/audits/queue';
import type { AuditState } from '@auditorias/domain/audits/states';
import { AUDIT_IN_HAND_STATES } from '@auditorias/domain/auth/access';
import type { KeysetPosition } from '@auditorias/domain/schemas/lists';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  auditScopeCounts,
  auditStateCounts,
  audits,
  branches,
  clients,
  trackingPriorityRank,
  trackingUnfinished,
  users,
} from '../../db/schema/index';
import { cursorText, keysetAfter } from '../../lib/keyset';
import { containsPattern } from '../../lib/search';
import type { BranchPricingRow, BranchRow, ClientPricingRow, ClientRow } from '../clients/public';

// An audit's timeline, work periods, attachments and images (audit-work.repo.ts), offered here as before.
export * from './audit-work.repo';

export type AuditRow = typeof audits.$inferSelect;
export type NewAudit = typeof audits.$inferInsert;

const operador = alias(users, 'operador');
const supervisor = alias(users, 'supervisor');

const live = isNull(audits.deletedAt);

const people = {
  operador: { id: operador.id, name: operador.name, username: operador.username, email: operador.email },
  supervisor: {
    id: supervisor.id,
    name: supervisor.name,
    username: supervisor.username,
    email: supervisor.email,
  },
  /** The database's own text of created_at: the keyset cursor of the lists (exact to the microsecond). */
  cursorAt: cursorText(audits.createdAt),
  /** The one field of the worksheet that lists show. */
  observacionesFinales: sql<string | null>`${audits.hoja}->>'observacionesFinales'`,
};

/** One audit whole (worksheet included) with the names around it and its client and branch. */
const rowColumns = { audit: audits, client: clients, branch: branches, ...people };

/**
 * A list item: the audit without its worksheet, and of its client and branch only the names and what prices it
 * (`clientDefaults`, `branchOwn`). A page of 50 never reads 50 worksheets nor a DVR password.
 */
const { hoja: _worksheet, ...auditListFields } = getTableColumns(audits);
const itemColumns = {
  audit: auditListFields,
  client: {
    id: clients.id,
    nombre: clients.nombre,
    costoAuditoria: clients.costoAuditoria,
    tipoComision: clients.tipoComision,
    comisionOperador: clients.comisionOperador,
    montoFijoOperador: clients.montoFijoOperador,
    tiempoEstimadoMin: clients.tiempoEstimadoMin,
    tiempoAuditoriaCliente: clients.tiempoAuditoriaCliente,
    modalidad: clients.modalidad,
    diasAuditoria: clients.diasAuditoria,
    fechaExacta: clients.fechaExacta,
    instruccionesOperador: clients.instruccionesOperador,
    auditoriaFijaMes: clients.auditoriaFijaMes,
  },
  branch: {
    id: branches.id,
    nombre: branches.nombre,
    direccion: branches.direccion,
    precioNormal: branches.precioNormal,
    precioPrioritaria: branches.precioPrioritaria,
    precioUrgente: branches.precioUrgente,
    pagoOperadorNormal: branches.pagoOperadorNormal,
    pagoOperadorPrioritaria: branches.pagoOperadorPrioritaria,
    pagoOperadorUrgente: branches.pagoOperadorUrgente,
    tipoComision: branches.tipoComision,
    comisionOperador: branches.comisionOperador,
    montoFijoOperador: branches.montoFijoOperador,
    tiempoAuditoria: branches.tiempoAuditoria,
    tiempoEstimadoMin: branches.tiempoEstimadoMin,
    modalidad: branches.modalidad,
    diasAuditoria: branches.diasAuditoria,
    fechaExacta: branches.fechaExacta,
    instruccionesOp: branches.instruccionesOp,
    auditoriaFijaMes: branches.auditoriaFijaMes,
  },
  ...people,
};

export type AuditListRow = Awaited<ReturnType<typeof selectAudits>>[number];
/** What `itemColumns` reads: a whole row (`AuditListRow`) is one too. */
export type AuditItemRow = Omit<AuditListRow, 'audit' | 'client' | 'branch'> & {
  audit: Omit<AuditRow, 'hoja'>;
  client: Pick<ClientRow, 'id' | 'nombre'> & ClientPricingRow;
  branch: (Pick<BranchRow, 'id' | 'nombre' | 'direccion'> & BranchPricingRow) | null;
};

/** Typed as the whole row; `listAudits` reads `itemColumns` and answers `AuditItemRow`. */
function selectAudits(
  db: DbOrTx,
  columns: typeof rowColumns | typeof itemColumns,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
) {
  const query = db
    .select(columns as typeof rowColumns)
    .from(audits)
    .innerJoin(clients, eq(clients.id, audits.clientId))
    .leftJoin(branches, eq(branches.id, audits.branchId))
    .leftJoin(operador, eq(operador.id, audits.operadorId))
    .leftJoin(supervisor, eq(supervisor.id, audits.supervisorId))
    .where(and(live, where))
    .orderBy(...order)
    .limit(limit);
  // A named statement, named by its text: each connection plans each shape of the list once and keeps the plan
  // (planning these joins cost more than running them).
  return query
    .prepare(`a${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`)
    .execute();
}

export async function findAuditRow(db: DbOrTx, id: number): Promise<AuditListRow | null> {
  return (await selectAudits(db, rowColumns, eq(audits.id, id), [asc(audits.id)], 1))[0] ?? null;
}

/** Locks the audit row for the rest of the transaction. */
export async function lockAudit(db: DbOrTx, id: number): Promise<AuditRow | null> {
  const [row] = await db
    .select()
    .from(audits)
    .where(and(eq(audits.id, id), live))
    .for('update');
  return row ?? null;
}

export interface AuditFilter {
  clientIds?: readonly number[] | null;
  estados?: readonly AuditState[];
  operadorId?: number;
  supervisorId?: number;
  search?: string;
  /** For auditors and clients: states hidden from them. */
  excludeEstados?: readonly AuditState[];
  /** Any further condition (dates, age, queue). */
  extra?: SQL | undefined;
}

/** The conditions of a list filter (shared by the page and by its counts). */
function filterConditions(filter: AuditFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [live];
  if (filter.clientIds)
    conditions.push(
      filter.clientIds.length > 0 ? inArray(audits.clientId, [...filter.clientIds]) : sql`false`,
    );
  if (filter.estados)
    conditions.push(filter.estados.length > 0 ? inArray(audits.estado, [...filter.estados]) : sql`false`);
  if (filter.excludeEstados?.length) conditions.push(notInArray(audits.estado, [...filter.excludeEstados]));
  if (filter.operadorId !== undefined) conditions.push(eq(audits.operadorId, filter.operadorId));
  if (filter.supervisorId !== undefined) conditions.push(eq(audits.supervisorId, filter.supervisorId));
  if (filter.extra) conditions.push(filter.extra);
  if (filter.search) {
    // Names are looked up in their own small tables first, so the list still walks its index newest first.
    const pattern = containsPattern(filter.search);
    const asNumber = /^\d{1,10}$/.test(filter.search.trim()) ? Number(filter.search.trim()) : null;
    const namedUsers = sql`(select ${users.id} from ${users} where ${users.name} ilike ${pattern})`;
    conditions.push(
      or(
        ilike(audits.titulo, pattern),
        sql`${audits.clientId} in (select ${clients.id} from ${clients} where ${clients.nombre} ilike ${pattern})`,
        sql`${audits.operadorId} in ${namedUsers}`,
        sql`${audits.supervisorId} in ${namedUsers}`,
        asNumber !== null && asNumber <= 2_147_483_647 ? eq(audits.id, asNumber) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/**
 * A page of a list, newest first; `after` continues after a row of the previous page (keyset: no offset, the
 * same cost on every page).
 */
export function listAudits(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  after?: KeysetPosition,
): Promise<AuditItemRow[]> {
  const keyset = keysetAfter(audits.createdAt, audits.id, after);
  return selectAudits(
    db,
    itemColumns,
    and(filterConditions(filter), keyset),
    [desc(audits.createdAt), desc(audits.id)],
    limit,
  );
}

/** A position in the tracking list: its sort key (`trackingUnfinished`, created_at, `trackingPriorityRank`, id). */
export interface TrackingPosition {
  unfinished: boolean;
  at: string;
  rank: number;
  id: number;
}

/**
 * A page of the tracking list in the spec's order (domain `audits/tracking-order`): unfinished first, then newest,
 * then urgente > prioritaria > normal, then the id; `after` continues after a row of the previous page, a keyset on
 * the whole key (index `audits_live_tracking_idx`).
 */
export function listTrackingAudits(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  after?: TrackingPosition,
): Promise<AuditItemRow[]> {
  const unfinished = trackingUnfinished(audits.estado);
  const rank = trackingPriorityRank(audits.prioridad);
  const keyset = after
    ? sql`(${unfinished}, ${audits.createdAt}, ${rank}, ${audits.id}) < (${after.unfinished}::boolean, ${after.at}::timestamptz, ${after.rank}::integer, ${after.id}::integer)`
    : undefined;
  return selectAudits(
    db,
    itemColumns,
    and(filterConditions(filter), keyset),
    [sql`${unfinished} desc`, desc(audits.createdAt), sql`${rank} desc`, desc(audits.id)],
    limit,
  );
}

/** Live audits per state for everybody: the counters a trigger keeps (one row per state). */
export async function allStateCounts(db: DbOrTx) {
  const rows = await db.select().from(auditStateCounts);
  return rows.map((r) => ({ estado: r.estado, n: Number(r.n) }));
}

/** Counts of an operator's own work, for the queue rule and the panel counters (maintained counters). */
export async function operatorCounts(db: DbOrTx, operatorId: number) {
  const rows = await scopeCounts(db, 'o', [operatorId]);
  const get = (estado: AuditState) => rows.find((r) => r.estado === estado)?.n ?? 0;
  return { asignadas: get('asignada'), enProceso: get('en_proceso'), pausadas: get('pausada') };
}

/**
 * Live audits per state of some companies ('c'), operators ('o') or of the queue per company ('q'), summed over
 * the ids given (`audit_scope_counts`, kept by a trigger): a handful of rows, whatever the number of audits.
 */
export async function scopeCounts(db: DbOrTx, scope: 'c' | 'o' | 'q', ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ estado: auditScopeCounts.estado, n: sql<number>`sum(${auditScopeCounts.n})::int` })
    .from(auditScopeCounts)
    .where(and(eq(auditScopeCounts.scope, scope), inArray(auditScopeCounts.scopeId, [...ids])))
    .groupBy(auditScopeCounts.estado);
  return rows.map((r) => ({ estado: r.estado, n: Number(r.n) }));
}

const waiting = and(
  live,
  inArray(audits.estado, ['solicitud', 'pendiente']),
  isNull(audits.operadorId),
  eq(audits.enTransito, true),
);

/** The part of the queue a user takes from (domain `queueScope`). */
function queueCondition(part: QueueScope): SQL | undefined {
  return and(
    waiting,
    part.only === null ? undefined : part.only.length > 0 ? inArray(audits.clientId, part.only) : sql`false`,
    part.excluded.length > 0 ? notInArray(audits.clientId, part.excluded) : undefined,
  );
}

/** The oldest waiting audit of a part of the queue. */
export async function oldestWaiting(db: DbOrTx, part: QueueScope): Promise<number | null> {
  const [row] = await db
    .select({ id: audits.id })
    .from(audits)
    .where(queueCondition(part))
    .orderBy(asc(audits.createdAt), asc(audits.id))
    .limit(1);
  return row?.id ?? null;
}

/** How many audits wait in a part of the queue (the maintained per-company queue counters). */
export async function countWaiting(db: DbOrTx, part: QueueScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${auditScopeCounts.n}), 0)::int` })
    .from(auditScopeCounts)
    .where(
      and(
        eq(auditScopeCounts.scope, 'q'),
        part.only === null
          ? undefined
          : part.only.length > 0
            ? inArray(auditScopeCounts.scopeId, part.only)
            : sql`false`,
        part.excluded.length > 0 ? notInArray(auditScopeCounts.scopeId, part.excluded) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertAudit(db: DbOrTx, values: NewAudit): Promise<AuditRow> {
  const [row] = await db.insert(audits).values(values).returning();
  if (!row) throw new Error('insert audits returned no row');
  return row;
}

/**
 * Updates an audit only if it is still in one of `fromStates` (and, when given, still unassigned): the guard
 * that makes concurrent takes safe. Answers whether it changed.
 */
export async function updateAuditIf(
  db: DbOrTx,
  id: number,
  fromStates: readonly AuditState[],
  values: Partial<NewAudit>,
  options: { requireUnassigned?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .update(audits)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(audits.id, id),
        live,
        inArray(audits.estado, [...fromStates]),
        options.requireUnassigned ? isNull(audits.operadorId) : undefined,
      ),
    )
    .returning({ id: audits.id });
  return rows.length > 0;
}

export async function softDeleteAudit(db: DbOrTx, id: number, at: Date) {
  await db.update(audits).set({ deletedAt: at, updatedAt: at }).where(eq(audits.id, id));
}

/** The companies whose audits a user holds in hand (assigned, in progress or paused). */
export async function companiesInHandOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: audits.clientId })
    .from(audits)
    .where(and(live, eq(audits.operadorId, userId), inArray(audits.estado, [...AUDIT_IN_HAND_STATES])));
  return rows.map((r) => r.clientId);
}
