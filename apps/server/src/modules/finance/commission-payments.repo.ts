import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsOf } from './sql';

/** The SQL of paying the operators' commissions (commission-payments.service.ts). */

/**
 * One payment or reversal of an employee's commissions at a time: a transaction-scoped lock on the employee's
 * 2101 balance, so two payments sent together read what the other left (the second finds nothing owed).
 */
export async function lockCommissions(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`comisiones:${userId}`}))`);
}

/** The employee paid (deleted ones too: what is owed to them is still owed), or none. */
export async function payeeOf(tx: DbOrTx, userId: number) {
  const [row] = await sqlRowsOf<{ id: number; name: string }>(
    tx,
    sql`select id, name from users where id = ${userId}`,
  );
  return row;
}

/**
 * What the employee is owed in commissions (centavos): the 2101 balance of every line (`hoy`) and of the lines
 * dated up to `day` (`alDia`); credits are what is owed, so both are the negated sums.
 */
export async function commissionBalances(tx: DbOrTx, userId: number, day: string) {
  const [row] = await sqlRowsOf<{ hoy: string; al_dia: string }>(
    tx,
    sql`select coalesce(-sum(l.amount), 0)::text as hoy,
               coalesce(-sum(l.amount) filter (where e.occurred_on <= ${day}::date), 0)::text as al_dia
          from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.user_id = ${userId} and l.account = ${ACCOUNTS.operadoresAPagar}`,
  );
  return { hoy: Number(row?.hoy ?? 0), alDia: Number(row?.al_dia ?? 0) };
}

/** A ledger entry as reverting a commission payment reads it: its kind, the employee of its 2101 line, its reversal. */
export async function commissionEntryOf(tx: DbOrTx, entryId: number) {
  const [row] = await sqlRowsOf<{
    id: number;
    kind: string;
    description: string;
    reverses_entry_id: number | null;
    user_id: number | null;
    revertido: boolean;
  }>(
    tx,
    sql`select e.id, e.kind, e.description, e.reverses_entry_id,
            (select l.user_id from ledger_lines l
               where l.entry_id = e.id and l.account = ${ACCOUNTS.operadoresAPagar} limit 1) as user_id,
            exists (select 1 from ledger_entries r where r.reverses_entry_id = e.id) as revertido
          from ledger_entries e where e.id = ${entryId}`,
  );
  return row;
}
