import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idArray, sqlRowsOf } from './sql';

/** The reads of the Personal tab's money (staff-pay.service.ts). */

/** The employees of the given roles with their accrued operator pay and delivered audits, by name. */
export function employeeRows(db: DbOrTx, roles: ReadonlyArray<'operador' | 'supervisor' | 'contable'>) {
  return sqlRowsOf<{
    id: number;
    name: string;
    username: string | null;
    email: string;
    role: 'operador' | 'supervisor' | 'contable';
    is_active: boolean;
    devengado: string | null;
    entregadas: number;
  }>(
    db,
    sql`select u.id, u.name, u.username, u.email, u.role, u.is_active,
            (select -sum(l.amount) from ledger_lines l where l.user_id = u.id and l.account = ${ACCOUNTS.operadoresAPagar}) as devengado,
            (select count(*)::int from audits a where a.operador_id = u.id and a.deleted_at is null
               and a.estado in ('entregada', 'facturada')) as entregadas
          from users u
          where u.deleted_at is null and u.role in (${sql.join(
            roles.map((r) => sql`${r}`),
            sql`, `,
          )})
          order by u.name, u.id
          limit 1000`,
  );
}

/** Name and role of the given users. */
export function usersByIds(db: DbOrTx, ids: readonly number[]) {
  return sqlRowsOf<{ id: number; name: string; role: string }>(
    db,
    sql`select id, name, role from users where id = any(${idArray(ids)}::int[])`,
  );
}

/** The user, when it exists and is not deleted. */
export function liveUserId(db: DbOrTx, userId: number) {
  return sqlRowsOf<{ id: number }>(db, sql`select id from users where id = ${userId} and deleted_at is null`);
}

/** The cash paid out in [first, next) by the entries touching an employee's salary accounts (2201, 5201). */
export function salaryPaymentRows(db: DbOrTx, userId: number, first: string, next: string) {
  return sqlRowsOf<{ id: number; fecha: string; description: string; monto: string }>(
    db,
    sql`select e.id, e.occurred_on::text as fecha, e.description,
            -coalesce((select sum(c.amount) from ledger_lines c where c.entry_id = e.id and c.account = ${ACCOUNTS.cajaSalidas}), 0) as monto
          from ledger_entries e
          where e.occurred_on >= ${first}::date and e.occurred_on < ${next}::date
            and exists (select 1 from ledger_lines l where l.entry_id = e.id and l.user_id = ${userId}
                          and l.account in (${ACCOUNTS.sueldosAPagar}, ${ACCOUNTS.sueldos}))
            and exists (select 1 from ledger_lines c where c.entry_id = e.id and c.account = ${ACCOUNTS.cajaSalidas})
          order by e.occurred_on, e.id`,
  );
}
