import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { branches, clients } from '../../db/schema/index';

export async function clientExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  return rows.length > 0;
}

export async function insertClient(
  db: DbOrTx,
  values: typeof clients.$inferInsert,
  branchValues: Array<Omit<typeof branches.$inferInsert, 'clientId'>> = [],
) {
  const [client] = await db.insert(clients).values(values).returning();
  if (!client) throw new Error('insert clients returned no row');
  if (branchValues.length > 0) {
    await db.insert(branches).values(branchValues.map((b) => ({ ...b, clientId: client.id })));
  }
  return client;
}

/** Which of these client ids exist. */
export async function existingClientIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
