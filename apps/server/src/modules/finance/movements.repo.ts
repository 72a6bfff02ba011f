import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from './sql';

/** The reads of the movements by hand and the movement list (movements.service.ts). */

/** One ledger entry, as reverting a movement reads it. */
export function ledgerEntryOf(db: DbOrTx, entryId: number) {
  return sqlRowsOf<{
    id: number;
    kind: string;
    description: string;
    client_id: number | null;
    audit_id: number | null;
    reverses_entry_id: number | null;
    meta: Record<string, unknown> | null;
  }>(
    db,
    sql`select id, kind, description, client_id, audit_id, reverses_entry_id, meta from ledger_entries where id = ${entryId}`,
  );
}
