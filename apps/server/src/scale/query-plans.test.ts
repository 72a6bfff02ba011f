import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { call, loginAs, testEnv } from '../test/app';
import { captureQueries, createServerDatabase } from '../test/database';

/**
 * Every query that a list, a poll or a dashboard sends reads the big tables through an index: on a database the
 * benchmark generator fills with 100,000 audits, no plan has a sequential scan of audits, their timeline or work
 * periods, messages or the ledger. The queries are the real ones, captured while the app answers the real calls.
 */
const AUDITS = Number(process.env.PLAN_TEST_AUDITS ?? 100_000);
const BIG_TABLES = new Set([
  'audits',
  'audit_timeline',
  'audit_work_periods',
  'audit_attachments',
  'messages',
  'ledger_entries',
  'ledger_lines',
  'auth_sessions',
  'time_alerts',
  'conversation_heads',
]);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

let database: (Database & { url: string }) | null = null;
let app: Awaited<ReturnType<typeof buildApp>> | null = null;
let server: Awaited<ReturnType<typeof createServerDatabase>> | null = null;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createServerDatabase('auditorias_planes_');
  const { url } = server;
  const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' };
  await run(
    path.join(serverRoot, 'node_modules/.bin/tsx'),
    ['bench/generate-data.ts', '--audits', String(AUDITS), '--messages', String(AUDITS / 5)],
    { cwd: serverRoot, env, maxBuffer: 16 * 1024 * 1024 },
  ).catch(async (err) => {
    // The workspace may have tsx hoisted to the root.
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    await run(
      path.join(serverRoot, '../../node_modules/.bin/tsx'),
      ['bench/generate-data.ts', '--audits', String(AUDITS), '--messages', String(AUDITS / 5)],
      { cwd: serverRoot, env, maxBuffer: 16 * 1024 * 1024 },
    );
  });
  const opened = await openDatabase({ kind: 'postgres', url });
  database = { ...opened, url };
  app = await buildApp({ config: loadConfig(testEnv({ SEED: 'none' })), database });
  await app.ready();
  for (const who of ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente', 'grupo']) {
    tokens[who] = (await loginAs(app, who)).token;
  }
}, 600_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.drop();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Sequential scans of the big tables that hold many rows (scanning an empty or tiny table is the right plan). */
function seqScans(node: PlanNode, large: ReadonlySet<string>, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && large.has(node['Relation Name']))
    into.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, large, into);
  return into;
}

const CALLS: Array<[string, string]> = [
  ['admin', '/api/audits?all=true'],
  ['admin', '/api/audits?all=true&estado=terminada'],
  ['admin', '/api/audits?all=true&search=control'],
  ['admin', '/api/audits/management?edad=recientes'],
  ['admin', '/api/audits/counts'],
  ['admin', '/api/dashboard/stats'],
  ['supervisor', '/api/audits/supervisor/pending'],
  ['supervisor', '/api/audits/supervisor/my-audits'],
  ['supervisor', '/api/audits/next-available'],
  ['operador1', '/api/audits/next-available'],
  ['operador1', '/api/audits?all=true&estado=asignada,en_proceso,pausada'],
  ['operador1', '/api/audits/operador/historial'],
  ['operador1', '/api/audits/counts'],
  ['operador2', '/api/audits/next-available'],
  ['operador1', '/api/messages/unread-count'],
  ['operador1', '/api/messages/conversations'],
  ['cliente', '/api/clients/my-audits?estado=entregada,facturada'],
  ['cliente', '/api/audits/counts'],
  ['grupo', '/api/clients/my-audits'],
  ['contable', '/api/finanzas/dashboard'],
  ['contable', '/api/finanzas/movimientos'],
  ['contable', '/api/finanzas/clientes'],
  ['contable', '/api/finanzas/clientes?search=a&limit=100'],
  ['contable', '/api/clients/1/account-statement'],
  ['cliente', '/api/finanzas/mi-cuenta'],
  ['cliente', '/api/finanzas/mi-cuenta?lista=pendientes'],
  ['operador1', '/api/finanzas/mi-cuenta'],
  ['admin', '/api/work-sessions/employee-summary'],
  ['contable', '/api/work-sessions/employee-summary?role=operador&limit=100'],
  ['supervisor', '/api/time-alerts'],
  ['admin', '/api/sueldos?limit=100'],
];

/** The staff calls about one operator (its id comes from the generated data): hours, report, a day, counts. */
async function staffCalls(client: pg.Client): Promise<Array<[string, string]>> {
  const [op] = (await client.query(`select id from users where username = 'operador1'`)).rows as Array<{
    id: number;
  }>;
  if (!op) return [];
  const day = new Date().toISOString().slice(0, 10);
  const [anio, mes] = day.split('-').map(Number);
  return [
    ['admin', `/api/work-sessions/user-hours/${op.id}`],
    ['operador1', `/api/work-sessions/user-hours/${op.id}`],
    ['contable', `/api/work-sessions/report?mes=${mes}&anio=${anio}&userId=${op.id}`],
    ['admin', `/api/work-sessions/day-detail/${op.id}/${day}`],
    ['admin', `/api/work-sessions/daily-audit-counts/${op.id}?startDate=${day.slice(0, 8)}01&endDate=${day}`],
  ];
}

/**
 * The finance calls whose URLs depend on the generated data, as the screens make them: the month's income and
 * expenses, the audits of the latest period of the client that owes the most, and next pages.
 */
async function financeCalls(client: pg.Client): Promise<Array<[string, string]>> {
  const [now] = (
    await client.query(
      `select extract(month from now() at time zone 'America/Argentina/Buenos_Aires')::int as mes,
              extract(year from now() at time zone 'America/Argentina/Buenos_Aires')::int as anio`,
    )
  ).rows as Array<{ mes: number; anio: number }>;
  const [debt] = (
    await client.query(
      `select client_id, extract(month from fecha_entrega at time zone 'America/Argentina/Buenos_Aires')::int as mes,
              extract(year from fecha_entrega at time zone 'America/Argentina/Buenos_Aires')::int as anio
       from audits where estado = 'entregada' and aprobada and deleted_at is null and fecha_entrega is not null
       group by 1, 2, 3 order by count(*) desc limit 1`,
    )
  ).rows as Array<{ client_id: number; mes: number; anio: number }>;
  const month = `mes=${now?.mes}&anio=${now?.anio}`;
  const calls: Array<[string, string]> = [
    ['contable', `/api/finanzas/movimientos?tipo=ingreso&${month}&limit=25`],
    ['contable', `/api/finanzas/movimientos?tipo=egreso&${month}&limit=25`],
    ['contable', `/api/finanzas/movimientos?${month}&limit=25`],
  ];
  if (debt)
    calls.push([
      'contable',
      `/api/finanzas/clientes/${debt.client_id}/auditorias?mes=${debt.mes}&anio=${debt.anio}&limit=25`,
    ]);
  return calls;
}

describe(`query plans on ${AUDITS.toLocaleString('es-AR')} generated audits`, () => {
  it('no list, poll or dashboard reads a big table by a sequential scan', async () => {
    if (!app || !database) throw new Error('no app');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const problems: string[] = [];
    let checked = 0;
    try {
      const sizes = await client.query(
        `select relname, reltuples::bigint as n from pg_class where relname = any($1) and relkind = 'r'`,
        [[...BIG_TABLES]],
      );
      const large = new Set(
        (sizes.rows as Array<{ relname: string; n: string }>)
          .filter((r) => Number(r.n) >= 1000)
          .map((r) => r.relname),
      );
      expect(large.has('audits')).toBe(true);
      expect(large.has('messages')).toBe(true);
      const calls = [...CALLS, ...(await financeCalls(client)), ...(await staffCalls(client))];
      // The second page of the paged finance lists, with the cursor the first one gave.
      for (const [who, url] of [
        ['contable', '/api/finanzas/clientes'],
        ['contable', '/api/finanzas/movimientos'],
        ['admin', '/api/messages/conversations?limit=5'],
      ] as const) {
        const first = await call(app, tokens[who] ?? null, { method: 'GET', url });
        const next = first.json().paginacion?.siguiente as string | null | undefined;
        if (next) calls.push([who, `${url}${url.includes('?') ? '&' : '?'}cursor=${next}`]);
      }
      for (const [who, url] of calls) {
        const current = app;
        const seen = await captureQueries(async () => {
          const res = await call(current, tokens[who] ?? null, { method: 'GET', url });
          expect(res.statusCode, `${who} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
        });
        const queries = seen.filter((q) => /^\s*(select|with)\b/i.test(q.text));
        for (const q of queries) {
          const plan = await client.query(`explain (format json) ${q.text}`, q.values);
          const root = (plan.rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode }> })['QUERY PLAN'][0]?.Plan;
          checked++;
          const scans = root ? seqScans(root, large) : [];
          if (scans.length > 0) problems.push(`${who} ${url}: Seq Scan on ${scans.join(', ')}\n  ${q.text}`);
        }
      }
    } finally {
      await client.end();
    }
    expect(checked).toBeGreaterThan(CALLS.length + 4);
    expect(problems).toEqual([]);
  });
});
