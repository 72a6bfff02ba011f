import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/index';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertFile(
  db: DbOrTx,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error('insert stored_files returned no row');
  return row;
}

export async function findFiles(db: DbOrTx, ids: readonly number[]): Promise<StoredFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
}

export async function markAttached(db: DbOrTx, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(storedFiles)
    .set({ attachedAt: at })
    .where(and(inArray(storedFiles.id, [...ids]), isNull(storedFiles.attachedAt)));
}

export async function unattachedBefore(db: DbOrTx, before: Date): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(isNull(storedFiles.attachedAt), lt(storedFiles.uploadedAt, before)))
    .limit(500);
}

export async function deleteFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
