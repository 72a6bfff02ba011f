import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from './sql';

/** The reads of the repair (repair.service.ts). */

/** Every delivered audit with its client's name, by number. */
export function deliveredAuditIds(db: DbOrTx) {
  return sqlRowsOf<{ id: number; nombre: string }>(
    db,
    sql`select a.id, c.nombre from audits a join clients c on c.id = a.client_id
            where a.deleted_at is null and a.aprobada and a.estado in ('entregada', 'facturada', 'terminada')
            order by a.id`,
  );
}

/** Audits no longer delivered (or deleted by correction, not by cleanup) whose delivery charge still stands. */
export function staleCharges(db: DbOrTx) {
  return sqlRowsOf<{ id: number; nombre: string }>(
    db,
    sql`select a.id, c.nombre from audits a join clients c on c.id = a.client_id
            where (a.deleted_at is not null or not a.aprobada or a.estado not in ('entregada', 'facturada', 'terminada'))
              and exists (select 1 from ledger_entries e where e.audit_id = a.id and e.kind = 'entrega'
                and e.reverses_entry_id is null
                and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id))
              and not (a.deleted_at is not null and exists (select 1 from audit_timeline t where t.audit_id = a.id and t.action = 'eliminada_limpieza'))`,
  );
}

/** One repair at a time: the transaction's advisory lock. */
export async function lockRepairs(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(727101)`);
}
