import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, clients, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';
import { branchOwn, clientDefaults } from './clients.mapper';
import type { BranchRow, ClientRow } from './clients.rows';

export type { BranchPricingRow, BranchRow, ClientPricingRow, ClientRow } from './clients.rows';

export type NewClient = typeof clients.$inferInsert;
export type NewBranch = Omit<typeof branches.$inferInsert, 'clientId'>;

const liveClient = isNull(clients.deletedAt);
const liveBranch = isNull(branches.deletedAt);

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), liveClient));
  return rows.length > 0;
}

/** Which of these client ids exist (and are not deleted). */
export async function existingClientIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, [...ids]), liveClient));
  return new Set(rows.map((r) => r.id));
}

export async function findClient(db: DbOrTx, id: number): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), liveClient));
  return row ?? null;
}

export interface ClientFilter {
  /** null = every company (staff); otherwise only these ids. */
  ids: readonly number[] | null;
  search?: string | undefined;
  activo?: boolean | undefined;
  onlyTopLevel?: boolean;
}

// Correlated subqueries name their columns in full: drizzle writes bare column names inside `sql`, and a bare
// "id" here would be the branch's own.
const branchCount = sql<number>`(select count(*)::int from "branches" b where b."client_id" = "clients"."id" and b."deleted_at" is null)`;
const activeBranchCount = sql<number>`(select count(*)::int from "branches" b where b."client_id" = "clients"."id" and b."deleted_at" is null and b."activa")`;

function clientWhere(filter: ClientFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [liveClient];
  if (filter.ids) conditions.push(filter.ids.length > 0 ? inArray(clients.id, [...filter.ids]) : sql`false`);
  if (filter.onlyTopLevel) conditions.push(isNull(clients.parentId));
  if (filter.activo !== undefined) conditions.push(eq(clients.activo, filter.activo));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(clients.nombre, pattern),
        ilike(clients.contactoPrincipal, pattern),
        ilike(clients.email, pattern),
        ilike(clients.cuit, pattern),
        ilike(clients.empresa, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function listClients(db: DbOrTx, filter: ClientFilter, limit = 500) {
  return db
    .select({ client: clients, branchCount, activeBranchCount })
    .from(clients)
    .where(clientWhere(filter))
    .orderBy(asc(clients.nombre), asc(clients.id))
    .limit(limit);
}

export async function branchTotals(db: DbOrTx, filter: ClientFilter) {
  const [row] = await db
    .select({
      clientes: sql<number>`count(distinct ${clients.id})::int`,
      sucursales: sql<number>`count(${branches.id})::int`,
      sucursalesActivas: sql<number>`count(${branches.id}) filter (where ${branches.activa})::int`,
    })
    .from(clients)
    .leftJoin(branches, and(eq(branches.clientId, clients.id), liveBranch))
    .where(clientWhere(filter));
  return row ?? { clientes: 0, sucursales: 0, sucursalesActivas: 0 };
}

export async function listChildren(db: DbOrTx, parentIds: readonly number[]): Promise<ClientRow[]> {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(clients)
    .where(and(inArray(clients.parentId, [...parentIds]), liveClient))
    .orderBy(asc(clients.nombre));
}

/** Child businesses of each given company, for the tenant scope. */
export async function childIdsByParent(
  db: DbOrTx,
  parentIds: readonly number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  for (const child of await listChildren(db, parentIds)) {
    if (child.parentId === null) continue;
    map.set(child.parentId, [...(map.get(child.parentId) ?? []), child.id]);
  }
  return map;
}

export async function insertClient(
  db: DbOrTx,
  values: NewClient,
  branchValues: NewBranch[] = [],
): Promise<ClientRow> {
  const [client] = await db.insert(clients).values(values).returning();
  if (!client) throw new Error('insert clients returned no row');
  if (branchValues.length > 0) await insertBranches(db, client.id, branchValues);
  return client;
}

export async function updateClient(db: DbOrTx, id: number, values: Partial<NewClient>): Promise<void> {
  await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clients.id, id));
}

export async function softDeleteClients(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(clients)
    .set({ deletedAt: at, activo: false, updatedAt: at })
    .where(inArray(clients.id, [...ids]));
  await db
    .update(branches)
    .set({ deletedAt: at, activa: false, updatedAt: at })
    .where(and(inArray(branches.clientId, [...ids]), liveBranch));
}

export async function listBranches(db: DbOrTx, clientIds: readonly number[]): Promise<BranchRow[]> {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(branches)
    .where(and(inArray(branches.clientId, [...clientIds]), liveBranch))
    .orderBy(asc(branches.nombre), asc(branches.id));
}

export async function findBranch(db: DbOrTx, clientId: number, branchId: number): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.clientId, clientId), liveBranch));
  return row ?? null;
}

/**
 * What prices an audit of a client (and of one of its branches): the client's defaults and the branch's own
 * values (`auditPrice`, `operatorPay`); null when the client is gone.
 */
export async function auditPricingOf(db: DbOrTx, clientId: number, branchId: number | null) {
  const client = await findClient(db, clientId);
  if (!client) return null;
  const branch = branchId ? await findBranch(db, clientId, branchId) : null;
  return { defaults: clientDefaults(client), own: branch ? branchOwn(branch) : null };
}

export async function insertBranches(
  db: DbOrTx,
  clientId: number,
  values: NewBranch[],
): Promise<BranchRow[]> {
  if (values.length === 0) return [];
  return db
    .insert(branches)
    .values(values.map((b) => ({ ...b, clientId })))
    .returning();
}

export async function updateBranch(db: DbOrTx, id: number, values: Partial<NewBranch>): Promise<void> {
  await db
    .update(branches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(branches.id, id));
}

export async function softDeleteBranches(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(branches)
    .set({ deletedAt: at, activa: false, updatedAt: at })
    .where(inArray(branches.id, [...ids]));
}

/** The users of a company (its client-role users). */
export async function listClientUsers(db: DbOrTx, clientId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      username: users.username,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.clienteId, clientId), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}
