import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livePackageCollection } from './fixed-package';
import { sqlRowsOf } from './sql';

/** The reads of collecting a package of fixed audits (package-collection.service.ts). */

/** The standing bill of a package of fixed audits (its key) with what it charged on 1201 Cuentas a cobrar. */
export function packageBill(db: DbOrTx, pkg: string) {
  return sqlRowsOf<{
    id: number;
    client_id: number;
    monto: string | null;
    description: string;
  }>(
    db,
    sql`select e.id, e.client_id, e.description,
              (select sum(l.amount) from ledger_lines l where l.entry_id = e.id and l.account = ${ACCOUNTS.cuentasACobrar}) as monto
            from ledger_entries e where e.idempotency_key = ${pkg} and e.kind = 'abono_fijo'
              and not exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id)`,
  );
}

/** The standing collection of a package, if any. */
export function packageCollectionOf(db: DbOrTx, pkg: string, clientId: number) {
  return sqlRowsOf<{ id: number }>(
    db,
    sql`select c.id from ledger_entries c where ${livePackageCollection(sql`${pkg}`, sql`${clientId}`)} limit 1`,
  );
}
