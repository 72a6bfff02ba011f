import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type Db, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

/** Whether the PostgreSQL server for tests answers. */
export async function postgresReachable(url = testDatabaseUrl()): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A new, empty database on the PostgreSQL server of the tests (named `prefix` and a random suffix): its name, its
 * URL, and a way to drop it (closing whatever connection is left on it).
 */
export async function createServerDatabase(prefix: string) {
  const adminUrl = testDatabaseUrl();
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: a new database on the PostgreSQL server when it is
 * reachable (dropped afterwards), otherwise an in-memory PGlite. `TEST_DB_KIND` is set by the global setup.
 */
export async function openTestDatabase(): Promise<Database & { name: string }> {
  if (process.env.TEST_DB_KIND === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await runMigrations(database);
    return { ...database, name: 'pglite-memoria' };
  }
  const server = await createServerDatabase(`auditorias_t_${Date.now().toString(36)}_`);
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  await runMigrations(database);
  return {
    ...database,
    name: server.name,
    close: async () => {
      await database.close();
      await server.drop();
    },
  };
}

/** Rows of a raw SQL query in a test (PGlite and node-postgres both answer `{ rows }`). */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function sqlCount(db: Db, query: SQL): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

/** One SQL statement a test saw go to PostgreSQL. */
export interface SeenQuery {
  text: string;
  values: unknown[];
}

/** Records every SQL statement sent to PostgreSQL (through node-postgres) while `work` runs. */
export async function captureQueries(work: () => Promise<unknown>): Promise<SeenQuery[]> {
  const original = pg.Client.prototype.query;
  const seen: SeenQuery[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [unknown, unknown];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const values = Array.isArray(second)
      ? second
      : ((first as { values?: unknown[] } | undefined)?.values ?? []);
    seen.push({ text, values });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

/** Counts the SQL statements sent while `work` runs, leaving out those `ignore` matches. */
export async function countQueries(work: () => Promise<unknown>, ignore?: RegExp): Promise<number> {
  const seen = await captureQueries(work);
  return ignore ? seen.filter((q) => !ignore.test(q.text)).length : seen.length;
}
