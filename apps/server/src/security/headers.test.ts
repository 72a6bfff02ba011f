import { sql } from 'drizzle-orm';
import Fastify, { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../app';
import { call, loginAs } from '../test/app';
import { sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';
import { apiRoutes, routeKey } from '../test/routes';
import { headerProblems, SECURITY_HEADERS } from '../test/security-headers';
import { buildWorld, type World } from './fixtures';

// Headers (issue 15, part 10): every /api answer, success and refusal, anonymous and signed in, carries the
// security headers helmet sets (app.ts) and `Cache-Control: no-store` (API data is private); every file
// download is an attachment the browser may not sniff. The answer of every route is collected, so a new route
// is covered the day it is added.

let world: World;
const figures = { answers: 0, routes: 0, successes: 0, refusals: 0, downloads: 0, problems: 0 };

beforeAll(async () => {
  world = await buildWorld();
}, 120_000);
afterAll(async () => {
  if (figures.answers > 0)
    reportFigure(
      `[seguridad] cabeceras: ${figures.answers} respuestas de ${figures.routes} rutas /api (${figures.successes} 2xx, ` +
        `${figures.refusals} 4xx; ${figures.downloads} descargas), ${figures.problems} sin las cabeceras de seguridad o sin no-store`,
    );
  await world?.t.close();
});

/** A download: a success whose body is a file, not JSON or the HTML report page. */
const isDownload = (res: LightMyRequestResponse) =>
  res.statusCode === 200 &&
  !/application\/json|text\/html|text\/event-stream/.test(String(res.headers['content-type']));

function downloadProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (!/^attachment(;|$)/.test(String(res.headers['content-disposition'] ?? '')))
    problems.push(`content-disposition: ${res.headers['content-disposition']}`);
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('sin nosniff');
  if (!String(res.headers['cache-control'] ?? '').includes('no-store'))
    problems.push(`cache-control: ${res.headers['cache-control']}`);
  return problems;
}

const today = new Date().toISOString().slice(0, 10);

/** Real ids for a route's path parameters, so that reads succeed where the caller may read. */
async function pathOf(route: RegisteredRoute): Promise<string> {
  const { users, clients, branches, audits, attachment } = world;
  const delivered = audits.norte.entregada ?? audits.norte.aprobada ?? 1;
  const [gasto] = await sqlRows<{ id: number }>(
    world.t.database.db,
    sql`select coalesce(min(id), 1) as id from expenses`,
  ).catch(() => [{ id: 1 }]);
  const idFor = (url: string): number => {
    if (url.includes('/download-attachment/')) return attachment.norte.auditId;
    if (url.startsWith('/api/audits/') || url.startsWith('/api/audits')) return delivered;
    if (url.startsWith('/api/clients/') || url.startsWith('/api/finanzas/clientes/')) return clients.norte;
    if (url.startsWith('/api/gastos/')) return gasto?.id ?? 1;
    if (/^\/api\/(users|work-sessions|messages\/(conversation|user)|finanzas\/pagos-empleado)\//.test(url))
      return users.operador1 ?? 1;
    return 1;
  };
  const values: Record<string, string> = {
    id: String(idFor(route.url)),
    branchId: String(branches.belgrano),
    operatorId: String(users.operador1),
    clientId: String(clients.norte),
    fileName: encodeURIComponent(attachment.norte.fileName),
    date: today,
    month: today.slice(0, 7),
    fileId: '1',
  };
  return route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

interface Collected {
  route: string;
  who: string;
  res: LightMyRequestResponse;
}

async function send(who: 'anonimo' | 'admin' | 'cliente', route: RegisteredRoute): Promise<Collected[]> {
  const url = await pathOf(route);
  const token = world.tokens[who];
  const out: Collected[] = [];
  const push = (res: LightMyRequestResponse) => out.push({ route: routeKey(route), who, res });
  if (route.method === 'GET') {
    let res = await call(world.t.app, token, { method: 'GET', url });
    // A file export needs its format: ask again with the first one.
    if (res.statusCode === 400 && url.endsWith('/export'))
      res = await call(world.t.app, token, { method: 'GET', url: `${url}?formato=csv` });
    push(res);
  } else {
    // A write is sent a broken JSON body: refused before any effect (the fuzzing and the matrix cover the rest).
    push(
      await call(world.t.app, token, {
        method: route.method as InjectOptions['method'],
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    );
  }
  return out;
}

describe('security headers on every /api answer', () => {
  it('every route, anonymous, as admin and as client: helmet headers and no-store; files as nosniff attachments', async () => {
    const routes = apiRoutes(world.t.app).filter((r) => routeKey(r) !== 'GET /api/events');
    figures.routes = routes.length;
    const collected: Collected[] = [];
    for (const route of routes)
      for (const who of ['anonimo', 'admin', 'cliente'] as const) collected.push(...(await send(who, route)));

    const problems: string[] = [];
    for (const { route, who, res } of collected) {
      figures.answers++;
      if (res.statusCode < 300) figures.successes++;
      else figures.refusals++;
      const found = headerProblems(res);
      if (isDownload(res)) {
        figures.downloads++;
        found.push(...downloadProblems(res));
      }
      if (found.length > 0) {
        figures.problems++;
        problems.push(`${route} [${who}] ${res.statusCode}: ${found.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    // The sweep saw successes, refusals of every kind and real files, not only refusals.
    const statuses = new Set(collected.map((c) => c.res.statusCode));
    for (const status of [200, 400, 401, 403]) expect(statuses, `estado ${status}`).toContain(status);
    expect(figures.successes).toBeGreaterThan(60);
    expect(figures.downloads).toBeGreaterThanOrEqual(10);
  }, 300_000);

  it('the answers outside the routes: sign-in, unknown route, broken JSON, too large, bad path, event stream refusal', async () => {
    const { app } = world.t;
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin', password: 'demo123' },
    });
    const wrongLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin', password: 'incorrecta' },
    });
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['login', login],
      ['login incorrecto', wrongLogin],
      ['ruta desconocida', await app.inject({ method: 'GET', url: '/api/no-existe' })],
      [
        'JSON roto',
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
      ],
      [
        'cuerpo demasiado grande',
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
        }),
      ],
      ['stream de eventos sin sesión', await app.inject({ method: 'GET', url: '/api/events' })],
      ['id no numérico', await call(app, world.tokens.admin, { method: 'GET', url: '/api/audits/abc' })],
    ];
    expect(login.statusCode).toBe(200);
    expect(wrongLogin.statusCode).toBe(401);
    expect(answers.map(([, r]) => r.statusCode)).toEqual([200, 401, 404, 400, 413, 401, 400]);
    for (const [name, res] of answers) expect(headerProblems(res), name).toEqual([]);
  });

  it('the check refuses an answer without them (a bare Fastify answer)', async () => {
    const bare = Fastify();
    bare.get('/api/x', async () => ({ ok: true }));
    const res = await bare.inject({ method: 'GET', url: '/api/x' });
    await bare.close();
    expect(headerProblems(res)).toEqual([
      ...Object.keys(SECURITY_HEADERS).map((name) => `falta ${name}`),
      'cache-control: undefined',
    ]);
    expect(downloadProblems(res)).toEqual([
      'content-disposition: undefined',
      'sin nosniff',
      'cache-control: undefined',
    ]);
  });

  it('a path the router cannot decode or a huge parameter: a Spanish JSON 400/414 with the security headers, private', async () => {
    const { token } = await loginAs(world.t.app, 'admin');
    const cases: Array<[string, number]> = [
      ['/api/audits/%ED%A0%80', 400],
      ['/api/clients/%E0%A4%A', 400],
      [`/api/users/${'9'.repeat(150)}`, 414],
    ];
    for (const [url, status] of cases) {
      const res = await call(world.t.app, token, { method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        success: false,
        error: res.json().message,
        message: expect.stringMatching(/solicitud/),
        code: expect.stringMatching(/^(MALFORMED_REQUEST|URI_TOO_LONG)$/),
      });
      expect(headerProblems(res), url).toEqual([]);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('downloads keep their own private cache header (private, no-store) and the HTML report its strict CSP', async () => {
    const delivered = world.audits.norte.entregada;
    const token = world.tokens.admin;
    const word = await call(world.t.app, token, {
      method: 'GET',
      url: `/api/audits/${delivered}/report/word`,
    });
    expect(word.statusCode).toBe(200);
    expect(word.headers['cache-control']).toBe('private, no-store');
    expect(word.headers['content-disposition']).toMatch(/^attachment; filename=".+\.docx"/);
    const html = await call(world.t.app, token, {
      method: 'GET',
      url: `/api/audits/${delivered}/report/html`,
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['content-security-policy']).toMatch(/^default-src 'none';.*script-src 'nonce-/);
    expect(html.headers['cache-control']).toContain('no-store');
  });
});
