import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server (src/server.ts under node + the tsx loader, as `npm run dev` runs it) as a child process, for the
 * reliability suites: started on a free port, waited for, signalled, watched until it ends.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
export const START_TIMEOUT_MS = 180_000;

/** mulberry32: a small seeded generator, so that a failing run can be replayed with its seed. */
export function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A TCP port free on 127.0.0.1 at the time of asking. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export interface Server {
  proc: ChildProcess;
  url: string;
  exit: Promise<Exit>;
  output: string[];
}

/** Every child started and not yet ended (killed with SIGKILL by the suites' afterAll). */
export const children = new Set<ChildProcess>();

/** The environment of src/server.ts run as in production on `port`, with nothing of this process but its PATH. */
export const productionEnv = (port: number, logLevel: string) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: logLevel,
  WEB_DIST: '/nonexistent',
  // Admission control's event-loop guard would refuse requests whenever the other work of this shared machine
  // takes the CPU: a busy run expects every request answered (plugins/admission.test.ts tests the guard).
  MAX_EVENT_LOOP_DELAY_MS: '0',
});

export interface StartOptions {
  /** Where SIGUSR2 writes a diagnostic report (handles, stacks): asked for when a signal does not end it. */
  reports?: string;
  logLevel?: string;
  /**
   * `stuck`: stdout and stderr are never read, like a log collector that stopped reading: once the pipe is full
   * every write of the server's logger meets EAGAIN. (The last lines of output are then unknown.)
   */
  output?: 'read' | 'stuck';
}

/** Starts src/server.ts with `env` on a free port and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, options: StartOptions = {}): Promise<Server> {
  const port = await freePort();
  const reportArgs = options.reports
    ? ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${options.reports}`]
    : [];
  const proc = spawn(process.execPath, [...reportArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...productionEnv(port, options.logLevel ?? process.env.CRASH_LOG_LEVEL ?? 'warn'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(proc);
  const output: string[] = [];
  if (options.output === 'stuck') {
    proc.stdout?.pause();
    proc.stderr?.pause();
  } else {
    proc.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    proc.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  }
  const exit = new Promise<Exit>((resolve) =>
    proc.once('exit', (code, signal) => {
      children.delete(proc);
      // A paused pipe would keep this process's handles open after the child is gone.
      proc.stdout?.destroy();
      proc.stderr?.destroy();
      resolve({ code, signal });
    }),
  );
  let exited = false;
  void exit.then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting:\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { proc, url, exit, output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${output.join('')}`);
}

/** How the server ended within `limitMs`, or null when it did not (then it is killed with SIGKILL). */
export async function endsWithin(server: Pick<Server, 'proc' | 'exit'>, limitMs: number, reports?: string) {
  const ended = await Promise.race([
    server.exit,
    new Promise<null>((r) => setTimeout(() => r(null), limitMs)),
  ]);
  if (ended === null) {
    if (reports) {
      server.proc.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 3000));
    }
    server.proc.kill('SIGKILL');
    await server.exit;
  }
  return ended;
}

// ---------------------------------------------------------------------------------------------- calls

/** Signs a demo user in on the server at `url` (the demo password): its token and user id. */
export async function signIn(url: string, username: string): Promise<{ token: string; id: number }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: username, password: 'demo123' }),
  });
  if (res.status !== 200) throw new Error(`${username} no pudo iniciar sesión: ${res.status}`);
  const body = (await res.json()) as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

/** The headers and body of a call as `token`: a form as it is, anything else as JSON. */
export function callInit(token: string, body?: unknown, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...extra };
  if (body instanceof FormData) return { headers, body };
  if (body === undefined) return { headers };
  headers['content-type'] = 'application/json';
  return { headers, body: JSON.stringify(body) };
}
