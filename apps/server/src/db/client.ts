import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database handle every repo receives: the same API on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repo works with the database or inside a transaction alike. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, for PostgreSQL. */
  url?: string;
  close(): Promise<void>;
}

export async function openDatabase(config: AppConfig['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (error) => {
      console.error(`[db] conexión inactiva perdida: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await pool.query('select 1');
    return { db, kind: 'postgres', url: config.url, close: () => pool.end() };
  }
  // In memory when dataDir is null (tests); otherwise file-backed and locked against a second process.
  const release = config.dataDir ? lockDataDir(config.dataDir) : () => {};
  try {
    const client = config.dataDir ? new PGlite(path.join(config.dataDir, 'pglite')) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
