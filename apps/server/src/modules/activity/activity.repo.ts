import type { DbOrTx } from '../../db/client';
import { activityLog } from '../../db/schema/index';

export interface ActivityEntry {
  userId: number | null;
  impersonatorId: number | null;
  action: string;
  method?: string;
  path?: string;
  statusCode?: number;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

export async function recordActivity(db: DbOrTx, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(entry);
}

export async function recordActivities(db: DbOrTx, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(activityLog).values([...entries]);
}
