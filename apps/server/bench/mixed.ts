// `npm run bench:mixed`: a real day, as people use the app, beside the single-call `npm run bench`.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_1m npm run bench:mixed -- --people 150,750
//   options: --people N[,N...] operators per population (default 150,750); others are 10 % more (supervisors,
//            admins, clients) · --arrive S: everyone arrives within S seconds (default 60; 5 = a restart or a
//            shift start) · --seconds S measured (default 30), counted from --settle S (default 15) after the
//            last arrival · --instances N servers (default 1) behind nginx (/usr/sbin/nginx) or, without it or
//            with --proxy node, a small round-robin Node proxy · --restart: once everyone has arrived and polled
//            for 10 s, the (first) instance is stopped and started again on its port while everyone stays connected
//            with the ETags of their last answers; measured from --settle S after it listens again · --seed N
//
// Open loop: each person acts on their own clock, whether or not the server has answered (as browsers do). Each
// population gets fresh server processes (src/server.ts as in production, caches cold; the database as it is).
// The people are generated once in the database (usernames mix_*: operators each with an audit in progress,
// supervisors, admins and client users) and sign in before the run (not measured). Each person: one event stream
// (/api/events), the polls of their role's screen at the web app's own intervals with If-None-Match (the ETag of
// their last answer), a refetch when their stream says something changed, as the web app does; operators type
// in their worksheet in bursts and it autosaves 2 s after each burst (the app's debounce); supervisors send
// messages; a 503 is sent again after its Retry-After, as the web app does. A probe sends a message every second to someone whose stream is open and times its arrival on that
// stream. Traffic goes only to 127.0.0.1; every loop ends with its population's run.
//
// Prints per population: offered and served requests a second, p50/p99/max per call, errors (503s apart), the
// share of 304, event latency, each server's CPU and RSS and the CPU of PostgreSQL's backends on this database,
// the machine's load average, then the largest population that held the targets (p99 < 100 ms on every call, no
// error, events p99 < 1 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/reliability/server-process';

const { values: args } = parseArgs({
  options: {
    people: { type: 'string', default: '150,750' },
    arrive: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '30' },
    settle: { type: 'string', default: '15' },
    instances: { type: 'string', default: '1' },
    proxy: { type: 'string', default: 'auto' },
    seed: { type: 'string', default: '20261128' },
    restart: { type: 'boolean', default: false },
  },
});
const RESTART = args.restart;
const POPULATIONS = args.people.split(',').map((p) => Number(p.trim()));
const ARRIVE_S = Number(args.arrive);
const MEASURE_S = Number(args.seconds);
const SETTLE_S = Number(args.settle);
const INSTANCES = Number(args.instances);
const NGINX = '/usr/sbin/nginx';
const USE_NGINX = INSTANCES > 1 && args.proxy !== 'node' && existsSync(NGINX);
for (const [name, value] of Object.entries({ arrive: ARRIVE_S, seconds: MEASURE_S, instances: INSTANCES })) {
  if (!Number.isFinite(value) || value <= 0 || value > 3600) {
    console.error(`--${name} debe ser un número entre 1 y 3600`);
    process.exit(2);
  }
}
if (POPULATIONS.some((p) => !Number.isInteger(p) || p < 1 || p > 20_000)) {
  console.error('--people: enteros entre 1 y 20000 separados por comas');
  process.exit(2);
}
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'Falta DATABASE_URL: la base llenada con `npm run bench:data` (p. ej. postgres://postgres@127.0.0.1:5432/bench_1m)',
  );
  process.exit(2);
}
const host = new URL(url).hostname;
if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
  console.error('DATABASE_URL debe apuntar a esta máquina (127.0.0.1)');
  process.exit(2);
}

/** The web app's intervals (apps/web/src): read there, kept here by name. */
const WEB = {
  /** operator-panel/new-assignments.ts CURRENT_AUDITS_POLL_MS: the work in hand. */
  currentAudits: 5_000,
  /** ASSIGNMENT_POLL_MS: the queue's next available audit. */
  nextAvailable: 10_000,
  /** messages/api/get-unread-count.ts UNREAD_POLL_MS: the bell, every signed-in person. */
  unread: 10_000,
  /** audit-review/components/pending-review-list.tsx: the supervisor's review queue. */
  pendingReview: 30_000,
  /** supervisor-panel.tsx / admin-overview: counts, dashboard stats, alerts, management queue. */
  minute: 60_000,
  /** audit-worksheet/use-worksheet-autosave.ts AUTOSAVE_DELAY_MS. */
  autosaveDelay: 2_000,
};
const PASSWORD = 'demo123';
const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------- random

let seed = Number(args.seed) >>> 0;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (min: number, max: number) => min + random() * (max - min);

// ---------------------------------------------------------------------------------------------- people

type Role = 'operador' | 'supervisor' | 'admin' | 'cliente';
interface Person {
  id: number;
  username: string;
  role: Role;
  token: string;
  auditId: number | null;
}

/** Usernames mix_<role>_<n>: operators each with an audit in progress, and the others (10 % more). */
function populationOf(operators: number): Array<{ role: Role; n: number }> {
  const others = Math.max(3, Math.ceil(operators * 0.1));
  const supervisors = Math.max(1, Math.round(others * 0.4));
  const admins = Math.max(1, Math.round(others * 0.2));
  const clients = Math.max(1, others - supervisors - admins);
  const list: Array<{ role: Role; n: number }> = [];
  for (let n = 1; n <= operators; n++) list.push({ role: 'operador', n });
  for (let n = 1; n <= supervisors; n++) list.push({ role: 'supervisor', n });
  for (let n = 1; n <= admins; n++) list.push({ role: 'admin', n });
  for (let n = 1; n <= clients; n++) list.push({ role: 'cliente', n });
  return list;
}
const usernameOf = (p: { role: Role; n: number }) => `mix_${p.role}_${p.n}`;

/** Creates the people missing in the database (idempotent), each operator with an audit in progress. */
async function ensurePeople(largest: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Record<Role, number> = { operador: 0, supervisor: 0, admin: 0, cliente: 0 };
    for (const p of populationOf(largest)) counts[p.role] = Math.max(counts[p.role], p.n);
    for (const [role, count] of Object.entries(counts)) {
      await client.query(
        `insert into users (name, email, username, password_hash, role, cliente_id)
         select 'Mixta ' || $1 || ' ' || n, 'mix_' || $1 || '_' || n || '@bench.ar', 'mix_' || $1 || '_' || n,
           h.password_hash, $1::role,
           case when $1 = 'cliente' then (select id from clients where parent_id is null and deleted_at is null
             order by id offset (n % 50) limit 1) end
         from generate_series(1, $2::int) n,
           (select password_hash from users where username = 'operador1' and deleted_at is null) h
         where not exists (select 1 from users u where u.username = 'mix_' || $1 || '_' || n and u.deleted_at is null)`,
        [role, count],
      );
    }
    await client.query(
      `insert into audits (titulo, estado, client_id, branch_id, fecha_solicitada, operador_id, asignado_por,
         prioridad, fecha_inicio)
       select 'Mixta en curso ' || u.username, 'en_proceso', b.client_id, b.id, current_date, u.id, u.id, 'normal', now()
       from users u
       join lateral (select id, client_id from branches where deleted_at is null order by id offset (u.id % 500) limit 1) b
         on true
       where u.username like 'mix_operador_%' and u.deleted_at is null
         and not exists (select 1 from audits a where a.operador_id = u.id and a.estado = 'en_proceso'
           and a.deleted_at is null)`,
    );
    const rows = await client.query<{ id: number; username: string; audit_id: number | null }>(
      `select u.id, u.username, (select a.id from audits a where a.operador_id = u.id and a.estado = 'en_proceso'
         and a.deleted_at is null order by a.id limit 1) as audit_id
       from users u where u.username like 'mix_%' and u.deleted_at is null`,
    );
    return new Map(rows.rows.map((r) => [r.username, { id: r.id, auditId: r.audit_id }]));
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 4096 });
let base = new URL('http://127.0.0.1');

interface Answer {
  status: number;
  etag: string | undefined;
  body: string;
  /** Seconds of a 503's Retry-After. */
  retryAfter?: number;
}

/** One request; status 0 when it failed (refused, reset, timeout). */
function send(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: pathname,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            etag: res.headers.etag,
            body: Buffer.concat(chunks).toString('utf8'),
            retryAfter: res.headers['retry-after'] ? Number(res.headers['retry-after']) : undefined,
          }),
        );
        res.on('error', () => resolve({ status: 0, etag: undefined, body: 'error' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, etag: undefined, body: err.message }));
    req.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------- measures

interface CallStats {
  sent: number;
  latencies: number[];
  ok: number;
  notModified: number;
  errors: number;
  busy: number;
  lastError: string;
}
interface Run {
  measuring: boolean;
  ended: boolean;
  calls: Map<string, CallStats>;
  eventLatencies: number[];
  probesSent: number;
  probesLost: number;
  streamsOpen: number;
  streamsFailed: number;
  timers: Array<ReturnType<typeof setTimeout>>;
  streams: Set<http.ClientRequest>;
  /** With --restart, from the stop until the window: the answers by status (0: no connection, a timeout). */
  recovery: Map<number, number> | null;
}
let run: Run;

function statsOf(name: string): CallStats {
  let s = run.calls.get(name);
  if (!s) {
    s = { sent: 0, latencies: [], ok: 0, notModified: 0, errors: 0, busy: 0, lastError: '' };
    run.calls.set(name, s);
  }
  return s;
}

/**
 * A person's request, measured when sent inside the window; a GET with the ETag of their last answer. A 503 with
 * Retry-After is sent again after it plus up to half of it (at least up to a second), at most 3 times, as the web
 * app does.
 */
async function call(
  person: Person,
  name: string,
  method: string,
  pathname: string,
  body?: unknown,
  retries = 0,
): Promise<Answer | null> {
  if (run.ended) return null;
  const measured = run.measuring;
  const etags = etagsOf(person);
  const headers: Record<string, string> = { authorization: `Bearer ${person.token}` };
  const known = method === 'GET' ? etags.get(pathname) : undefined;
  if (known) headers['if-none-match'] = known;
  const started = performance.now();
  const answer = await send(method, pathname, headers, body);
  const ms = performance.now() - started;
  if (method === 'GET' && answer.status === 200 && answer.etag) etags.set(pathname, answer.etag);
  if (!measured && run.recovery) run.recovery.set(answer.status, (run.recovery.get(answer.status) ?? 0) + 1);
  if (measured) {
    const s = statsOf(name);
    s.sent++;
    s.latencies.push(ms);
    if (answer.status === 304) s.notModified++;
    else if (answer.status >= 200 && answer.status < 300) s.ok++;
    else {
      if (answer.status === 503) s.busy++;
      s.errors++;
      s.lastError = `${answer.status} ${answer.body.slice(0, 120)}`;
    }
  }
  if (answer.status === 503 && answer.retryAfter && retries < 3) {
    // The web app's wait (apps/web/src/lib/query-client.ts retryDelay): Retry-After plus up to half of it (≥ 1 s).
    const wait = answer.retryAfter * 1000 + random() * Math.max(answer.retryAfter * 500, 1000);
    later(wait, () => void call(person, name, method, pathname, body, retries + 1));
  }
  return answer;
}
const etagsByPerson = new Map<number, Map<string, string>>();
function etagsOf(person: Person) {
  let m = etagsByPerson.get(person.id);
  if (!m) {
    m = new Map();
    etagsByPerson.set(person.id, m);
  }
  return m;
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
const ms = (v: number) =>
  Number.isNaN(v) ? '–' : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(v < 10 ? 1 : 0)} ms`;

// ---------------------------------------------------------------------------------------------- behaviour

/** A timer of the current run: cleared when it ends. */
function later(delay: number, fn: () => void) {
  if (run.ended) return;
  run.timers.push(setTimeout(() => !run.ended && fn(), delay));
}
/** `fn` now (after `first`) and every `interval`, on the person's own clock (open loop). */
function every(first: number, interval: number, fn: () => void) {
  const tick = () => {
    fn();
    later(interval, tick);
  };
  later(first, tick);
}

/** What each role's screen polls (the web app's intervals) and what it loads once on arrival. */
function screenOf(person: Person): {
  polls: Array<{ name: string; path: string; interval: number }>;
  once: Array<{ name: string; path: string }>;
  onAudits: Array<{ name: string; path: string }>;
} {
  const unread = { name: 'no leídos', path: '/api/messages/unread-count', interval: WEB.unread };
  switch (person.role) {
    case 'operador': {
      const current = {
        name: 'operador: en curso',
        path: '/api/audits?all=true&estado=asignada%2Cen_proceso%2Cpausada&limit=100',
        interval: WEB.currentAudits,
      };
      return {
        polls: [
          current,
          {
            name: 'operador: próxima disponible',
            path: '/api/audits/next-available',
            interval: WEB.nextAvailable,
          },
          unread,
        ],
        once: [
          { name: 'sesión', path: '/api/auth/me' },
          { name: 'operador: conteos', path: '/api/audits/counts' },
          {
            name: 'operador: terminadas',
            path: '/api/audits?all=true&estado=terminada%2Cguardado_supervisor%2Caprobada%2Centregada%2Cfacturada&limit=20',
          },
        ],
        onAudits: [current],
      };
    }
    case 'supervisor': {
      const pending = {
        name: 'supervisor: a revisar',
        path: '/api/audits/supervisor/pending',
        interval: WEB.pendingReview,
      };
      const counts = { name: 'conteos', path: '/api/audits/counts', interval: WEB.minute };
      return {
        polls: [pending, counts, unread],
        once: [{ name: 'sesión', path: '/api/auth/me' }],
        onAudits: [pending, counts],
      };
    }
    case 'admin': {
      const queue = {
        name: 'admin: cola de gestión',
        path: '/api/audits/cola-gestion',
        interval: WEB.minute,
      };
      return {
        polls: [
          { name: 'admin: tablero', path: '/api/dashboard/stats', interval: WEB.minute },
          { name: 'admin: alertas', path: '/api/dashboard/alerts', interval: WEB.minute },
          queue,
          unread,
        ],
        once: [{ name: 'sesión', path: '/api/auth/me' }],
        onAudits: [queue],
      };
    }
    case 'cliente':
      return {
        polls: [unread],
        once: [
          { name: 'sesión', path: '/api/auth/me' },
          { name: 'cliente: auditorías', path: '/api/audits?limit=50' },
        ],
        onAudits: [],
      };
  }
}

/** Probes waiting for their message on the addressee's stream: person id → when the message was sent. */
const waitingProbes = new Map<number, { sentAt: number; measured: boolean }>();

/** The person's event stream, opened again 1–3 s after it ends, until the run ends. */
function openStream(person: Person, onEvent: (event: string) => void) {
  if (run.ended) return;
  const req = http.request({
    host: base.hostname,
    port: base.port,
    path: '/api/events',
    headers: { authorization: `Bearer ${person.token}`, accept: 'text/event-stream' },
    // Its own connection, never pooled: it stays open.
    agent: false,
  });
  run.streams.add(req);
  let open = false;
  const ended = () => {
    run.streams.delete(req);
    if (open) run.streamsOpen--;
    open = false;
    if (!run.ended) later(between(1000, 3000), () => openStream(person, onEvent));
  };
  req.on('response', (res) => {
    if (res.statusCode !== 200) {
      if (run.measuring) run.streamsFailed++;
      res.resume();
      res.on('end', ended);
      return;
    }
    open = true;
    run.streamsOpen++;
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let index = buffer.indexOf('\n\n');
      while (index >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        if (name) onEvent(name);
        index = buffer.indexOf('\n\n');
      }
    });
    res.on('end', ended);
    res.on('error', ended);
  });
  req.on('error', () => {
    if (run.measuring && !run.ended) run.streamsFailed++;
    ended();
  });
  req.end();
}

const sheet = (n: number) => ({
  eventos: Array.from({ length: 1 + (n % 5) }, (_, i) => ({
    id: `e${i + 1}`,
    timestamp: `10:${String(10 + i).padStart(2, '0')}`,
    descripcion: `Evento ${i + 1}: persona en caja sin registrar la venta (borrador ${n})`,
    observaciones: 'Cámara 2, se ve la caja completa',
    tipoEvento: 'infraccion-menor',
    imagenes: [],
  })),
  observacionesFinales: `Borrador ${n}`,
  sucursalDetails: 'Local con 3 cajas',
  canalesVision: 'Canales 1 a 4',
});

/** One person from their arrival on: stream, first loads, polls, and their role's writes. */
function arrive(person: Person, operators: Person[]) {
  const screen = screenOf(person);
  const refetch = (targets: Array<{ name: string; path: string }>) => {
    for (const t of targets) void call(person, t.name, 'GET', t.path);
  };
  openStream(person, (event) => {
    if (event === 'mensajes') {
      const probe = waitingProbes.get(person.id);
      if (probe) {
        waitingProbes.delete(person.id);
        if (probe.measured) run.eventLatencies.push(performance.now() - probe.sentAt);
      }
      void call(person, 'no leídos', 'GET', '/api/messages/unread-count');
    } else if (event === 'auditorias') refetch(screen.onAudits);
  });
  refetch(screen.once);
  for (const poll of screen.polls)
    every(0, poll.interval, () => void call(person, poll.name, 'GET', poll.path));
  if (person.role === 'operador' && person.auditId) {
    // Typing in bursts of 3–15 s, pauses of 2–20 s: the worksheet saves 2 s after each burst.
    let drafts = 0;
    const burst = () => {
      const typing = between(3000, 15000);
      later(typing + WEB.autosaveDelay, () => {
        void call(
          person,
          'operador: guardar hoja',
          'PUT',
          `/api/audits/${person.auditId}/draft`,
          sheet(++drafts),
        );
      });
      later(typing + between(2000, 20000), burst);
    };
    later(between(0, 10000), burst);
  }
  if (person.role === 'supervisor' && operators.length > 0) {
    // A message to an operator now and then (about one a minute).
    every(between(5000, 60000), between(45000, 75000), () => {
      const to = operators[Math.floor(random() * operators.length)] as Person;
      void call(person, 'mensaje enviado', 'POST', '/api/messages', {
        toUserId: to.id,
        contenido: 'Revisá la hoja de la auditoría en curso, por favor',
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------- processes

const children = new Set<ChildProcess>();
function stopAll() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

async function waitFor(address: string, what: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} terminó (código ${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get(`${address}/api/health`, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} no respondió en 120 s`);
}

const DEMO_KEY = createHash('sha256').update('auditorias-demo-no-usar-en-produccion').digest('base64');
/** The server to start: this checkout's, or BENCH_SERVER_DIR (another version's apps/server, to compare back to back). */
const SERVER_DIR = process.env.BENCH_SERVER_DIR ?? path.resolve(import.meta.dirname, '..');

/** src/server.ts as in production (its own defaults: admission, pool, logging at warn). */
async function startInstance(onPort?: number): Promise<{ child: ChildProcess; address: string }> {
  const port = onPort ?? (await freePort());
  // BENCH_SERVER_NODE_ARGS: Node flags for the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      SEED: 'none',
      SECRETS_KEY: process.env.SECRETS_KEY ?? DEMO_KEY,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_DIST: '/nonexistent',
      TRUST_PROXY: INSTANCES > 1 ? 'true' : 'false',
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_MAX_FAILURES_PER_USER: '100000000',
      LOGIN_MAX_FAILURES_PER_IP: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const address = `http://127.0.0.1:${port}`;
  await waitFor(address, 'el servidor', child);
  return { child, address };
}

async function stopInstance(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** nginx in front of the instances (round robin, streams unbuffered), in a folder of its own. */
async function startNginx(targets: string[]): Promise<{ child: ChildProcess; address: string; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-mixed-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(path.join(dir, sub));
  const conf = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 16384; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${targets.map((t) => `server ${new URL(t).host};`).join(' ')} keepalive 512; }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 100m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_buffering off;
      proxy_read_timeout 3600s;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const address = `http://127.0.0.1:${port}`;
  await waitFor(address, 'nginx', child);
  return { child, address, dir };
}

/** A small round-robin reverse proxy (node:http), when nginx is not installed. */
async function startNodeProxy(targets: string[]) {
  let turn = 0;
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const server = http.createServer((req, res) => {
    const target = new URL(targets[turn++ % targets.length] as string);
    const upstream = http.request(
      {
        agent: req.url === '/api/events' ? false : upstreamAgent,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const TICKS = 100; // USER_HZ on Linux
/** CPU seconds (user + system) of a process, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}
const DATABASE_NAME = new URL(url).pathname.slice(1);
/** The PostgreSQL backends serving this database (their title names it: 'postgres: 15/main: user base ...'). */
function postgresBackends(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${DATABASE_NAME} `)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * CPU seconds PostgreSQL's backends on this database spent since `start()`, sampled every second: the pools open
 * and close connections (idle ones end after 10 s), so a backend born meanwhile counts whole and one that ended
 * counts up to its last sample. The cluster's shared processes (WAL writer, checkpointer) are not counted.
 */
function postgresCpu() {
  const last = new Map<number, number>();
  let total = 0;
  const sample = (baseline: boolean) => {
    for (const pid of postgresBackends()) {
      const cpu = cpuSeconds(pid);
      const before = last.get(pid);
      if (before !== undefined) total += cpu - before;
      else if (!baseline) total += cpu;
      last.set(pid, cpu);
    }
  };
  sample(true);
  return { sample: () => sample(false), total: () => total };
}

// ---------------------------------------------------------------------------------------------- one population

interface Result {
  operators: number;
  people: number;
  ok: boolean;
}

/** Signs in (the demo password), coming back after Retry-After while the server says it is busy. */
async function signIn(username: string): Promise<string> {
  let answer = await send('POST', '/api/auth/login', {}, { email: username, password: PASSWORD });
  for (let retry = 0; answer.status === 503 && retry < 20; retry++) {
    await new Promise((r) => setTimeout(r, (answer.retryAfter ?? 1) * 1000));
    answer = await send('POST', '/api/auth/login', {}, { email: username, password: PASSWORD });
  }
  if (answer.status !== 200) throw new Error(`no pudo entrar ${username}: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { token: string }).token;
}

async function signInAll(people: Array<{ username: string }>, tokens: Map<string, string>) {
  const missing = people.filter((p) => !tokens.has(p.username));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const p = missing[next++] as { username: string };
      tokens.set(p.username, await signIn(p.username));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

async function population(
  operators: number,
  ids: Map<string, { id: number; auditId: number | null }>,
  tokens: Map<string, string>,
): Promise<Result> {
  const instances: Array<{ child: ChildProcess; address: string }> = [];
  for (let i = 0; i < INSTANCES; i++) instances.push(await startInstance());
  let front: { address: string; close: () => Promise<void> };
  let proxyName = 'ninguno';
  if (INSTANCES > 1 && USE_NGINX) {
    const nginx = await startNginx(instances.map((i) => i.address));
    proxyName = 'nginx';
    front = {
      address: nginx.address,
      close: async () => {
        await stopInstance(nginx.child);
        rmSync(nginx.dir, { recursive: true, force: true });
      },
    };
  } else if (INSTANCES > 1) {
    front = await startNodeProxy(instances.map((i) => i.address));
    proxyName = 'proxy Node';
  } else front = { address: (instances[0] as { address: string }).address, close: async () => {} };
  base = new URL(front.address);

  const list = populationOf(operators).map((p) => ({ ...p, username: usernameOf(p) }));
  await signInAll(list, tokens);
  const people: Person[] = list.map((p) => {
    const known = ids.get(p.username);
    if (!known) throw new Error(`falta ${p.username} en la base`);
    return {
      id: known.id,
      username: p.username,
      role: p.role,
      token: tokens.get(p.username) ?? '',
      auditId: known.auditId,
    };
  });
  const probe: Person = {
    id: -1,
    username: 'admin',
    role: 'admin',
    token: await signIn('admin'),
    auditId: null,
  };
  // Sign-ins done: a moment of calm before everyone arrives.
  await new Promise((r) => setTimeout(r, 3000));

  run = {
    measuring: false,
    ended: false,
    calls: new Map(),
    eventLatencies: [],
    probesSent: 0,
    probesLost: 0,
    streamsOpen: 0,
    streamsFailed: 0,
    timers: [],
    streams: new Set(),
    recovery: null,
  };
  etagsByPerson.clear();
  waitingProbes.clear();
  const ops = people.filter((p) => p.role === 'operador');
  const arrived: Person[] = [];
  const t0 = performance.now();
  for (const person of people) {
    later(random() * ARRIVE_S * 1000, () => {
      arrived.push(person);
      arrive(person, ops);
    });
  }
  // The probe: a message a second to someone whose stream is open, timed to its arrival there.
  every(2000, 1000, () => {
    const candidates = arrived.filter((p) => !waitingProbes.has(p.id));
    if (candidates.length === 0) return;
    const to = candidates[Math.floor(random() * candidates.length)] as Person;
    const measured = run.measuring;
    waitingProbes.set(to.id, { sentAt: performance.now(), measured });
    if (measured) run.probesSent++;
    void call(probe, 'mensaje (sonda)', 'POST', '/api/messages', {
      toUserId: to.id,
      contenido: 'Sonda del banco de pruebas',
    });
  });

  let windowStart = (ARRIVE_S + SETTLE_S) * 1000;
  let restartLine = '';
  if (RESTART) {
    // Everyone connected, with the ETags of their answers: the first instance stops and starts again on its port.
    await new Promise((r) => setTimeout(r, Math.max(0, (ARRIVE_S + 10) * 1000 - (performance.now() - t0))));
    run.recovery = new Map();
    const first = instances[0] as { child: ChildProcess; address: string };
    const stoppedAt = performance.now();
    await stopInstance(first.child);
    instances[0] = await startInstance(Number(new URL(first.address).port));
    const back = (performance.now() - stoppedAt) / 1000;
    windowStart = performance.now() - t0 + SETTLE_S * 1000;
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    const counted = [...run.recovery.entries()].sort(([a], [b]) => a - b);
    run.recovery = null;
    restartLine =
      `  reinicio de la instancia 1: escuchó de nuevo a los ${back.toFixed(1)} s; respuestas hasta la ventana: ` +
      counted.map(([status, n]) => `${status === 0 ? 'sin conexión' : status} ×${n}`).join(', ');
  }
  await new Promise((r) => setTimeout(r, Math.max(0, windowStart - (performance.now() - t0))));
  const cpu0 = instances.map((i) => cpuSeconds(i.child.pid ?? 0));
  const pgCpuMeter = postgresCpu();
  const load0 = os.loadavg()[0] ?? 0;
  const rssMax = instances.map(() => 0);
  run.measuring = true;
  const started = performance.now();
  const sampler = setInterval(() => {
    instances.forEach((inst, i) => {
      rssMax[i] = Math.max(rssMax[i] ?? 0, rssMb(inst.child.pid ?? 0));
    });
    pgCpuMeter.sample();
  }, 1000);
  const streamsAtStart = run.streamsOpen;
  await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
  run.measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = instances.map((inst, i) => (cpuSeconds(inst.child.pid ?? 0) - (cpu0[i] ?? 0)) / elapsed);
  pgCpuMeter.sample();
  const pgCpu = pgCpuMeter.total() / elapsed;
  const load1 = os.loadavg()[0] ?? 0;
  // Answers to requests sent in the window still arrive: a moment for them, then everything stops.
  await new Promise((r) => setTimeout(r, 3000));
  for (const p of waitingProbes.values()) if (p.measured) run.probesLost++;
  const streamsAtEnd = run.streamsOpen;
  run.ended = true;
  for (const t of run.timers) clearTimeout(t);
  for (const s of run.streams) s.destroy();
  agent.destroy();
  await front.close();
  for (const inst of instances) await stopInstance(inst.child);

  // ---- report
  const calls = [...run.calls.entries()].sort(([a], [b]) => a.localeCompare(b));
  let sent = 0;
  let served = 0;
  let errors = 0;
  let busy = 0;
  let notModified = 0;
  let gets = 0;
  let worstP99 = 0;
  const lines: string[] = [];
  for (const [name, s] of calls) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    worstP99 = Math.max(worstP99, p99);
    sent += s.sent;
    served += s.ok + s.notModified;
    errors += s.errors;
    busy += s.busy;
    notModified += s.notModified;
    if (!name.startsWith('mensaje') && !name.includes('guardar')) gets += s.sent;
    lines.push(
      `  ${name.padEnd(32)} ${String(s.sent).padStart(6)} ${ms(percentile(sorted, 50)).padStart(9)} ${ms(p99).padStart(9)} ` +
        `${ms(sorted.at(-1) ?? Number.NaN).padStart(9)} ${String(s.errors).padStart(6)} ${s.sent ? `${Math.round((100 * s.notModified) / s.sent)} %`.padStart(6) : '     –'}` +
        (s.errors ? `  (${s.lastError})` : ''),
    );
  }
  const events = [...run.eventLatencies].sort((a, b) => a - b);
  const eventsP99 = percentile(events, 99);
  const ok =
    errors === 0 &&
    worstP99 < 100 &&
    events.length > 0 &&
    eventsP99 < 1000 &&
    run.probesLost === 0 &&
    run.streamsFailed === 0;
  console.log(
    `\n== ${operators} operadores + ${people.length - operators} otros = ${people.length} personas · llegan en ${ARRIVE_S} s · ` +
      `${INSTANCES} instancia(s)${INSTANCES > 1 ? ` detrás de ${proxyName}` : ''} · medido ${elapsed.toFixed(0)} s desde ${(windowStart / 1000).toFixed(0)} s`,
  );
  if (restartLine) console.log(restartLine);
  console.log(
    `  pedidos: ofrecidos ${(sent / elapsed).toFixed(0)}/s, servidos ${(served / elapsed).toFixed(0)}/s; errores ${errors} (503: ${busy}); ` +
      `304: ${gets ? Math.round((100 * notModified) / gets) : 0} % de las consultas; flujos abiertos ${streamsAtStart}→${streamsAtEnd}, fallidos ${run.streamsFailed}`,
  );
  console.log(
    `  eventos (mensaje → flujo): p50 ${ms(percentile(events, 50))}, p99 ${ms(eventsP99)}, máx ${ms(events.at(-1) ?? Number.NaN)} ` +
      `(${events.length} de ${run.probesSent} sondas; ${run.probesLost} sin llegar)`,
  );
  console.log(
    `  CPU: ${cpu.map((c, i) => `servidor ${i + 1} ${Math.round(c * 100)} %`).join(', ')} (de un núcleo); PostgreSQL ${Math.round(pgCpu * 100)} % (sus conexiones a esta base); ` +
      `RSS máx ${rssMax.map((r) => `${Math.round(r)} MB`).join(', ')}; carga de la máquina (1 min) ${load0.toFixed(1)}→${load1.toFixed(1)}`,
  );
  console.log(
    `  ${'llamada'.padEnd(32)} ${'n'.padStart(6)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'máx'.padStart(9)} ${'errores'.padStart(6)} ${'304'.padStart(6)}`,
  );
  for (const line of lines) console.log(line);
  console.log(
    `  ${ok ? 'cumple' : 'NO cumple'} los objetivos (p99 < 100 ms en cada llamada, 0 errores, eventos p99 < 1 s)`,
  );
  return { operators, people: people.length, ok };
}

// ---------------------------------------------------------------------------------------------- main

const machine = `${os.cpus().length} núcleos ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GB`;
console.log(
  `bench:mixed ${new Date().toISOString()} · ${machine} · Node ${process.version} · base ${new URL(url).pathname.slice(1)}`,
);
const largest = Math.max(...POPULATIONS);
const ids = await ensurePeople(largest);
{
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const size = await client.query<{ audits: string; users: string }>(
    'select (select count(*) from audits) as audits, (select count(*) from users) as users',
  );
  await client.end();
  console.log(
    `  ${size.rows[0]?.audits} auditorías, ${size.rows[0]?.users} usuarios (con las personas mix_*)`,
  );
}
const tokens = new Map<string, string>();
const results: Result[] = [];
for (const operators of POPULATIONS) results.push(await population(operators, ids, tokens));
const held = results.filter((r) => r.ok).sort((a, b) => b.operators - a.operators)[0];
console.log(
  `\nLa mayor población que cumple los objetivos: ${held ? `${held.operators} operadores (${held.people} personas)` : 'ninguna de las medidas'}`,
);
stopAll();
process.exit(0);
