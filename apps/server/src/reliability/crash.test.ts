import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { SAMPLE_PDF } from '../test/app';
import { openTestDatabase, sqlCount, sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { unbalancedEntries } from '../test/finance';
import {
  callInit,
  children,
  freePort,
  generator,
  productionEnv,
  SERVER_DIR,
  type Server,
  signIn,
  startServer as startProcess,
} from './server-process';

/**
 * Crash safety. The real server (src/server.ts under node + the tsx loader, as `npm run dev` runs it) on a fresh
 * database is driven with concurrent writes (worksheet draft saves, deliveries and collections, salary payments,
 * audits created with an attachment) and killed with SIGKILL at a seeded random moment, then started again, LOOPS
 * times. After each kill: every write that was acknowledged (2xx received) is present, the ledger balances (every
 * entry and in total, and the monthly balances agree with the lines), no audit is half made, no file row lacks
 * its content. Then SIGTERM ends the server within 10 s while requests and a server-sent event stream are open.
 * The acknowledged-write check runs on the embedded database (PGlite in a temporary DATA_DIR) too.
 *
 * Short run in `npm test` (3 kills on PostgreSQL, 1 on PGlite, fixed seed); `npm run test:deep` (or
 * `CRASH_LOOPS=30 npx vitest run --project server src/reliability`) for the long one (CRASH_LOOPS, default 30 there: 30 kills on PostgreSQL, 10 on PGlite, and
 * SIGTERM at random moments of the start; CRASH_SEED changes the seed).
 */
const LOOPS = Number(process.env.CRASH_LOOPS ?? 3);
const SEED = Number(process.env.CRASH_SEED ?? 20261125);
const PGLITE_LOOPS = Math.max(1, Math.ceil(LOOPS / 3));
const SIGTERM_LIMIT_MS = 10_000;
const REPORTS = mkdtempSync(path.join(os.tmpdir(), 'auditorias-crash-reports-'));

const random = generator(SEED);
const between = (min: number, max: number) => Math.floor(min + random() * (max - min));

const figures = {
  kills: 0,
  restarts: 0,
  acknowledged: 0,
  lost: 0,
  sigtermMs: [] as number[],
  pgliteKills: 0,
  pgliteAcknowledged: 0,
  pgliteLost: 0,
};

/** Starts src/server.ts with `env` (SIGUSR2 writes its diagnostic report into REPORTS). */
const startServer = (env: Record<string, string>) => startProcess(env, { reports: REPORTS });

async function kill9(server: Server) {
  server.proc.kill('SIGKILL');
  const { signal } = await server.exit;
  expect(signal).toBe('SIGKILL');
}

/** A request that answers null when the server is gone (connection refused or reset). */
async function request(
  url: string,
  token: string,
  method: string,
  body?: unknown,
  extra: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> } | null> {
  try {
    const res = await fetch(url, {
      method,
      ...callInit(token, body, extra),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}

/** The id in an answer's `data`. */
const idOf = (res: { json: Record<string, unknown> } | null) =>
  (res?.json.data as { id?: number } | undefined)?.id ?? 0;

const sheet = (version: number) => ({
  eventos: [
    {
      id: 'e1',
      timestamp: '10:15',
      descripcion: `Evento de la versión ${version}`,
      observaciones: '',
      tipoEvento: 'infraccion-menor',
      imagenes: [],
    },
  ],
  observacionesFinales: `v${version}`,
  sucursalDetails: 'Local con 3 cajas',
  canalesVision: 'Canales 1 y 2',
});
const versionOf = (text: string | null | undefined) => Number(/^v(\d+)$/.exec(text ?? '')?.[1] ?? 0);

/** What the writers were told was done (2xx received), to be found after every crash. */
interface Acknowledged {
  drafts: Map<number, number>;
  /** Every acknowledged draft save (each is checked: the stored version must be at least its own). */
  draftSaves: number;
  delivered: Set<number>;
  collected: Set<number>;
  salaryEntries: Set<number>;
  created: Set<number>;
}
const newAcknowledged = (): Acknowledged => ({
  drafts: new Map(),
  draftSaves: 0,
  delivered: new Set(),
  collected: new Set(),
  salaryEntries: new Set(),
  created: new Set(),
});
const acknowledgedCount = (a: Acknowledged) =>
  a.draftSaves + a.delivered.size + a.collected.size + a.salaryEntries.size + a.created.size;

/** Answers that are neither 2xx nor a dead server: none is expected. */
const unexpected: string[] = [];

function auditForm(clientId: number, branchId: number, titulo: string) {
  const form = new FormData();
  form.set('clienteId', String(clientId));
  form.set('branchId', String(branchId));
  form.set('titulo', titulo);
  form.set('files', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), `${titulo}.pdf`);
  return form;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  // The diagnostic reports stay only when there is one to read.
  if (readdirSync(REPORTS).length === 0) rmSync(REPORTS, { recursive: true, force: true });
  reportFigure(
    `[fiabilidad] caídas (semilla ${SEED}): ${figures.kills} kill -9 en PostgreSQL, ${figures.acknowledged} escrituras confirmadas revisadas, ${figures.lost} perdidas; ` +
      `${figures.pgliteKills} kill -9 en PGlite, ${figures.pgliteAcknowledged} revisadas, ${figures.pgliteLost} perdidas; ` +
      `SIGTERM termina en ${figures.sigtermMs.map((ms) => `${ms} ms`).join(', ')}`,
  );
});

describe.skipIf(process.env.TEST_DB_KIND === 'pglite')('kill -9 while writing (PostgreSQL)', () => {
  let database: (Database & { name: string }) | null = null;
  afterAll(async () => {
    await database?.close();
  });

  it(`loses no acknowledged write over ${LOOPS} kills, and SIGTERM ends the server within 10 s`, async () => {
    database = await openTestDatabase();
    const db = database.db;
    const env = {
      DATABASE_URL: database.url ?? '',
      SEED: 'demo',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      FILES_STORAGE: 'postgres',
    };
    let server = await startServer(env);
    const admin = await signIn(server.url, 'admin');
    const supervisor = await signIn(server.url, 'supervisor');
    const contable = await signIn(server.url, 'contable');
    const operador = await signIn(server.url, 'operador1');
    const [place] = await sqlRows<{ client_id: number; branch_id: number }>(
      db,
      sql`select c.id as client_id, b.id as branch_id from clients c join branches b on b.client_id = c.id
          where c.nombre = 'Demo Norte S.A.' and b.nombre = 'Sucursal Belgrano'`,
    );
    const clientId = place?.client_id ?? 0;
    const branchId = place?.branch_id ?? 0;
    // The seeded delivered audits get their postings, so that the ledger starts complete.
    expect(
      (await request(`${server.url}/api/finanzas/repair-inconsistencias`, admin.token, 'POST'))?.status,
    ).toBe(200);
    // Three audits in progress for operador1: their worksheets are saved over and over.
    const draftAudits = (
      await sqlRows<{ id: number }>(
        db,
        sql`insert into audits (titulo, estado, client_id, branch_id, fecha_solicitada, operador_id, prioridad, fecha_inicio)
            select 'Crash borrador ' || g, 'en_proceso', ${clientId}, ${branchId}, current_date, ${operador.id}, 'normal', now()
            from generate_series(1, 3) g returning id`,
      )
    ).map((r) => r.id);
    // A salary of last month for operador1, paid one peso at a time.
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const mes = last.getUTCMonth() + 1;
    const anio = last.getUTCFullYear();
    const configured = await request(`${server.url}/api/sueldos/configurar`, admin.token, 'POST', {
      operadorId: operador.id,
      mes,
      anio,
      sueldoReferencia: '5000000',
      tipoPago: 'objetivos',
      plusTipo: 'porcentaje',
      plusPorcentaje: '',
      objetivoAuditorias: 0,
      francosMarcados: '',
      diasVacaciones: 0,
    });
    expect(configured?.status, JSON.stringify(configured?.json)).toBe(200);
    const list = await request(
      `${server.url}/api/sueldos?operadorId=${operador.id}&mes=${mes}&anio=${anio}`,
      admin.token,
      'GET',
    );
    const sueldoId = (list?.json.sueldos as Array<{ id: number }> | undefined)?.[0]?.id ?? 0;
    expect(sueldoId).toBeGreaterThan(0);

    const acked = newAcknowledged();
    let draftVersion = 0;
    let created = 0;

    /** One round of writers against `url` until the server dies. */
    async function drive(url: string, pool: number[]) {
      let alive = true;
      const dead = () => {
        alive = false;
      };
      const check = (what: string, res: { status: number; json: Record<string, unknown> } | null) => {
        if (res === null) {
          dead();
          return false;
        }
        if (res.status >= 200 && res.status < 300) return true;
        unexpected.push(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
        return false;
      };
      const drafts = draftAudits.map(async (id) => {
        while (alive) {
          const version = ++draftVersion;
          const res = await request(`${url}/api/audits/${id}/draft`, operador.token, 'PUT', sheet(version));
          if (check('draft', res)) {
            acked.drafts.set(id, Math.max(acked.drafts.get(id) ?? 0, version));
            acked.draftSaves++;
          }
        }
      });
      const money = (async () => {
        for (const id of pool) {
          if (!alive) return;
          const delivered = await request(
            `${url}/api/audits/${id}/send-to-client`,
            supervisor.token,
            'PUT',
            {},
          );
          if (!check('delivery', delivered)) continue;
          acked.delivered.add(id);
          const paid = await request(`${url}/api/audits/${id}/pago`, contable.token, 'PATCH', {
            estadoPago: 'pagada',
          });
          if (check('collection', paid)) acked.collected.add(id);
        }
      })();
      const salary = (async () => {
        while (alive) {
          const res = await request(
            `${url}/api/sueldos/pagar`,
            admin.token,
            'POST',
            { sueldoId, tipoPago: 'Pago Parcial', montoPago: 1 },
            { 'idempotency-key': randomBytes(12).toString('hex') },
          );
          if (check('salary payment', res)) acked.salaryEntries.add(res?.json.movimientoId as number);
        }
      })();
      const audits = (async () => {
        while (alive) {
          const titulo = `Crash alta ${++created}`;
          const res = await request(
            `${url}/api/audits`,
            admin.token,
            'POST',
            auditForm(clientId, branchId, titulo),
          );
          if (check('audit creation', res)) acked.created.add(idOf(res));
        }
      })();
      return Promise.all([...drafts, money, salary, audits]);
    }

    async function checkInvariants() {
      let lost = 0;
      const draftRows = await sqlRows<{ id: number; v: string | null }>(
        db,
        sql`select id, hoja->>'observacionesFinales' as v from audits where id in ${sql.raw(`(${draftAudits.join(',')})`)}`,
      );
      for (const [id, version] of acked.drafts) {
        const stored = versionOf(draftRows.find((r) => r.id === id)?.v);
        if (stored < version) lost++;
      }
      const ids = (s: Set<number>) => (s.size ? sql.raw(`(${[...s].join(',')})`) : sql.raw('(0)'));
      lost +=
        acked.delivered.size -
        (await sqlCount(
          db,
          sql`select count(*)::int as n from audits a where a.id in ${ids(acked.delivered)}
              and a.estado in ('entregada', 'facturada')
              and exists (select 1 from ledger_entries e where e.audit_id = a.id and e.kind = 'entrega')`,
        ));
      lost +=
        acked.collected.size -
        (await sqlCount(
          db,
          sql`select count(*)::int as n from audits a where a.id in ${ids(acked.collected)} and a.estado_pago = 'pagada'
              and exists (select 1 from ledger_entries e where e.audit_id = a.id and e.kind = 'cobro')`,
        ));
      lost +=
        acked.salaryEntries.size -
        (await sqlCount(
          db,
          sql`select count(*)::int as n from ledger_entries e join salary_payments p on p.entry_id = e.id
              where e.id in ${ids(acked.salaryEntries)} and e.kind = 'sueldo_pago'`,
        ));
      lost +=
        acked.created.size -
        (await sqlCount(db, sql`select count(*)::int as n from audits where id in ${ids(acked.created)}`));
      // The ledger: every entry balances and has lines; the monthly balances are the sum of the lines.
      expect(await unbalancedEntries(db), 'unbalanced entries').toBe(0);
      expect(
        await sqlCount(
          db,
          sql`select count(*)::int as n from ledger_entries e where not exists (select 1 from ledger_lines l where l.entry_id = e.id)`,
        ),
        'entries without lines',
      ).toBe(0);
      expect(
        await sqlCount(db, sql`select coalesce(sum(amount), 0)::bigint as n from ledger_lines`),
        'debits = credits',
      ).toBe(0);
      expect(
        await sqlCount(
          db,
          sql`select count(*)::int as n from (
                select account, sum(amount) as s from ledger_lines group by account) l
              full join (select account, sum(amount) as s from ledger_month_balances where client_id = -1 group by account) b
                using (account)
              where coalesce(l.s, 0) <> coalesce(b.s, 0)`,
        ),
        'monthly balances = lines',
      ).toBe(0);
      // The salary: what was paid is the sum of its payments.
      expect(
        await sqlCount(
          db,
          sql`select count(*)::int as n from salary_records r
              where r.total_pagado <> coalesce((select sum(monto) from salary_payments p where p.salary_id = r.id), 0)`,
        ),
        'salary totals = payments',
      ).toBe(0);
      // No half-made audit: every audit created here (acknowledged or not) has its timeline and its one attachment,
      // and every file row has its content.
      expect(
        await sqlRows(
          db,
          sql`select a.id from audits a where a.titulo like 'Crash alta %' and (
                not exists (select 1 from audit_timeline t where t.audit_id = a.id and t.action = 'creada')
                or (select count(*) from audit_attachments x where x.audit_id = a.id) <> 1)`,
        ),
        'half-made audits',
      ).toEqual([]);
      expect(
        await sqlCount(
          db,
          sql`select count(*)::int as n from stored_files f
              where not exists (select 1 from stored_file_contents c where c.storage_key = f.storage_key)`,
        ),
        'files without content',
      ).toBe(0);
      return lost;
    }

    for (let loop = 0; loop < LOOPS; loop++) {
      const pool = (
        await sqlRows<{ id: number }>(
          db,
          sql`insert into audits (titulo, estado, client_id, branch_id, fecha_solicitada, operador_id, prioridad,
                fecha_terminacion, aprobada, supervisor_id)
              select 'Crash cobro ' || ${loop} || '-' || g, 'terminada', ${clientId}, ${branchId}, current_date,
                ${operador.id}, 'normal', now(), true, ${supervisor.id}
              from generate_series(1, 60) g returning id`,
        )
      ).map((r) => r.id);
      const writers = drive(server.url, pool);
      await new Promise((r) => setTimeout(r, between(300, 2500)));
      await kill9(server);
      figures.kills++;
      await writers;
      const lost = await checkInvariants();
      figures.lost += lost;
      expect(lost, `lost acknowledged writes after kill ${loop + 1}`).toBe(0);
      server = await startServer(env);
      figures.restarts++;
    }
    expect(unexpected).toEqual([]);
    figures.acknowledged = acknowledgedCount(acked);
    expect(acked.drafts.size).toBe(3);
    expect(acked.salaryEntries.size).toBeGreaterThan(0);

    // Through the restarted server: the last acknowledged worksheet of each audit is there.
    for (const [id, version] of acked.drafts) {
      const res = await request(`${server.url}/api/audits/${id}/template`, operador.token, 'GET');
      expect(res?.status).toBe(200);
      expect(versionOf(res?.json.observacionesFinales as string)).toBeGreaterThanOrEqual(version);
    }

    // SIGTERM with an event stream open and writes in flight: the server ends within 10 s, cleanly.
    const stream = await fetch(`${server.url}/api/events`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('listo');
    const streamEnded = (async () => {
      try {
        while (!(await reader?.read())?.done) {
          // heartbeats and events until the end
        }
      } catch {
        // cut: ended too
      }
    })();
    const writers = drive(server.url, []);
    await new Promise((r) => setTimeout(r, 500));
    const started = Date.now();
    server.proc.kill('SIGTERM');
    const ended = await Promise.race([
      server.exit,
      new Promise<null>((r) => setTimeout(() => r(null), SIGTERM_LIMIT_MS)),
    ]);
    const took = Date.now() - started;
    if (ended === null) {
      server.proc.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 3000));
      server.proc.kill('SIGKILL');
    }
    expect(
      ended,
      `SIGTERM did not end the server within 10 s (report in ${REPORTS}):\n${server.output.join('')}`,
    ).not.toBeNull();
    expect(ended?.code).toBe(0);
    // Under the 5 s grace: the connections freed by finished requests were closed, none had to be cut.
    expect(took).toBeLessThan(5000);
    figures.sigtermMs.push(took);
    await streamEnded;
    await writers;
    const lost = await checkInvariants();
    figures.lost += lost;
    expect(lost).toBe(0);
    // Requests that reach the closing server are served (no English 503 from Fastify's drain).
    expect(unexpected).toEqual([]);
    figures.acknowledged = acknowledgedCount(acked);
  }, 1_200_000);
});

describe('kill -9 while writing (embedded PGlite)', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${PGLITE_LOOPS} kill(s)`, async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-crash-pglite-'));
    const env = { DATA_DIR: dataDir };
    let server = await startServer(env);
    const admin = await signIn(server.url, 'admin');
    const operador = await signIn(server.url, 'operador1');
    const clients = await request(`${server.url}/api/clients/for-audits`, admin.token, 'GET');
    const companies = (clients?.json.data ?? []) as Array<{
      id: number;
      nombre: string;
      branches?: Array<{ id: number; nombre: string }>;
    }>;
    const norte = companies.find((c) => c.nombre === 'Demo Norte S.A.');
    const clientId = norte?.id ?? 0;
    const branchId = norte?.branches?.[0]?.id ?? 0;
    expect(clientId).toBeGreaterThan(0);
    // The audit each operator has in progress in the demo data (one at a time per operator), found through the
    // API: the server holds the database.
    const operators = [operador, await signIn(server.url, 'operador2')];
    const draftAudits: Array<{ id: number; token: string }> = [];
    const mineIn = async (who: { id: number; token: string }, estado: string) => {
      const list = await request(`${server.url}/api/audits?estado=${estado}`, who.token, 'GET');
      return (list?.json.auditorias as Array<{ id: number; operadorId: number | null }> | undefined)?.find(
        (a) => a.operadorId === who.id,
      )?.id;
    };
    for (const who of operators) {
      let id = await mineIn(who, 'en_proceso');
      if (id === undefined) {
        // operador1's is paused: resumed.
        id = await mineIn(who, 'pausada');
        const resumed = await request(`${server.url}/api/audits/${id}/resume`, who.token, 'PATCH');
        expect(resumed?.status, JSON.stringify(resumed?.json)).toBe(200);
      }
      draftAudits.push({ id: id ?? 0, token: who.token });
    }

    const drafts = new Map<number, number>();
    const created = new Set<number>();
    let version = 0;
    let n = 0;
    let saves = 0;
    for (let loop = 0; loop < PGLITE_LOOPS; loop++) {
      let alive = true;
      const url = server.url;
      const writers = Promise.all([
        ...draftAudits.map(async ({ id, token }) => {
          while (alive) {
            const v = ++version;
            const res = await request(`${url}/api/audits/${id}/draft`, token, 'PUT', sheet(v));
            if (res === null) alive = false;
            else if (res.status === 200) {
              drafts.set(id, Math.max(drafts.get(id) ?? 0, v));
              saves++;
            } else unexpected.push(`pglite draft: ${res.status} ${JSON.stringify(res.json)}`);
          }
        }),
        (async () => {
          while (alive) {
            const res = await request(
              `${url}/api/audits`,
              admin.token,
              'POST',
              auditForm(clientId, branchId, `Embebida alta ${++n}`),
            );
            if (res === null) alive = false;
            else if (res.status === 201) created.add((res.json.data as { id: number }).id);
            else unexpected.push(`pglite creation: ${res.status} ${JSON.stringify(res.json)}`);
          }
        })(),
      ]);
      await new Promise((r) => setTimeout(r, between(500, 3000)));
      await kill9(server);
      figures.pgliteKills++;
      await writers;
      // The lock the killed process left is taken over by the next start.
      server = await startServer(env);
      let lost = 0;
      for (const [id, v] of drafts) {
        const token = draftAudits.find((d) => d.id === id)?.token ?? '';
        const res = await request(`${server.url}/api/audits/${id}/template`, token, 'GET');
        if (res?.status !== 200 || versionOf(res.json.observacionesFinales as string) < v) lost++;
      }
      for (const id of created) {
        const res = await request(`${server.url}/api/audits/${id}`, admin.token, 'GET');
        const data = res?.json.data as { archivosCount?: number } | undefined;
        if (res?.status !== 200 || data?.archivosCount !== 1) lost++;
      }
      figures.pgliteLost += lost;
      expect(lost, `lost acknowledged writes on PGlite after kill ${loop + 1}`).toBe(0);
    }
    figures.pgliteAcknowledged = saves + created.size;
    expect(drafts.size).toBe(2);
    expect(unexpected).toEqual([]);
    const started = Date.now();
    server.proc.kill('SIGTERM');
    const ended = await Promise.race([
      server.exit,
      new Promise<null>((r) => setTimeout(() => r(null), SIGTERM_LIMIT_MS)),
    ]);
    if (ended === null) server.proc.kill('SIGKILL');
    expect(ended?.code).toBe(0);
    figures.sigtermMs.push(Date.now() - started);
  }, 1_200_000);
});

/** Deep runs only (CRASH_LOOPS above 3): each moment costs a start. */
describe.runIf(LOOPS > 3)('SIGTERM while starting', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends the server within 10 s at any moment of its start (migrations, seed, listening)', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'auditorias-crash-start-'));
    const moments = Array.from({ length: Math.ceil(LOOPS / 10) }, () => between(200, 4000));
    for (const delay of moments) {
      const port = await freePort();
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_DIR,
        env: { ...productionEnv(port, 'warn'), DATA_DIR: dataDir },
        stdio: 'ignore',
      });
      children.add(proc);
      const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        proc.once('exit', (code, signal) => {
          children.delete(proc);
          resolve({ code, signal });
        }),
      );
      await new Promise((r) => setTimeout(r, delay));
      const started = Date.now();
      proc.kill('SIGTERM');
      const ended = await Promise.race([
        exit,
        new Promise<null>((r) => setTimeout(() => r(null), SIGTERM_LIMIT_MS)),
      ]);
      if (ended === null) proc.kill('SIGKILL');
      expect(ended, `SIGTERM ${delay} ms into the start did not end it within 10 s`).not.toBeNull();
      // Before its handlers are set the default action ends it (signal); after, a clean exit (code 0).
      expect(ended?.code === 0 || ended?.signal === 'SIGTERM', JSON.stringify(ended)).toBe(true);
      figures.sigtermMs.push(Date.now() - started);
    }
    // The data folder it left starts normally afterwards (no lock left behind, migrations complete).
    const server = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    server.proc.kill('SIGTERM');
    expect((await server.exit).code).toBe(0);
  }, 600_000);
});
