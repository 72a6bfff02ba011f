import type { PermissionOverrides } from '@auditorias/domain/auth/permissions';
import type { Role } from '@auditorias/domain/auth/roles';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userAdministeredClients, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export interface UserRecord extends UserRow {
  clientesAdministrados: number[];
}

async function withAdministered(db: DbOrTx, rows: UserRow[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(userAdministeredClients)
    .where(
      inArray(
        userAdministeredClients.userId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    clientesAdministrados: links
      .filter((l) => l.userId === row.id)
      .map((l) => l.clientId)
      .sort((a, b) => a - b),
  }));
}

/** `clientesAdministrados` as a column: one query returns a user with its administered companies. */
export const administeredClientIds = sql<
  number[]
>`coalesce((select array_agg(${userAdministeredClients.clientId} order by ${userAdministeredClients.clientId}) from ${userAdministeredClients} where ${userAdministeredClients.userId} = ${users.id}), '{}'::int[])`;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return (await withAdministered(db, rows))[0] ?? null;
}

/** By email or username, case-insensitive (both are stored lower-case). */
export async function findUserByLogin(db: DbOrTx, identifier: string): Promise<UserRecord | null> {
  const key = identifier.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.email, key), eq(users.username, key)))
    .limit(1);
  return (await withAdministered(db, rows))[0] ?? null;
}

export async function emailOrUsernameTaken(
  db: DbOrTx,
  email: string,
  username: string | null,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      username
        ? or(eq(users.email, email), eq(users.username, username), eq(users.username, email))
        : or(eq(users.email, email), eq(users.username, email)),
    );
  return {
    email: rows.some((r) => r.email === email || r.username === email),
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
  if (clientesAdministrados.length > 0) {
    await db
      .insert(userAdministeredClients)
      .values(clientesAdministrados.map((clientId) => ({ userId: row.id, clientId })));
  }
  return { ...row, clientesAdministrados: [...clientesAdministrados].sort((a, b) => a - b) };
}

export async function setLastLogin(db: DbOrTx, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}
