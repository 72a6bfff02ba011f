// The application under measure, in a process of its own (started by bench/run.ts over IPC), so that the load
// generator never shares its event loop. BENCH_DATABASE_URL: the PostgreSQL database to serve; without it, an
// in-memory PGlite with the migrations and the demo (only when no PostgreSQL server answers).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { migrationsFolder, runMigrations } from '../src/db/migrate';
import { loadSecretsKey, secretBox } from '../src/lib/secrets';
import { seedDemo } from '../src/seed/demo';

export type ServerRequest =
  | { type: 'users'; role: string; limit: number }
  | { type: 'rss' }
  | { type: 'close' };

export type ServerReply =
  | { type: 'ready'; address: string; dbKind: string; pending: string[] }
  | { type: 'users'; usernames: string[] }
  | { type: 'rss'; rss: number; maxRss: number };

const url = process.env.BENCH_DATABASE_URL;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  FILES_DIR: mkdtempSync(path.join(os.tmpdir(), 'auditorias-bench-files-')),
  // The key the data generator sealed the DVR passwords with: SECRETS_KEY, else the demo key.
  SEED: 'demo',
  ...(process.env.SECRETS_KEY ? { SECRETS_KEY: process.env.SECRETS_KEY } : {}),
  ...(url ? { DATABASE_URL: url } : {}),
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Each call is measured at saturation: admission control (503 beyond a bound, or while the event loop runs late)
  // off unless the run asks for it.
  MAX_REQUESTS_IN_FLIGHT: process.env.MAX_REQUESTS_IN_FLIGHT ?? '0',
  MAX_EVENT_LOOP_DELAY_MS: process.env.MAX_EVENT_LOOP_DELAY_MS ?? '0',
  LOGIN_MAX_FAILURES_PER_USER: '100000000',
  LOGIN_MAX_FAILURES_PER_IP: '100000000',
});

/** Migrations of the code that the database has not applied yet (drizzle applies them in journal order). */
async function pendingMigrations(db: Database['db']): Promise<string[]> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const applied = (await db.execute(
    sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ last: string }> };
  const last = Number(applied.rows[0]?.last ?? 0);
  return journal.entries.filter((e) => e.when > last).map((e) => e.tag);
}

let database: Database;
let pending: string[] = [];
if (url) {
  database = await openDatabase({ kind: 'postgres', url });
  // A generated database is measured as it is unless BENCH_MIGRATE=1 (the server would migrate on start).
  if (process.env.BENCH_MIGRATE === '1') await runMigrations(database);
  pending = await pendingMigrations(database.db);
} else {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await runMigrations(database);
  await seedDemo(database.db, secretBox(loadSecretsKey(config)));
}
const app = await buildApp({ config, database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

function send(message: ServerReply) {
  process.send?.(message);
}

process.on('message', async (message: ServerRequest) => {
  if (message.type === 'rss') {
    send({ type: 'rss', rss: process.memoryUsage().rss, maxRss: process.resourceUsage().maxRSS * 1024 });
  } else if (message.type === 'users') {
    // Active users of a role ('grupo': group administrators), oldest first; the bench signs in as each.
    const group = message.role === 'grupo';
    const role = group ? 'cliente' : message.role;
    const result = (await database.db.execute(
      sql`select username from users where role::text = ${role} and es_administrador_grupo = ${group}
            and is_active and deleted_at is null and username is not null
          order by id limit ${Math.max(1, Math.floor(message.limit))}`,
    )) as unknown as { rows: Array<{ username: string }> };
    send({ type: 'users', usernames: result.rows.map((r) => r.username) });
  } else if (message.type === 'close') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

send({ type: 'ready', address, dbKind: database.kind, pending });
