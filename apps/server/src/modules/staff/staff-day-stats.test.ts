import { ACCOUNTS } from '@auditorias/domain/finance/accounts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

/**
 * `staff_day_stats` (migration 0021), kept by statement-level triggers on audits and ledger_lines, always equals
 * what it summarizes: per employee and Argentine day, the delivered or invoiced audits as operator and as
 * supervisor, and the 2101 lines of delivery entries. Checked after random deliveries, invoicing, reopening,
 * moves between days, deletions, bulk updates and payments with their reversals.
 */
const t = useTestApp({ users: [] });
let staff: number[] = [];
let clientId = 0;
const pool: number[] = [];

beforeAll(async () => {
  staff = (
    await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from users where role in ('operador', 'supervisor') order by id limit 4`,
    )
  ).map((r) => r.id);
  const [client] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select id from clients order by id limit 1`,
  );
  clientId = client?.id ?? 0;
  const inserted = await sqlRows<{ id: number }>(
    t.database.db,
    sql`insert into audits (titulo, client_id, estado, fecha_solicitada)
        select 'Modelo ' || g, ${clientId}, 'pendiente', '2026-11-01' from generate_series(1, 8) g
        returning id`,
  );
  pool.push(...inserted.map((r) => r.id));
});

interface DayRow {
  user_id: number;
  dia: string;
  auditorias: number;
  correcciones: number;
  ganado: string;
}

/** The kept rows (those that are not all zero) and the same computed from audits and the ledger. */
async function keptAndLive() {
  const kept = await sqlRows<DayRow>(
    t.database.db,
    sql`select user_id, to_char(dia, 'YYYY-MM-DD') as dia, auditorias, correcciones, ganado::text as ganado
          from staff_day_stats where auditorias <> 0 or correcciones <> 0 or ganado <> 0
         order by user_id, dia`,
  );
  const live = await sqlRows<DayRow>(
    t.database.db,
    sql`select user_id, to_char(dia, 'YYYY-MM-DD') as dia, sum(a)::int as auditorias, sum(c)::int as correcciones,
               sum(g)::bigint::text as ganado
          from (
            select operador_id as user_id, (fecha_entrega at time zone 'America/Argentina/Buenos_Aires')::date as dia,
                   1 as a, 0 as c, 0::bigint as g
              from audits where operador_id is not null and deleted_at is null
               and estado in ('entregada', 'facturada') and fecha_entrega is not null
            union all
            select supervisor_id, (fecha_entrega at time zone 'America/Argentina/Buenos_Aires')::date, 0, 1, 0
              from audits where supervisor_id is not null and deleted_at is null
               and estado in ('entregada', 'facturada') and fecha_entrega is not null
            union all
            select l.user_id, e.occurred_on, 0, 0, -l.amount
              from ledger_lines l join ledger_entries e on e.id = l.entry_id
             where l.account = ${ACCOUNTS.operadoresAPagar} and l.user_id is not null and e.kind = 'entrega'
          ) d
         group by user_id, dia
        having sum(a) <> 0 or sum(c) <> 0 or sum(g) <> 0
         order by user_id, dia`,
  );
  return { kept, live };
}

/** One balanced entry: `monto` centavos owed to `userId` (negative: a reversal), on `day`. */
function postPay(kind: string, userId: number, day: string, monto: number) {
  return t.database.db.execute(
    sql`with e as (
          insert into ledger_entries (kind, occurred_on, description)
          values (${kind}, ${day}::date, 'modelo') returning id)
        insert into ledger_lines (entry_id, account, user_id, amount)
        select e.id, l.account, l.user_id, l.amount from e cross join (values
          (${ACCOUNTS.operadoresAPagar}, ${userId}::int, ${-monto}::bigint),
          (${ACCOUNTS.pagoOperadores}, null::int, ${monto}::bigint)) as l(account, user_id, amount)`,
  );
}

describe('staff day totals', () => {
  it('equal the audits and the ledger after any sequence of writes', async () => {
    const audit = fc.constantFrom(...pool);
    const person = fc.constantFrom(...staff);
    const day = fc.constantFrom('2026-10-31', '2026-11-01', '2026-11-02');
    // 01:30 UTC is still the previous day in Buenos Aires: the day is the Argentine one.
    const hour = fc.constantFrom('01:30', '12:00', '23:30');
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('deliver' as const),
        audit,
        operador: person,
        supervisor: fc.option(person),
        day,
        hour,
      }),
      fc.record({ kind: fc.constant('invoice' as const), audit }),
      fc.record({ kind: fc.constant('reopen' as const), audit }),
      fc.record({ kind: fc.constant('move' as const), audit, day, hour }),
      fc.record({ kind: fc.constant('delete' as const), audit, back: fc.boolean() }),
      fc.record({ kind: fc.constant('bulk' as const), supervisor: fc.option(person) }),
      fc.record({
        kind: fc.constant('pay' as const),
        who: person,
        day,
        monto: fc.integer({ min: 1, max: 500_000 }),
        entryKind: fc.constantFrom('entrega', 'pago_operador'),
        reverse: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 20 }), async (steps) => {
        const db = t.database.db;
        for (const s of steps) {
          if (s.kind === 'deliver')
            await db.execute(
              sql`update audits set estado = 'entregada', operador_id = ${s.operador},
                    supervisor_id = ${s.supervisor}, fecha_entrega = ${`${s.day}T${s.hour}:00Z`}::timestamptz
                  where id = ${s.audit}`,
            );
          else if (s.kind === 'invoice')
            await db.execute(
              sql`update audits set estado = 'facturada' where id = ${s.audit} and estado = 'entregada'`,
            );
          else if (s.kind === 'reopen')
            await db.execute(sql`update audits set estado = 'terminada' where id = ${s.audit}`);
          else if (s.kind === 'move')
            await db.execute(
              sql`update audits set fecha_entrega = ${`${s.day}T${s.hour}:00Z`}::timestamptz
                  where id = ${s.audit} and fecha_entrega is not null`,
            );
          else if (s.kind === 'delete')
            await db.execute(
              sql`update audits set deleted_at = ${s.back ? null : sql`now()`} where id = ${s.audit}`,
            );
          else if (s.kind === 'bulk')
            await db.execute(
              sql`update audits set supervisor_id = ${s.supervisor}
                  where id in (${sql.join(
                    pool.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            );
          else {
            await postPay(s.entryKind, s.who, s.day, s.monto);
            if (s.reverse) await postPay(s.entryKind, s.who, s.day, -s.monto);
          }
        }
        const { kept, live } = await keptAndLive();
        expect(kept).toEqual(live);
      }),
      { seed: 20261125, numRuns: 12 },
    );
  });

  it('a rebuild gives the same rows as the triggers kept', async () => {
    const before = (await keptAndLive()).kept;
    await t.database.db.execute(sql`select staff_day_stats_rebuild()`);
    expect((await keptAndLive()).kept).toEqual(before);
  });
});
