import type { PermissionOverrides } from '@auditorias/domain/auth/permissions';
import type { Role } from '@auditorias/domain/auth/roles';
import { and, asc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userAdministeredClients, users } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export type UserRow = typeof users.$inferSelect;
export interface UserRecord extends UserRow {
  clientesAdministrados: number[];
}

/** `clientesAdministrados` as a column: one query returns a user with its administered companies. */
export const administeredClientIds = sql<
  number[]
>`coalesce((select array_agg(uac."client_id" order by uac."client_id") from "user_administered_clients" uac where uac."user_id" = "users"."id"), '{}'::int[])`;

const notDeleted = isNull(users.deletedAt);

async function selectUsers(db: DbOrTx, where: SQL | undefined, limit?: number): Promise<UserRecord[]> {
  let query = db
    .select({ user: users, clientesAdministrados: administeredClientIds })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query;
  return rows.map((r) => ({ ...r.user, clientesAdministrados: r.clientesAdministrados.map(Number) }));
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRecord | null> {
  return (await selectUsers(db, and(eq(users.id, id), notDeleted)))[0] ?? null;
}

/** By email or username, case-insensitive (both are stored lower-case). */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRecord | null> {
  const key = identifier.trim().toLowerCase();
  return (
    (await selectUsers(db, and(or(eq(users.email, key), eq(users.username, key)), notDeleted), 1))[0] ?? null
  );
}

export interface UserFilter {
  search?: string | undefined;
  role?: Role | undefined;
  roles?: readonly Role[];
  activo?: boolean | undefined;
}

function filterWhere(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [notDeleted];
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.username, pattern));
    if (match) conditions.push(match);
  }
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.roles) conditions.push(inArray(users.role, [...filter.roles]));
  if (filter.activo !== undefined) conditions.push(eq(users.isActive, filter.activo));
  return and(...conditions);
}

/** Where a page of the users list continues: after this user, by (name, id). */
export interface UserListPosition {
  name: string;
  id: number;
}

/**
 * A page of the users list by name (keyset: no offset, the same cost on every page; index
 * users_live_name_idx / users_live_role_name_idx), with how many users match the filter.
 */
export async function listUsers(db: DbOrTx, filter: UserFilter, limit: number, after?: UserListPosition) {
  const where = filterWhere(filter);
  const keyset = after ? sql`(${users.name}, ${users.id}) > (${after.name}, ${after.id})` : undefined;
  const [rows, [count]] = await Promise.all([
    selectUsers(db, and(where, keyset), limit),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The name a list cursor continues after (deleted users too: the cursor may name one deleted meanwhile). */
export async function listPositionOf(db: DbOrTx, id: number): Promise<UserListPosition | null> {
  const [row] = await db.select({ name: users.name, id: users.id }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether an email or username is already used by another (not deleted) user; either key clashes with both. */
export async function emailOrUsernameTaken(
  db: DbOrTx,
  email: string | null,
  username: string | null,
  exceptUserId?: number,
): Promise<{ email: boolean; username: boolean }> {
  const keys = [email, username].filter((k): k is string => Boolean(k));
  if (keys.length === 0) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        notDeleted,
        or(inArray(users.email, keys), inArray(users.username, keys)),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return {
    email: email !== null && rows.some((r) => r.email === email || r.username === email),
    username: username !== null && rows.some((r) => r.username === username || r.email === username),
  };
}

export interface NewUser {
  name: string;
  email: string;
  username: string | null;
  passwordHash: string;
  role: Role;
  clienteId: number | null;
  permissionOverrides?: PermissionOverrides;
  esAdministradorGrupo?: boolean;
  nombreGrupo?: string | null;
  clientesAdministrados?: number[];
}

export async function insertUser(db: DbOrTx, input: NewUser): Promise<UserRecord> {
  const { clientesAdministrados = [], ...values } = input;
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert users returned no row');
  await setAdministeredClients(db, row.id, clientesAdministrados);
  return { ...row, clientesAdministrados: [...clientesAdministrados].sort((a, b) => a - b) };
}

export type UserUpdate = Partial<
  Pick<
    UserRow,
    | 'name'
    | 'email'
    | 'username'
    | 'passwordHash'
    | 'role'
    | 'clienteId'
    | 'isActive'
    | 'permissionOverrides'
    | 'esAdministradorGrupo'
    | 'nombreGrupo'
    | 'deletedAt'
  >
>;

export async function updateUser(db: DbOrTx, id: number, values: UserUpdate): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function setAdministeredClients(db: DbOrTx, userId: number, clientIds: readonly number[]) {
  await db.delete(userAdministeredClients).where(eq(userAdministeredClients.userId, userId));
  const unique = [...new Set(clientIds)];
  if (unique.length > 0) {
    await db.insert(userAdministeredClients).values(unique.map((clientId) => ({ userId, clientId })));
  }
}

export async function setLastLogin(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Active users of the given roles, by name (bounded). */
export function listActiveByRoles(db: DbOrTx, roles: readonly Role[], limit = 500) {
  return selectUsers(db, filterWhere({ roles, activo: true }), limit);
}

export async function usersWithoutUsername(db: DbOrTx) {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(notDeleted, isNull(users.username)))
    .orderBy(asc(users.id));
}

export async function allUsernamesAndEmails(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(notDeleted);
  const taken = new Set<string>();
  for (const r of rows) {
    taken.add(r.email);
    if (r.username) taken.add(r.username);
  }
  return taken;
}
