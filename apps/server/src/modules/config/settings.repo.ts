import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings } from '../../db/schema/index';

export async function readSetting(db: DbOrTx, key: string): Promise<unknown | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(
  db: DbOrTx,
  key: string,
  value: unknown,
  userId: number | null,
): Promise<void> {
  const at = new Date();
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedBy: userId })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: userId } });
}
