import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresReachable, testDatabaseUrl } from './database';

/** The security and reliability figures the suites reported (`reportFigure`), in one table at the end. */
function printFigures(file: string) {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  if (lines.length === 0) return;
  const rows = lines.map((l) => {
    const match = /^\[(\w+)\] ([^:]+): (.*)$/.exec(l);
    return match
      ? { suite: `${match[1]} · ${match[2]}`, figures: match[3] ?? '' }
      : { suite: '', figures: l };
  });
  const width = Math.max(...rows.map((r) => r.suite.length));
  console.log('\nCifras de seguridad y fiabilidad de esta corrida:');
  for (const r of rows) console.log(`  ${r.suite.padEnd(width)}  ${r.figures}`);
}

/**
 * Chooses the database of the server tests once: real PostgreSQL when reachable, else PGlite (loudly). At the end
 * prints the security and reliability figures of the run in one table.
 */
export default async function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-cifras-'));
  const figures = path.join(dir, 'cifras.txt');
  process.env.SECURITY_FIGURES_FILE = figures;
  const teardown = () => {
    printFigures(figures);
    rmSync(dir, { recursive: true, force: true });
  };
  if (process.env.TEST_DB_KIND === 'pglite') return teardown;
  if (await postgresReachable()) {
    process.env.TEST_DB_KIND = 'postgres';
    console.log(`[server tests] PostgreSQL real: ${testDatabaseUrl().replace(/\/\/[^@]*@/, '//')}`);
    return teardown;
  }
  process.env.TEST_DB_KIND = 'pglite';
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n[server tests] PostgreSQL NO disponible en ${testDatabaseUrl()}:\n` +
      'las pruebas de servidor corren sobre PGlite embebido. Las pruebas de concurrencia real\n' +
      `no se ejercitan. Definí TEST_DATABASE_URL o iniciá PostgreSQL.\n${bar}\n`,
  );
  return teardown;
}
