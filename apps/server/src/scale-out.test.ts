import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { breakFeedConnection } from './events/change-feed';
import { type Job, jobRunsPeriods, periodStart, runScheduled, startJobs } from './jobs/scheduler';
import { SAMPLE_PDF, secondInstance, testEnv, useTestApp } from './test/app';
import { sqlRows, testDatabaseUrl } from './test/database';

/**
 * Two server instances on one PostgreSQL database, each with its own connection pool and its own (unshared)
 * FILES_DIR, behind a round-robin proxy that alternates them per request, the way a load balancer does. Every
 * request of these tests goes through the proxy, as a browser's would.
 */
type Instance = 'a' | 'b';

interface RoundRobinProxy {
  url: string;
  /** Which instance served each request, in order. */
  served: Array<{ instance: Instance; method: string; path: string; status: number }>;
  /** The instance the next request goes to. */
  next(): Instance;
  close(): Promise<void>;
}

/** A tiny reverse proxy: node:http in front, `http.request` piped to the instance whose turn it is. */
async function roundRobinProxy(targets: Record<Instance, string>): Promise<RoundRobinProxy> {
  const order: Instance[] = ['a', 'b'];
  let turn = 0;
  const served: RoundRobinProxy['served'] = [];
  const server = http.createServer((req, res) => {
    const instance = order[turn++ % order.length] as Instance;
    const target = new URL(targets[instance]);
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        served.push({
          instance,
          method: req.method ?? '',
          path: req.url ?? '',
          status: answer.statusCode ?? 0,
        });
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instancia': instance });
        // Chunks are passed on as they come: a server-sent event stream is not held back.
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // The browser went away (a closed event stream): so does the request to the instance.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    next: () => order[turn % order.length] as Instance,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const shared = { FILES_STORAGE: 'postgres', TRUST_PROXY: 'true' };
const t = useTestApp({ env: shared, users: [] });
const { users: ids } = t;
let b: FastifyInstance;
let configB: AppConfig;
let databaseB: Database;
let closeB: () => Promise<void>;
let proxy: RoundRobinProxy;

beforeAll(async () => {
  // Its own FILES_DIR (testEnv makes a new folder): the disk is not shared. The secrets key is.
  configB = loadConfig(testEnv({ ...shared, SECRETS_KEY: t.config.secretsKey ?? '' }));
  ({ app: b, database: databaseB, close: closeB } = await secondInstance(t, configB));
  const baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseB = await b.listen({ port: 0, host: '127.0.0.1' });
  proxy = await roundRobinProxy({ a: baseA, b: baseB });
});

afterAll(async () => {
  await proxy?.close();
  await closeB?.();
});

function api(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init;
  return fetch(`${proxy.url}${path}`, {
    ...rest,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string>),
    },
  });
}

function json(path: string, token: string, method: string, body: unknown) {
  return api(path, {
    method,
    token,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Makes the next request go to `instance` (a cheap public request takes the other turn). */
async function nextGoesTo(instance: Instance) {
  if (proxy.next() !== instance) await (await api('/api/health')).arrayBuffer();
  expect(proxy.next()).toBe(instance);
}

async function signIn(username: string) {
  const res = await json('/api/auth/login', '', 'POST', { email: username, password: 'demo123' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** GET /api/auth/me twice in a row: once on each instance. */
async function meOnBoth(token: string) {
  const answers: Array<{ instance: string | null; status: number; id?: number }> = [];
  for (let i = 0; i < 2; i++) {
    const res = await api('/api/auth/me', { token });
    const body = (await res.json()) as { data?: { id: number }; user?: { id: number } };
    answers.push({
      instance: res.headers.get('x-instancia'),
      status: res.status,
      id: (body.data ?? body.user)?.id,
    });
  }
  expect(answers.map((a) => a.instance).sort()).toEqual(['a', 'b']);
  return answers;
}

/** An event stream opened through the proxy, read as text. */
async function openEvents(token: string) {
  const controller = new AbortController();
  const res = await api('/api/events', { token, signal: controller.signal });
  expect(res.status).toBe(200);
  let text = '';
  let ended = false;
  const reading = (async () => {
    try {
      for await (const chunk of res.body ?? []) text += Buffer.from(chunk as Uint8Array).toString('utf8');
    } catch {
      // aborted
    }
    ended = true;
  })();
  const waitFor = async (what: () => boolean, label: string, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!what()) {
      if (Date.now() > deadline) throw new Error(`${label} no llegó; recibido: ${JSON.stringify(text)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await waitFor(() => text.includes('event: listo'), 'listo');
  return {
    instance: res.headers.get('x-instancia') as Instance,
    waitForEvent: (name: string) => waitFor(() => text.includes(`event: ${name}\n`), name),
    waitForEnd: () => waitFor(() => ended, 'el fin del stream'),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

const other = (i: Instance): Instance => (i === 'a' ? 'b' : 'a');

describe('two instances behind a round-robin proxy', () => {
  it('one sign-in is valid on both instances', async () => {
    const token = await signIn('supervisor');
    const answers = await meOnBoth(token);
    expect(answers.every((a) => a.status === 200 && a.id === ids.supervisor)).toBe(true);
    const again = await meOnBoth(token);
    expect(again.every((a) => a.status === 200)).toBe(true);
  });

  it('a file uploaded through one instance downloads through the other; neither keeps it on its disk', async () => {
    const admin = await signIn('admin');
    // Over one slice of the PostgreSQL driver (1 MiB): the download is streamed in pieces.
    const pdf = Buffer.concat([SAMPLE_PDF, randomBytes(1536 * 1024)]);
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'contrato firmado.pdf');
    await nextGoesTo('a');
    const uploaded = await api('/api/files?kind=contrato', { method: 'POST', token: admin, body: form });
    expect(uploaded.status).toBe(201);
    const fileId = ((await uploaded.json()) as { data: { id: number } }).data.id;
    await nextGoesTo('b');
    const created = await json('/api/clients', admin, 'POST', {
      nombre: 'Varias Instancias S.A.',
      email: 'instancias@demo.ar',
      contactoPrincipal: 'Ana Proxy',
      costoAuditoria: 100,
      tipoComision: 'porcentaje',
      comisionOperador: 40,
      modalidad_auditoria_cliente: 'por_dias',
      dias_auditoria: ['Lunes'],
      contratoArchivoId: fileId,
      contrato_fecha_firma: '2026-11-01',
      dvr_id_principal: '10.0.0.9',
      dvr_password_principal: 'clave-dvr',
      branches: [{ nombre: 'Sucursal Proxy', direccion: 'Av. Siempre Viva 1' }],
    });
    expect(created.status).toBe(201);
    const clientId = ((await created.json()) as { data: { id: number } }).data.id;
    await nextGoesTo('b');
    const download = await api(`/api/clients/${clientId}/contract`, { token: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('x-instancia')).toBe('b');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    await nextGoesTo('a');
    const fromA = await api(`/api/clients/${clientId}/contract`, { token: admin });
    expect(Buffer.from(await fromA.arrayBuffer()).equals(pdf)).toBe(true);
    // The content is in PostgreSQL; the FILES_DIR of each instance stays empty.
    const stored = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select octet_length(c.content)::int as n from stored_files f
          join stored_file_contents c on c.storage_key = f.storage_key where f.id = ${fileId}`,
    );
    expect(stored).toEqual([{ n: pdf.length }]);
    expect(readdirSync(t.config.filesDir)).toEqual([]);
    expect(readdirSync(configB.filesDir)).toEqual([]);
  });

  it('pushes a change made on one instance to a stream on the other, and a forced logout ends the user everywhere', async () => {
    const admin = await signIn('admin');
    const operator = await signIn('operador1');
    await meOnBoth(operator); // both instances have seen (and may remember) the session
    const stream = await openEvents(operator);
    // A message to the operator, sent through the instance that does not hold the stream.
    await nextGoesTo(other(stream.instance));
    const sent = await json('/api/messages', admin, 'POST', {
      toUserId: ids.operador1,
      contenido: 'Hola desde la otra instancia',
    });
    expect(sent.status).toBeLessThan(300);
    await stream.waitForEvent('mensajes');
    // The forced logout, again through the other instance.
    await nextGoesTo(other(stream.instance));
    const closed = await api(`/api/work-sessions/close-user-session/${ids.operador1}`, {
      method: 'POST',
      token: admin,
    });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { closed: number }).closed).toBeGreaterThanOrEqual(1);
    await stream.waitForEvent('sesion');
    await stream.waitForEnd();
    await stream.close();
    // The very next call is refused on each instance.
    const after = await meOnBoth(operator);
    expect(after.map((a) => a.status)).toEqual([401, 401]);
    // The admin who closed it is still signed in on both.
    expect((await meOnBoth(admin)).map((a) => a.status)).toEqual([200, 200]);
  });

  it('a job triggered on both instances at once runs once for its period', async () => {
    const jobOf = (app: FastifyInstance) => {
      const job = app.jobs.find((j) => j.name === 'auditorias-programadas');
      if (!job) throw new Error('job missing');
      return job;
    };
    const sunday = new Date('2026-11-22T15:00:00Z');
    const outcomes = await Promise.all([runScheduled(jobOf(t.app), sunday), runScheduled(jobOf(b), sunday)]);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(outcomes.find((o) => o.ran)).toMatchObject({ result: { created: expect.any(Number) } });
    // Later in the same period: nobody runs it; the next period: one runs it again.
    expect(await runScheduled(jobOf(b), new Date(sunday.getTime() + 60_000))).toEqual({ ran: false });
    const next = new Date(sunday.getTime() + 30 * 60 * 1000);
    const nextOutcomes = await Promise.all([runScheduled(jobOf(b), next), runScheduled(jobOf(t.app), next)]);
    expect(nextOutcomes.filter((o) => o.ran)).toHaveLength(1);
    const runs = await sqlRows<{ period_start: Date; finished: boolean }>(
      t.database.db,
      sql`select period_start, finished_at is not null as finished from job_runs
          where job = 'auditorias-programadas' and period_start >= ${periodStart(jobOf(b), sunday)}
            and period_start <= ${next} order by period_start`,
    );
    expect(runs.map((r) => [new Date(r.period_start).toISOString(), r.finished])).toEqual([
      ['2026-11-22T15:00:00.000Z', true],
      ['2026-11-22T15:30:00.000Z', true],
    ]);
  });

  it('a failed run gives its period back: the next tick, of any instance, tries again', async () => {
    let calls = 0;
    const flaky: Job = {
      name: 'prueba-falla-una-vez',
      everyMs: 60 * 60 * 1000,
      periods: jobRunsPeriods(t.database.db),
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('se cayó');
        return 'ok';
      },
    };
    const now = new Date('2026-11-22T15:10:00Z');
    await expect(runScheduled(flaky, now)).rejects.toThrow('se cayó');
    expect(await runScheduled({ ...flaky, periods: jobRunsPeriods(databaseB.db) }, now)).toEqual({
      ran: true,
      result: 'ok',
    });
    expect(await runScheduled(flaky, now)).toEqual({ ran: false });
    expect(calls).toBe(2);
  });

  it('the schedulers of both instances, started together, run each job once', async () => {
    const runs: Record<string, number> = {};
    // The applications' own jobs (with their period claims), counting the runs of both instances.
    const counted = (jobs: Job[]) =>
      jobs.map((job) => ({
        ...job,
        run: (now?: Date) => {
          runs[job.name] = (runs[job.name] ?? 0) + 1;
          return job.run(now);
        },
      }));
    const started = new Date();
    const stops = [startJobs(counted(t.app.jobs), t.app.log), startJobs(counted(b.jobs), b.log)];
    try {
      const wanted = t.app.jobs.map((j) => ({ job: j.name, period: periodStart(j, started).getTime() }));
      const deadline = Date.now() + 10_000;
      for (;;) {
        const rows = await sqlRows<{ job: string; period_start: Date; finished: boolean }>(
          t.database.db,
          sql`select job, period_start, finished_at is not null as finished from job_runs`,
        );
        const done = wanted.every((w) =>
          rows.some((r) => r.job === w.job && new Date(r.period_start).getTime() === w.period && r.finished),
        );
        if (done) break;
        if (Date.now() > deadline) throw new Error(`the jobs did not finish: ${JSON.stringify(rows)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      // Both schedulers ticked every job at once; one run each.
      expect(runs).toEqual(Object.fromEntries(wanted.map((w) => [w.job, 1])));
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe('ETags that every instance derives the same way', () => {
  /** A poll of `url` through the instance `on` with the ETag `tag`. */
  async function pollOn(on: Instance, url: string, token: string, tag?: string) {
    await nextGoesTo(on);
    const res = await api(url, { token, headers: tag ? { 'if-none-match': tag } : {} });
    expect(res.headers.get('x-instancia')).toBe(on);
    await res.arrayBuffer();
    return { status: res.status, etag: res.headers.get('etag') ?? '' };
  }

  /** Orders an audit through `on` (multipart, as the web app sends it). */
  async function orderThrough(on: Instance, token: string, titulo: string) {
    const form = new FormData();
    form.append('clienteId', String(t.clients['Demo Norte S.A.']));
    form.append('branchId', String(t.branches['Sucursal Belgrano']));
    form.append('titulo', titulo);
    await nextGoesTo(on);
    const res = await api('/api/audits', { method: 'POST', token, body: form });
    expect(res.status, await res.text()).toBe(201);
  }

  it('a poll answered by one instance is a 304 on the other and after a restart; a write on either renews both', async () => {
    const admin = await signIn('admin');
    const client = await signIn('cliente');
    const url = '/api/audits?all=true&limit=20';
    const clientUrl = '/api/clients/my-audits?limit=20';
    const first = await pollOn('a', url, admin);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^W\/"p/);
    expect(await pollOn('b', url, admin, first.etag)).toMatchObject({ status: 304, etag: first.etag });
    const mine = await pollOn('b', clientUrl, client);
    expect(mine.status).toBe(200);
    expect((await pollOn('a', clientUrl, client, mine.etag)).status).toBe(304);

    // A restarted instance (built again on the same database, nothing in memory) answers the same ETags 304.
    const restarted = await secondInstance(t, configB);
    try {
      for (const [path, token, tag] of [
        [url, admin, first.etag],
        [clientUrl, client, mine.etag],
      ] as const) {
        const res = await restarted.app.inject({
          method: 'GET',
          url: path,
          headers: { authorization: `Bearer ${token}`, 'if-none-match': tag },
        });
        expect(res.statusCode, path).toBe(304);
        expect(res.headers.etag).toBe(tag);
      }
    } finally {
      await restarted.close();
    }

    // A write through B: both instances give the new ETag (the same one), the old one is a 200 on both.
    await orderThrough('b', admin, 'Pedida por la instancia B');
    const settled = async (on: Instance) => {
      await expect
        .poll(async () => (await pollOn(on, url, admin, first.etag)).status, { timeout: 3000 })
        .toBe(200);
      return pollOn(on, url, admin);
    };
    const [afterA, afterB] = [await settled('a'), await settled('b')];
    expect(afterA.etag).not.toBe(first.etag);
    expect(afterB.etag).toBe(afterA.etag);
    expect((await pollOn('b', clientUrl, client, mine.etag)).status).toBe(200);
    // And a write through A renews what B answers.
    await orderThrough('a', admin, 'Pedida por la instancia A');
    await expect
      .poll(async () => (await pollOn('b', url, admin, afterA.etag)).status, { timeout: 3000 })
      .toBe(200);
    const again = await pollOn('b', url, admin);
    expect((await pollOn('a', url, admin, again.etag)).status).toBe(304);
  });

  it('an instance whose listening connection was down reads the versions again when it is back', async () => {
    const admin = await signIn('admin');
    const url = '/api/audits?all=true&limit=20';
    const before = await pollOn('a', url, admin);
    expect((await pollOn('b', url, admin, before.etag)).status).toBe(304);
    breakFeedConnection(b.changes, 1000);
    await expect.poll(() => b.changes.live).toBe(false);
    // Deaf, B tags nothing from versions: no 304 for a version tag, whatever happens meanwhile.
    expect((await pollOn('b', url, admin, before.etag)).status).toBe(200);
    await orderThrough('a', admin, 'Pedida mientras B no escuchaba');
    await expect.poll(() => b.changes.live, { timeout: 10_000 }).toBe(true);
    // Back: B read the table, so it gives A's new tag and refuses the old one.
    await expect
      .poll(async () => (await pollOn('b', url, admin)).etag, { timeout: 3000 })
      .toBe((await pollOn('a', url, admin)).etag);
    const after = await pollOn('b', url, admin);
    expect(after.etag).not.toBe(before.etag);
    expect((await pollOn('b', url, admin, before.etag)).status).toBe(200);
    expect((await pollOn('b', url, admin, after.etag)).status).toBe(304);
  });
});

describe('starting together', () => {
  it('two instances migrating a new database at once both start: one applies, the other waits', async () => {
    const adminUrl = testDatabaseUrl();
    const name = `auditorias_t_migr_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const [one, two] = await Promise.all([
      openDatabase({ kind: 'postgres', url: url.toString() }),
      openDatabase({ kind: 'postgres', url: url.toString() }),
    ]);
    try {
      await Promise.all([runMigrations(one), runMigrations(two)]);
      const applied = await sqlRows<{ n: number }>(
        one.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const tables = await sqlRows<{ n: number }>(
        two.db,
        sql`select count(*)::int as n from information_schema.tables where table_name in ('job_runs', 'stored_file_contents')`,
      );
      expect(applied[0]?.n).toBeGreaterThanOrEqual(11);
      expect(tables[0]?.n).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
