import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { startJobs } from './jobs/scheduler';
import { loadSecretsKey, secretBox } from './lib/secrets';
import { seedOnStart } from './seed/startup';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let closing = false;
  let stopJobs = () => {};
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'Cerrando el servidor');
    stopJobs();
    try {
      await app?.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
  try {
    await runMigrations(database);
    app = await buildApp({ config, database });
    await seedOnStart(config, database, app.log, secretBox(loadSecretsKey(config)));
    await app.listen({ port: config.port, host: config.host });
    stopJobs = startJobs(app.jobs, app.log);
    app.log.info(
      `Sistema de Auditorías en http://localhost:${config.port} (base de datos: ${database.kind === 'pglite' ? `embebida en ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})`,
    );
  } catch (error) {
    await database.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
