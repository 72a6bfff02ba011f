import { writeSync } from 'node:fs';
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
/** After a clean close, buffered log lines get this long to reach stdout/stderr before the exit. */
const LOG_FLUSH_MS = 500;

/**
 * Ends the process now, whatever else is pending. `process.exit` runs the 'exit' listeners first, and pino's
 * listener writes the log lines still buffered synchronously, retrying on EAGAIN without end: with a log reader that
 * stopped reading (a full stdout pipe), it never returned, the process had closed its port but never ended, and no
 * timer or second signal could run any more. So the listeners are dropped first: nothing runs between here and the
 * exit but a single non-blocking attempt at a line on stderr.
 */
function exitNow(code: number, note?: string): never {
  process.removeAllListeners('exit');
  if (note) {
    try {
      writeSync(2, `${note}\n`);
    } catch {
      // stderr full or closed: the exit matters more than the note
    }
  }
  process.exit(code);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  let closing = false;
  let stopJobs = () => {};
  const close = (signal: string) => {
    // A second signal while closing: the operator wants it gone now.
    if (closing) exitNow(1, `${signal} repetido durante el cierre: salida inmediata`);
    closing = true;
    // First of all, before anything that may throw or wait (logging included): the process ends by the limit.
    setTimeout(() => exitNow(1, 'El cierre no terminó a tiempo: salida forzada'), SHUTDOWN_LIMIT_MS);
    // close() closes the idle keep-alive connections once: one whose request ends later would stay open until the
    // client drops it or its keep-alive timeout (72 s), holding the close. So idle ones are closed as they appear;
    // requests in flight get a few seconds to finish, then every connection still open is cut.
    setInterval(() => app?.server.closeIdleConnections(), 100).unref();
    setTimeout(() => app?.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    void (async () => {
      let code = 0;
      try {
        app?.log.info({ signal }, 'Cerrando el servidor');
        stopJobs();
        await app?.close();
      } catch (error) {
        code = 1;
        app?.log.error({ err: error }, 'Error al cerrar el servidor');
      }
      try {
        await database.close();
      } catch (error) {
        code = 1;
        app?.log.error({ err: error }, 'Error al cerrar la base de datos');
      }
      // The log lines still buffered get a moment to be written (asynchronously: a stuck reader cannot hold this).
      await new Promise<void>((resolve) => {
        setTimeout(resolve, LOG_FLUSH_MS);
        try {
          // pino's flush (FastifyBaseLogger does not declare it).
          const log = app?.log as { flush?: (done: () => void) => void } | undefined;
          log?.flush?.(() => resolve());
        } catch {
          resolve();
        }
      });
      exitNow(code);
    })();
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
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
  exitNow(1);
});
