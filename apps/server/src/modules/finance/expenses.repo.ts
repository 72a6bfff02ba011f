import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from './sql';

/** The reads and writes of expenses (expenses.service.ts). */

/** The ledger entry of an expense (what reversing it needs). */
export function expenseEntryHead(db: DbOrTx, entryId: number) {
  return sqlRowsOf<{ id: number; kind: string; description: string; client_id: number | null }>(
    db,
    sql`select id, kind, description, client_id from ledger_entries where id = ${entryId}`,
  );
}
