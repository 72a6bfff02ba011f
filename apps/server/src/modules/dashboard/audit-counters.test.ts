import { AUDIT_STATES } from '@auditorias/domain/audits/states';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { openTestDatabase, sqlCount, sqlRows } from '../../test/database';

// The per-state counters (migration 0007): statement-level triggers with transition tables must keep
// audit_state_counts equal to a real count of live audits, however many rows one statement writes.
let database: Database;
let clientId = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  clientId = await sqlCount(database.db, sql`select min(id) as n from clients`);
});
afterAll(async () => {
  await database?.close();
});

/** Every state with its counter and its real count of live audits. */
async function compare() {
  const db = database.db;
  const real = await sqlRows<{ estado: string; n: number }>(
    db,
    sql`select estado::text as estado, count(*)::int as n from audits where deleted_at is null group by estado`,
  );
  const kept = await sqlRows<{ estado: string; n: number }>(
    db,
    sql`select estado::text as estado, n::int as n from audit_state_counts`,
  );
  const byState = (rows: Array<{ estado: string; n: number }>) =>
    Object.fromEntries(AUDIT_STATES.map((s) => [s, rows.find((r) => r.estado === s)?.n ?? 0]));
  // The counters per company, operator and queue (migration 0015) must equal the real counts as well.
  const realScopes = await sqlRows<{ k: string; n: number }>(
    db,
    sql`select k, n from (
          select 'c:' || client_id || ':' || estado as k, count(*)::int as n from audits where deleted_at is null group by 1
          union all
          select 'o:' || operador_id || ':' || estado, count(*)::int from audits
            where deleted_at is null and operador_id is not null group by 1
          union all
          select 'q:' || client_id || ':' || estado, count(*)::int from audits
            where deleted_at is null and operador_id is null and en_transito and estado in ('solicitud', 'pendiente') group by 1
        ) x order by k`,
  );
  const keptScopes = await sqlRows<{ k: string; n: number }>(
    db,
    sql`select scope || ':' || scope_id || ':' || estado as k, n::int as n from audit_scope_counts where n <> 0 order by 1`,
  );
  expect(keptScopes).toEqual(realScopes);
  return { real: byState(real), kept: byState(kept) };
}

/** One INSERT ... SELECT of `count` audits cycling through every state; every seventh born deleted. */
function bulkInsert(count: number, tag: string) {
  return sql`
    insert into audits (titulo, estado, client_id, fecha_solicitada, deleted_at)
    select ${tag} || ' ' || g,
           (enum_range(null::audit_state))[1 + g % 10],
           ${clientId}, current_date,
           case when g % 7 = 0 then now() end
    from generate_series(1, ${count}::int) g`;
}

describe('audit_state_counts under bulk writes', () => {
  it('is kept by statement-level triggers only (no per-row counter trigger left)', async () => {
    const triggers = await sqlRows<{ name: string; orientation: string; event: string }>(
      database.db,
      sql`select trigger_name as name, action_orientation as orientation, event_manipulation as event
          from information_schema.triggers where event_object_table = 'audits'`,
    );
    expect(triggers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(triggers.map((t) => t.event))).toEqual(new Set(['INSERT', 'UPDATE', 'DELETE']));
    expect(triggers.every((t) => t.orientation === 'STATEMENT')).toBe(true);
  });

  it('matches the real counts after thousands of audits in one statement', async () => {
    const before = await compare();
    expect(before.kept).toEqual(before.real);
    await database.db.execute(bulkInsert(5000, 'Masiva'));
    const after = await compare();
    expect(after.kept).toEqual(after.real);
    // 5000 rows, 714 born deleted: the live ones are counted once each.
    const added = AUDIT_STATES.reduce((sum, s) => sum + (after.kept[s] ?? 0) - (before.kept[s] ?? 0), 0);
    expect(added).toBe(5000 - Math.floor(5000 / 7));
  });

  it('matches after many statements of one transaction: inserts, state changes, soft and hard deletes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(bulkInsert(1200, 'Lote A'));
      await tx.execute(bulkInsert(800, 'Lote B'));
      // Move a whole batch of states at once, in both directions.
      await tx.execute(
        sql`update audits set estado = 'facturada' where titulo like 'Lote A %' and estado = 'entregada'`,
      );
      await tx.execute(
        sql`update audits set estado = 'pendiente' where titulo like 'Lote B %' and estado in ('asignada', 'en_proceso')`,
      );
      // Soft delete, restore (counts again), and a state change of a deleted row (never counted).
      await tx.execute(
        sql`update audits set deleted_at = now() where titulo like 'Lote A %' and estado = 'solicitud'`,
      );
      await tx.execute(
        sql`update audits set deleted_at = null where titulo like 'Lote B %' and deleted_at is not null`,
      );
      await tx.execute(
        sql`update audits set estado = 'terminada' where titulo like 'Lote A %' and deleted_at is not null`,
      );
      // Soft delete and state change in the same row and statement.
      await tx.execute(
        sql`update audits set estado = 'aprobada', deleted_at = now() where titulo like 'Lote B %' and estado = 'pausada'`,
      );
      // An update that touches no counted column changes nothing.
      await tx.execute(sql`update audits set notas = 'revisada' where titulo like 'Lote %'`);
      // A hard delete of live and deleted rows alike.
      await tx.execute(sql`delete from audits where titulo like 'Lote B %' and id % 5 = 0`);
      // Inside the transaction already: the deltas are applied statement by statement.
      const inner = tx as unknown as Database['db'];
      const live = await sqlCount(inner, sql`select count(*)::int as n from audits where deleted_at is null`);
      const counted = await sqlCount(inner, sql`select sum(n)::int as n from audit_state_counts`);
      expect(counted).toBe(live);
    });
    const after = await compare();
    expect(after.kept).toEqual(after.real);
    expect(after.kept.facturada).toBeGreaterThan(0);
  });

  it('leaves the counters untouched when the transaction rolls back', async () => {
    const before = await compare();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(bulkInsert(1500, 'Revertida'));
        await tx.execute(sql`update audits set deleted_at = now() where titulo like 'Revertida %'`);
        await tx.execute(sql`update audits set estado = 'facturada' where titulo like 'Masiva %'`);
        throw new Error('revertir');
      }),
    ).rejects.toThrow('revertir');
    const after = await compare();
    expect(after.kept).toEqual(before.kept);
    expect(after.kept).toEqual(after.real);
  });

  it('keeps separate transactions that write at the same time in step', async () => {
    await Promise.all(
      [1, 2, 3, 4].map((i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(bulkInsert(800, `Paralela ${i}`));
          await tx.execute(
            sql`update audits set estado = 'entregada' where titulo like ${`Paralela ${i} %`} and estado = 'terminada'`,
          );
        }),
      ),
    );
    const after = await compare();
    expect(after.kept).toEqual(after.real);
  });

  it('goes back to zero when the audits are truncated', async () => {
    await database.db.execute(sql`truncate audits cascade`);
    const after = await compare();
    expect(after.kept).toEqual(after.real);
    expect(Object.values(after.kept).every((n) => n === 0)).toBe(true);
  });
});
