import { MOVEMENT_AMOUNT_SOURCES } from '@auditorias/domain/finance/accounts';
import type { monthDays } from '@auditorias/domain/salaries/calendar';
import type { Movement } from '@auditorias/domain/schemas/finance';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRowsNamed, sqlRowsOf } from './sql';

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

/**
 * A page of the movement list (ledger entries, newest first; keyset on day and id) with who recorded each, whether
 * it was reverted and its amount.
 */
export function movementsPage(
  db: DbOrTx,
  kinds: ReadonlyArray<string | null>,
  range: ReturnType<typeof monthDays> | null,
  after: RegExpExecArray | null,
  q: { limit: number },
) {
  // The page first, newest first: one ordered index read per kind (ledger_entries_kind_idx, or
  // ledger_entries_recent_idx without a kind), merged; then the page's users, reversals and lines in joins.
  const branch = (kind: string | null) =>
    sql`(select e.id, e.kind, e.occurred_on, e.description, e.client_id, e.audit_id, e.reverses_entry_id, e.created_by
           from ledger_entries e
           where true
             ${kind ? sql`and e.kind = ${kind}` : sql``}
             ${range ? sql`and e.occurred_on >= ${range.first}::date and e.occurred_on < ${range.next}::date` : sql``}
             ${after ? sql`and (e.occurred_on, e.id) < (${after[1]}::date, ${Number(after[2])})` : sql``}
           order by e.occurred_on desc, e.id desc
           limit ${q.limit + 1})`;
  return sqlRowsNamed<{
    id: string;
    kind: Movement['tipo'];
    occurred_on: string;
    description: string;
    client_id: number | null;
    audit_id: number | null;
    reverses_entry_id: string | null;
    name: string | null;
    revertido: boolean;
    monto: string | null;
  }>(
    db,
    sql`with page as (
            select * from (${sql.join(kinds.map(branch), sql` union all `)}) x
            order by x.occurred_on desc, x.id desc
            limit ${q.limit + 1}
          ), amounts as (
            select l.entry_id, coalesce(${sql.join(
              MOVEMENT_AMOUNT_SOURCES.map(
                ({ accounts, sign }) =>
                  sql`nullif(${sign} * sum(l.amount) filter (where l.account in (${sql.join(
                    accounts.map((a) => sql`${a}`),
                    sql`, `,
                  )})), 0)`,
              ),
              sql`, `,
            )}, 0) as monto
            from ledger_lines l where l.entry_id in (select id from page)
            group by l.entry_id
          )
          select p.id, p.kind, p.occurred_on::text as occurred_on, p.description, p.client_id, p.audit_id,
            p.reverses_entry_id, u.name, r.id is not null as revertido, am.monto
          from page p
          left join users u on u.id = p.created_by
          left join ledger_entries r on r.reverses_entry_id = p.id
          left join amounts am on am.entry_id = p.id
          order by p.occurred_on desc, p.id desc`,
  );
}
