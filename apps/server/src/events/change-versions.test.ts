import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, sqlRows } from '../test/database';
import { type ChangeFeed, createChangeFeed } from './change-feed';
import type { VersionChange } from './changes';
import { scopeOfRow, Versions } from './poll-versions';

/**
 * The versions of what polls depend on, kept by PostgreSQL (migrations 0024 and 0028): bumped once per transaction
 * and scope at its commit, announced on "versiones" in the order of each row's commits, never for a rolled-back
 * change, without two transactions waiting for each other in a cycle, nor, for a scope's version, at all.
 */
/** Tests that hold transactions open on other connections: PostgreSQL only (the embedded database has one). */
const pglite = process.env.TEST_DB_KIND === 'pglite';

describe('change versions in the database', () => {
  let database: Database;
  let feed: ChangeFeed;
  const heard: VersionChange[] = [];
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    feed = createChangeFeed(database);
    await feed.start();
    feed.on('versiones', (c) => heard.push(c));
  });
  afterAll(async () => {
    for (const c of clients) await c.end().catch(() => {});
    await feed?.stop();
    await database?.close();
  });

  async function connection() {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    clients.push(client);
    return client;
  }
  async function rows(): Promise<Array<{ scope: string; version: number }>> {
    const found = await sqlRows<{ scope: string; version: string }>(
      database.db,
      sql`select scope, version::text from change_versions`,
    );
    return found.map((r) => ({ scope: r.scope, version: Number(r.version) }));
  }
  /** Each scope's version: the sum of its rows (the row named as the scope and its stripes). */
  async function table(): Promise<Record<string, number>> {
    const sums: Record<string, number> = {};
    for (const { scope, version } of await rows()) {
      const key = scopeOfRow(scope);
      sums[key] = (sums[key] ?? 0) + version;
    }
    return sums;
  }
  async function settle() {
    await new Promise((r) => setTimeout(r, 150));
  }

  it.skipIf(pglite)(
    'a transaction bumps each scope it touched once, at its commit; a rolled-back one or savepoint bumps nothing',
    async () => {
      const before = await table();
      expect(before.base).toBeGreaterThan(0);
      heard.length = 0;
      const c = await connection();
      await c.query('begin');
      await c.query(`select notify_change('mensajes', '{"u":[41,42]}')`);
      await c.query(`select notify_change('mensajes', '{"u":[41]}')`);
      await c.query(`select notify_change('auditorias', '{"o":[7],"c":[9],"q":false}')`);
      await c.query('savepoint s');
      await c.query(`select notify_change('finanzas', '{}')`);
      await c.query('rollback to savepoint s');
      // Nothing is bumped before the commit.
      expect(await table()).toEqual(before);
      await c.query('commit');
      const after = await table();
      const plus = (scope: string) => (before[scope] ?? 0) + 1;
      expect(after).toMatchObject({
        'mensajes:41': plus('mensajes:41'),
        'mensajes:42': plus('mensajes:42'),
        auditorias: plus('auditorias'),
        'operador:7': plus('operador:7'),
        'cliente:9': plus('cliente:9'),
      });
      expect(after.cola).toBe(before.cola);
      expect(after.finanzas).toBe(before.finanzas);
      expect(after.base).toBe(before.base);
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      await settle();
      // One announcement, with the new values.
      expect(heard).toEqual([
        {
          all: false,
          versions: {
            auditorias: after.auditorias,
            'cliente:9': after['cliente:9'],
            'mensajes:41': after['mensajes:41'],
            'mensajes:42': after['mensajes:42'],
            'operador:7': after['operador:7'],
          },
        },
      ]);
      // Rolled back: nothing bumped, nothing announced, no mark left behind.
      heard.length = 0;
      await c.query('begin');
      await c.query(`select notify_change('alertas', '{}')`);
      await c.query('rollback');
      await settle();
      expect(await table()).toEqual(after);
      expect(heard).toEqual([]);
      expect(await sqlRows(database.db, sql`select * from change_version_marks`)).toEqual([]);
      // A change of everything bumps "base", part of every ETag.
      await database.db.execute(sql`select notify_change('auditorias', '{"todos":true}')`);
      expect((await table()).base).toBe((after.base ?? 0) + 1);
    },
  );

  it.skipIf(pglite)('two transactions touching the same scopes in opposite orders both commit', async () => {
    const before = await table();
    const [one, two] = [await connection(), await connection()];
    await one.query('begin');
    await two.query('begin');
    await one.query(`select notify_change('finanzas', '{}')`);
    await two.query(`select notify_change('mensajes', '{"u":[77]}')`);
    await two.query(`select notify_change('finanzas', '{}')`);
    await one.query(`select notify_change('mensajes', '{"u":[77]}')`);
    await Promise.all([one.query('commit'), two.query('commit')]);
    const after = await table();
    expect(after.finanzas).toBe((before.finanzas ?? 0) + 2);
    expect(after['mensajes:77']).toBe((before['mensajes:77'] ?? 0) + 2);
  });

  it.skipIf(pglite)(
    'two open transactions changing audits do not wait for each other: each bumps a row of its own',
    async () => {
      const before = await table();
      const [one, two] = [await connection(), await connection()];
      await one.query('begin');
      await two.query('begin');
      // Waiting at all is a failure for the second one.
      await two.query(`set local lock_timeout = '300ms'`);
      await one.query(`select notify_change('auditorias', '{"o":[7],"c":[9],"q":true}')`);
      await two.query(`select notify_change('auditorias', '{"o":[8],"c":[9],"q":true}')`);
      // The commit-time bumps run now, and both transactions stay open holding the rows they bumped.
      await one.query('set constraints all immediate');
      await two.query('set constraints all immediate');
      await two.query('commit');
      await one.query('commit');
      const after = await table();
      for (const scope of ['auditorias', 'cola', 'cliente:9'])
        expect(after[scope], scope).toBe((before[scope] ?? 0) + 2);
      expect(after['operador:7']).toBe((before['operador:7'] ?? 0) + 1);
      expect(after['operador:8']).toBe((before['operador:8'] ?? 0) + 1);
      expect((await rows()).map((r) => r.scope)).toEqual(
        expect.arrayContaining(['auditorias', 'auditorias#1']),
      );
    },
  );

  it('what is heard, in the order of each row’s commits, sums to the table’s versions, as a fresh read does', async () => {
    await settle(); // what the previous tests announced has arrived
    heard.length = 0;
    // What an instance running meanwhile knows (its read, then what it hears) and what one started after reads.
    const running = new Versions();
    await running.load(rows);
    const before = running.of('alertas');
    const unsubscribe = feed.on('versiones', (c) => running.apply(c.versions));
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select notify_change('alertas', '{}')`);
          await tx.execute(sql`select pg_sleep(${(i % 3) / 200})`);
        }),
      ),
    );
    const alertas = () =>
      heard.flatMap((c) => Object.entries(c.versions).filter(([row]) => row.startsWith('alertas')));
    await expect.poll(() => alertas().length).toBe(12);
    await settle();
    unsubscribe();
    const byRow = new Map<string, number[]>();
    for (const [row, version] of alertas()) byRow.set(row, [...(byRow.get(row) ?? []), version]);
    const table = Object.fromEntries((await rows()).map((r) => [r.scope, r.version]));
    for (const [row, values] of byRow) {
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values.at(-1)).toBe(table[row]);
    }
    const restarted = new Versions();
    await restarted.load(rows);
    expect(running.of('alertas')).toBe(before + 12);
    expect(restarted.of('alertas')).toBe(before + 12);
  });
});

describe('the copy of the versions in memory', () => {
  it('a scope’s version is the sum of its rows; a row only grows, an older value heard late changes nothing', async () => {
    const versions = new Versions();
    await versions.load(async () => [
      { scope: 'base', version: 900 },
      { scope: 'auditorias', version: 40 },
      { scope: 'auditorias#1', version: 3 },
    ]);
    expect(versions.of('auditorias')).toBe(43);
    versions.apply({ 'auditorias#2': 1, 'operador:7': 5 });
    versions.apply({ 'auditorias#1': 4 });
    expect(versions.of('auditorias')).toBe(45);
    versions.apply({ 'auditorias#1': 3, 'operador:7': 4 });
    expect([versions.of('auditorias'), versions.of('operador:7')]).toEqual([45, 5]);
    expect(versions.tag([versions.of('auditorias')])).toBe('W/"p900.45"');
  });

  it('a read of the table keeps, for a scope heard of meanwhile, the larger value; no tags until it ends', async () => {
    const versions = new Versions();
    let answer: (rows: Array<{ scope: string; version: number }>) => void = () => {};
    const reading = versions.load(() => new Promise((resolve) => (answer = resolve)));
    expect(versions.ready).toBe(false);
    versions.apply({ alertas: 5, 'mensajes:3': 2 });
    answer([
      { scope: 'base', version: 900 },
      { scope: 'alertas', version: 4 },
      { scope: 'mensajes:3', version: 3 },
      { scope: 'finanzas', version: 8 },
    ]);
    expect(await reading).toBe(true);
    expect(versions.ready).toBe(true);
    expect([versions.of('alertas'), versions.of('mensajes:3'), versions.of('finanzas')]).toEqual([5, 3, 8]);
    expect(versions.of('cola')).toBe(0);
    expect(versions.tag([1, 2])).toBe('W/"p900.1.2"');
    // The feed went down: nothing is known until the table is read again; an older read that ends late decides nothing.
    let late: (rows: Array<{ scope: string; version: number }>) => void = () => {};
    const stale = versions.load(() => new Promise((resolve) => (late = resolve)));
    versions.forget();
    expect(versions.ready).toBe(false);
    const fresh = versions.load(async () => [{ scope: 'base', version: 901 }]);
    late([{ scope: 'base', version: 1 }]);
    expect(await stale).toBe(false);
    expect(await fresh).toBe(true);
    expect(versions.of('base')).toBe(901);
    expect(versions.of('alertas')).toBe(0);
  });
});
