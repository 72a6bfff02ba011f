import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase, sqlRows } from '../../test/database';
import { clientBalancesQuery, monthAmountsQuery } from './finance.repo';

/**
 * The month figures and the statements read indexes, not the ledger tables whole: a few thousand generated entries
 * over many clients and months, ANALYZE, then EXPLAIN must show no sequential scan of a ledger table.
 */
let database: Database;
let clientIds: number[] = [];
let userId = 0;
let auditId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await db.execute(sql`insert into clients (nombre) select 'Cliente ' || g from generate_series(1, 200) g`);
  clientIds = (await sqlRows<{ id: number }>(db, sql`select id from clients order by id`)).map((r) => r.id);
  const [u] = await sqlRows<{ id: number }>(
    db,
    sql`insert into users (email, username, name, password_hash, role) values ('op@x', 'opx', 'Op', 'x', 'operador') returning id`,
  );
  userId = u?.id ?? 0;
  const [a] = await sqlRows<{ id: number }>(
    db,
    sql`insert into audits (titulo, estado, client_id, fecha_solicitada) values ('A', 'entregada', ${clientIds[0]}, current_date) returning id`,
  );
  auditId = a?.id ?? 0;
  // 4000 entries: a delivery (receivable) and a collection (cash) per client and month, over 24 months, plus expenses.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ledger_entries (kind, occurred_on, description, client_id)
      select case when g % 2 = 0 then 'entrega' else 'cobro' end,
             date '2024-01-01' + ((g % 24) * 30),
             'generada ' || g,
             (select id from clients order by id offset (g % 200) limit 1)
      from generate_series(1, 4000) g`);
    await tx.execute(sql`
      insert into ledger_lines (entry_id, account, client_id, amount)
      select e.id, x.account, e.client_id, x.amount
      from ledger_entries e
      cross join lateral (values
        (case when e.kind = 'entrega' then '1201' else '1101' end, 1000::bigint),
        (case when e.kind = 'entrega' then '4101' else '1201' end, -1000::bigint)) as x(account, amount)`);
    await tx.execute(sql`
      insert into ledger_lines (entry_id, account, user_id, audit_id, client_id, amount)
      select e.id, x.account, ${userId}, ${auditId}, e.client_id, x.amount
      from (select * from ledger_entries order by id limit 10) e
      cross join lateral (values ('5101', 500::bigint), ('2101', -500::bigint)) as x(account, amount)`);
  });
  await db.execute(sql`analyze`);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function plan(query: SQL): Promise<string> {
  const rows = await sqlRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

const LEDGER = /Seq Scan on (ledger_entries|ledger_lines|ledger_month_balances)/;

describe('finance queries use indexes', () => {
  it('has generated a real history', async () => {
    const [n] = await sqlRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ledger_month_balances`,
    );
    expect(n?.n).toBeGreaterThan(1000);
  });

  it.each<[string, () => SQL]>([
    ['month figures', () => monthAmountsQuery('2025-06')],
    ['a client statement totals', () => clientBalancesQuery(clientIds[7] ?? 0)],
    [
      'a client statement payments',
      () => sql`select e.id from ledger_entries e where e.client_id = ${clientIds[7] ?? 0} and e.kind = 'cobro'
              and e.reverses_entry_id is null order by e.occurred_on desc, e.id desc limit 10`,
    ],
    [
      "an audit's money",
      () =>
        sql`select audit_id, sum(amount) from ledger_lines where audit_id in (${auditId}) group by audit_id`,
    ],
    [
      "an operator's commissions",
      () => sql`select -sum(amount) from ledger_lines where user_id = ${userId} and account = '2101'`,
    ],
    [
      'movements of a month',
      () => sql`select e.id from ledger_entries e where e.occurred_on >= '2025-01-01' and e.occurred_on < '2025-02-01'
              order by e.occurred_on desc, e.id desc limit 51`,
    ],
  ])('%s', async (_name, query) => {
    const text = await plan(query());
    expect(text, text).not.toMatch(LEDGER);
  });
});
