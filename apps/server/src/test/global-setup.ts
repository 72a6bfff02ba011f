import { postgresReachable, testDatabaseUrl } from './database';

/** Chooses the database of the server tests once: real PostgreSQL when reachable, else PGlite (loudly). */
export default async function setup() {
  if (process.env.TEST_DB_KIND === 'pglite') return;
  if (await postgresReachable()) {
    process.env.TEST_DB_KIND = 'postgres';
    console.log(`[server tests] PostgreSQL real: ${testDatabaseUrl().replace(/\/\/[^@]*@/, '//')}`);
    return;
  }
  process.env.TEST_DB_KIND = 'pglite';
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n[server tests] PostgreSQL NO disponible en ${testDatabaseUrl()}:\n` +
      'las pruebas de servidor corren sobre PGlite embebido. Las pruebas de concurrencia real\n' +
      `no se ejercitan. Definí TEST_DATABASE_URL o iniciá PostgreSQL.\n${bar}\n`,
  );
}
