import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { startJobs } from './jobs/scheduler';
import { loadSecretsKey, secretBox } from './lib/secrets';
import { seedOnStart } from './seed/startup';

/** SIGTERM: in-flight requests may finish for this long, then open connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;
/** SIGTERM: the process ends by then in any case. */
const SHUTDOWN_LIMIT_MS = 9_000;

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
    // close() closes the idle keep-alive connections once: one whose request ends later would stay open until the
    // client drops it or its keep-alive timeout (72 s), holding the close. So idle ones are closed as they appear;
    // requests in flight get a few seconds to finish, then every connection still open is cut, and the process
    // ends within 10 s whatever else hangs (a supervisor's stop timeout is often 10 s).
    setInterval(() => app?.server.closeIdleConnections(), 100).unref();
    setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app?.log.error('El cierre no terminó a tiempo: salida forzada');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
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
