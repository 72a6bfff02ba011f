// Starts the built server for the end-to-end suite on a fresh database with the demo data: a new database on
// the PostgreSQL server when reachable (older e2e databases are dropped), otherwise an embedded one in a
// temporary folder.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function freshPostgres() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  // Drop the databases of earlier runs (older than an hour, so a run going on beside this one keeps its own).
  const old = await client.query("select datname from pg_database where datname like 'auditorias_e2e_%'");
  for (const { datname } of old.rows) {
    const createdAt = Number.parseInt(datname.slice('auditorias_e2e_'.length).split('_')[0], 36);
    if (Date.now() - createdAt > 60 * 60 * 1000)
      await client.query(`drop database if exists ${datname} with (force)`);
  }
  const name = `auditorias_e2e_${Date.now().toString(36)}_${process.pid}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseUrl = await freshPostgres();
if (databaseUrl) {
  process.env.DATABASE_URL = databaseUrl;
  process.env.SEED = 'demo';
  console.log('[e2e] servidor sobre PostgreSQL real');
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'auditorias-e2e-'));
  console.warn('[e2e] PostgreSQL no disponible: servidor sobre PGlite embebido');
}
process.env.FILES_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'auditorias-e2e-files-'));
process.env.NODE_ENV = 'production';
// Functional tests on a shared machine: the event-loop guard of admission control would refuse requests whenever
// other processes take the CPU (its own test is apps/server/src/plugins/admission.test.ts).
process.env.MAX_EVENT_LOOP_DELAY_MS ??= '0';
process.env.LOG_LEVEL ??= 'warn';
await import('../../apps/server/dist/server.js');
