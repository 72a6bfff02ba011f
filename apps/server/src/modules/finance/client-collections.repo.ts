import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from './sql';

/** The reads of a client's collections and debt claims (client-collections.service.ts). */

/** The active users of a client company (who receive its debt claim), by id. */
export function activeClientUserIds(db: DbOrTx, clientId: number) {
  return sqlRowsOf<{ id: number }>(
    db,
    sql`select id from users where cliente_id = ${clientId} and is_active and deleted_at is null order by id`,
  );
}
