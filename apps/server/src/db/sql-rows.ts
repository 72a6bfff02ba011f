import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
