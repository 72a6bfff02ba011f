// `npm run bench`: how fast the application answers, on this machine. Figures go to the README.
//
// With DATABASE_URL (a database filled by `npm run bench:data`), it measures that database; without it, a
// temporary database with the demo on the local PostgreSQL server (dropped afterwards; an in-memory PGlite if
// no server answers). The application (buildApp) runs in a child process listening on 127.0.0.1, and so does a
// bare Fastify hello-world, measured first as the ceiling of this machine. Each case of bench/cases.ts is driven
// by autocannon (50 connections, BENCH_SECONDS seconds, default 5) with the tokens of several users of its role
// rotated per request. A case whose first request does not answer within 8 s reports 0 and is not loaded.
// BENCH_ONLY=text runs only the cases whose name contains it ('a|b': either). A generated database is measured as it is; BENCH_MIGRATE=1 applies the pending migrations first (the output
// warns when some are missing).
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedDemo } from '../src/seed/demo';
import { openTestDatabase, postgresReachable } from '../src/test/database';
import { type BenchCase, type BenchUser, CASES } from './cases';
import type { ServerReply, ServerRequest } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const LIMIT_MS = 8000;
const PASSWORD = 'demo123';

// ---- processes ----
interface Child {
  address: string;
  dbKind: string;
  pending: string[];
  ask<T extends ServerReply['type']>(
    message: ServerRequest,
    reply: T,
  ): Promise<Extract<ServerReply, { type: T }>>;
  close(): Promise<void>;
}

async function startChild(file: string, env: Record<string, string>): Promise<Child> {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: Array<{ type: string; resolve: (m: ServerReply) => void }> = [];
  let onReady: ((m: ServerReply) => void) | null = null;
  child.on('message', (message: ServerReply) => {
    if (message.type === 'ready') return onReady?.(message);
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(message);
  });
  const ready = await new Promise<Extract<ServerReply, { type: 'ready' }>>((resolve, reject) => {
    onReady = (m) => resolve(m as Extract<ServerReply, { type: 'ready' }>);
    child.once('exit', (code) => reject(new Error(`${file} terminó con código ${code} antes de escuchar`)));
  });
  return {
    address: ready.address,
    dbKind: ready.dbKind,
    pending: ready.pending,
    ask: (message, type) =>
      new Promise((resolve) => {
        waiting.push({ type, resolve: resolve as (m: ServerReply) => void });
        child.send(message);
      }),
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}

// ---- the database ----
let databaseUrl = process.env.DATABASE_URL;
let dropTemporary: (() => Promise<void>) | null = null;
let mode = 'base generada (DATABASE_URL)';
if (!databaseUrl) {
  if (await postgresReachable()) {
    process.env.TEST_DB_KIND = 'postgres';
    const temporary = await openTestDatabase();
    await seedDemo(temporary.db);
    databaseUrl = temporary.url;
    mode = `base temporaria con la demo (${temporary.name})`;
    dropTemporary = () => temporary.close();
  } else {
    mode = 'PGlite en memoria con la demo (no hay PostgreSQL)';
  }
}

// ---- measuring ----
interface Row {
  name: string;
  rps: number;
  p50: number | null;
  p99: number | null;
  first: number | null;
  bytes: number | null;
  rssMiB: number | null;
  errors: number;
  note: string;
}

function summarise(result: autocannon.Result): { ok: number; errors: number } {
  const stats =
    (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  let ok = 0;
  let bad = 0;
  for (const [code, { count }] of Object.entries(stats)) {
    if ((Number(code) >= 200 && Number(code) < 300) || Number(code) === 304) ok += count;
    else bad += count;
  }
  return { ok, errors: bad + result.errors };
}

/** Drives one URL with autocannon; a hard stop guards against a run that would not end. */
function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, timeout: LIMIT_MS / 1000, ...options },
      (error, result) => {
        clearTimeout(guard);
        if (error) reject(error);
        else resolve(result);
      },
    );
    const guard = setTimeout(() => instance.stop(), (SECONDS * 1000 + LIMIT_MS) * 2);
  });
}

let lastLoginFailure = '';
async function login(address: string, username: string): Promise<string | null> {
  const res = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: username, password: PASSWORD }),
  });
  if (!res.ok) {
    lastLoginFailure = `${username}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`;
    return null;
  }
  return ((await res.json()) as { token: string }).token;
}

const tokenCache = new Map<string, string[]>();
async function tokensFor(server: Child, who: BenchUser, max: number): Promise<string[]> {
  if (who === null) return [];
  const key = typeof who === 'string' ? who : `user:${who.user}`;
  const cached = tokenCache.get(key);
  if (cached) return cached;
  const usernames =
    typeof who === 'string'
      ? (await server.ask({ type: 'users', role: who, limit: max }, 'users')).usernames
      : [who.user];
  const tokens: string[] = [];
  // Two at a time: argon2id is deliberately slow and the machine has few cores.
  for (let i = 0; i < usernames.length; i += 2) {
    const batch = await Promise.all(usernames.slice(i, i + 2).map((u) => login(server.address, u)));
    for (const token of batch) if (token) tokens.push(token);
  }
  if (!tokens.length) throw new Error(`no se pudo iniciar sesión como ${key} (${lastLoginFailure})`);
  tokenCache.set(key, tokens);
  return tokens;
}

async function rss(server: Child): Promise<number> {
  return Math.round((await server.ask({ type: 'rss' }, 'rss')).rss / 1048576);
}

/** One request, as the first of the case: its time, size and status; null when it takes longer than the limit. */
async function probe(url: string, init: RequestInit) {
  const t0 = performance.now();
  try {
    // Bytes as sent: no compression unless the case asks for it (then the compressed length when declared).
    const headers = new Headers(init.headers);
    if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'identity');
    const res = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(LIMIT_MS) });
    const body = await res.arrayBuffer();
    return {
      ms: Math.round(performance.now() - t0),
      bytes: Number(res.headers.get('content-length')) || body.byteLength,
      status: res.status,
      etag: res.headers.get('etag'),
    };
  } catch {
    return null;
  }
}

/** Waits until the server answers a cheap authenticated call quickly (abandoned slow requests drained). */
async function settle(server: Child, token: string | undefined) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    const res = await probe(`${server.address}/api/auth/me`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res && performance.now() - t0 < 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function measure(server: Child, c: BenchCase, anyToken: string | undefined): Promise<Row> {
  const connections = c.connections ?? CONNECTIONS;
  const tokens = await tokensFor(server, c.as, connections);
  const method = c.method ?? 'GET';
  const url = `${server.address}${c.url}`;
  const baseHeaders: Record<string, string> = {
    ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...c.headers,
  };
  const body = c.body === undefined ? undefined : JSON.stringify(c.body);
  const headersFor = (i: number, etags: Array<string | null>) => ({
    ...baseHeaders,
    ...(tokens.length ? { authorization: `Bearer ${tokens[i % tokens.length]}` } : {}),
    ...(c.revalidate && etags[i % tokens.length]
      ? { 'if-none-match': etags[i % tokens.length] as string }
      : {}),
  });
  const row: Row = {
    name: c.name,
    rps: 0,
    p50: null,
    p99: null,
    first: null,
    bytes: null,
    rssMiB: null,
    errors: 0,
    note: '',
  };
  // Per-user ETags for polling cases: each user's first answer.
  const etags: Array<string | null> = [];
  if (c.revalidate) {
    for (let i = 0; i < Math.max(1, tokens.length); i++) {
      const first = await probe(url, { method, headers: headersFor(i, []), body });
      etags.push(first?.etag ?? null);
    }
    if (!etags.some(Boolean)) row.note = 'sin ETag';
  }
  const first = await probe(url, { method, headers: headersFor(0, etags), body });
  if (!first) {
    row.note = `la primera respuesta no llegó en ${LIMIT_MS / 1000} s`;
    row.rssMiB = await rss(server);
    await settle(server, anyToken);
    return row;
  }
  row.first = first.ms;
  row.bytes = first.bytes;
  if (first.status >= 400) row.note = `HTTP ${first.status}`;
  let next = 0;
  const result = await load({
    url,
    method,
    connections,
    headers: baseHeaders,
    body,
    requests: [
      {
        method,
        body,
        setupRequest: (request) => ({ ...request, headers: headersFor(next++, etags) }),
      },
    ],
  });
  const { ok, errors } = summarise(result);
  row.rps = Math.round(ok / Math.max(result.duration, 0.001));
  row.p50 = ok ? result.latency.p50 : null;
  row.p99 = ok ? result.latency.p99 : null;
  row.errors = errors;
  if (!ok && !row.note) row.note = `ninguna respuesta en ${SECONDS} s`;
  row.rssMiB = await rss(server);
  await settle(server, anyToken);
  return row;
}

function table(rows: Row[], ceiling: number) {
  const head = [
    'Caso',
    'req/s',
    '% techo',
    'p50 ms',
    'p99 ms',
    '1ª ms',
    'bytes',
    'RSS MiB',
    'errores',
    'nota',
  ];
  const cells = rows.map((r) => [
    r.name,
    String(r.rps),
    ceiling ? `${((100 * r.rps) / ceiling).toFixed(1)} %` : '-',
    r.p50 === null ? '-' : String(r.p50),
    r.p99 === null ? '-' : String(r.p99),
    r.first === null ? '-' : String(r.first),
    r.bytes === null ? '-' : String(r.bytes),
    r.rssMiB === null ? '-' : String(r.rssMiB),
    String(r.errors),
    r.note,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i === 0 || i === c.length - 1 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(head));
  console.log(
    `|${widths.map((w, i) => (i === 0 || i === widths.length - 1 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const c of cells) console.log(line(c));
}

// ---- the run ----
const rows: Row[] = [];
const ceilingServer = await startChild('./ceiling.ts', {});
const ceilingResult = await load({ url: `${ceilingServer.address}/` });
const ceiling = Math.round(summarise(ceilingResult).ok / Math.max(ceilingResult.duration, 0.001));
rows.push({
  name: 'techo: Fastify hola-mundo',
  rps: ceiling,
  p50: ceilingResult.latency.p50,
  p99: ceilingResult.latency.p99,
  first: null,
  bytes: 17,
  rssMiB: await rss(ceilingServer),
  errors: summarise(ceilingResult).errors,
  note: '',
});
await ceilingServer.close();

const server = await startChild('./server.ts', databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {});
try {
  console.log(
    `Base: ${mode} (${server.dbKind}); Node ${process.version}; ${os.cpus().length} núcleos; ${CONNECTIONS} conexiones, ${SECONDS} s por caso; carga del sistema ${os.loadavg()[0]?.toFixed(1)}`,
  );
  if (server.pending.length)
    console.log(
      `ATENCIÓN: a la base le faltan ${server.pending.length} migraciones (${server.pending.join(', ')}): se mide sin ellas; BENCH_MIGRATE=1 las aplica antes de medir.`,
    );
  const anyToken = (await tokensFor(server, 'admin', 1))[0];
  // BENCH_ONLY=text: only the cases whose name contains it (several texts separated by '|': any of them).
  const only = process.env.BENCH_ONLY?.split('|').filter(Boolean);
  for (const c of CASES.filter((k) => !only?.length || only.some((text) => k.name.includes(text)))) {
    const row = await measure(server, c, anyToken);
    rows.push(row);
    console.log(`  ${row.name}: ${row.rps} req/s, p99 ${row.p99 ?? '-'} ms ${row.note}`);
  }
  const peak = Math.round((await server.ask({ type: 'rss' }, 'rss')).maxRss / 1048576);
  console.log('');
  table(rows, ceiling);
  console.log(
    `\nRSS máxima del servidor: ${peak} MiB; carga del sistema al terminar ${os.loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await server.close();
  await dropTemporary?.();
}
