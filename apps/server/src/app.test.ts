import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { testEnv, useTestApp } from './test/app';
import { apiRoutes, routeKey, STREAM_ROUTES } from './test/routes';

const t = useTestApp({ users: [] });
/** The body of a refusal: the Spanish message twice (`error` and `message`) with its code. */
const refusal = (message: string, code: string) => ({ success: false, error: message, message, code });

describe('route declarations', () => {
  it('every /api route declares the permission it needs', () => {
    const api = apiRoutes(t.app, { docs: true });
    expect(api.length).toBeGreaterThan(5);
    const undeclared = api.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('every /api route declares its answers: success and the refusals its permission can give', () => {
    const api = apiRoutes(t.app);
    const missing = api
      .filter((r) => !r.responses.some((code) => code.startsWith('2')))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing.sort()).toEqual([...STREAM_ROUTES].sort());
    const withoutRefusals = api
      .filter(
        (r) => r.permission !== 'public' && !(r.responses.includes('401') && r.responses.includes('403')),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutRefusals).toEqual([]);
  });

  it('the protected calls of this issue are not public', () => {
    const publicRoutes = apiRoutes(t.app)
      .filter((r) => r.permission === 'public')
      .map(routeKey)
      .sort();
    expect(publicRoutes).toEqual(['GET /api/health', 'POST /api/auth/login']);
  });
});

describe('error handling', () => {
  it('an unknown API route answers a Spanish 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal('Ruta no encontrada', 'NOT_FOUND'));
  });

  it('the OpenAPI document is served at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/me',
        '/api/work-sessions/close-user-session/{id}',
      ]),
    );
    // An action the spec names under two paths is documented under both, alike (glossary, 'Actions with two paths').
    const collect = doc.paths['/api/finanzas/procesar-cobro']?.post;
    expect(collect?.summary).toContain('Cobrar una auditoría');
    expect(doc.paths['/api/audit-finance/process-payment']?.post).toEqual(collect);
    expect(doc.paths['/api/finanzas/pagar-sueldo']?.post).toEqual(doc.paths['/api/sueldos/pagar']?.post);
  });

  it('an unexpected failure never leaks its stack or SQL', async () => {
    const app = await buildApp({
      config: loadConfig(testEnv()),
      database: t.database,
    });
    app.get('/api/falla', { config: { permission: 'public' } }, async () => {
      throw new Error('relation "users" does not exist at select * from users');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/falla' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(refusal('Error interno del servidor', 'INTERNAL_ERROR'));
    expect(res.body).not.toMatch(/select|relation|at /);
    await app.close();
  });

  it('too many requests get a Spanish 429', async () => {
    const app = await buildApp({
      config: loadConfig(testEnv({ RATE_LIMIT_PER_MINUTE: '3' })),
      database: t.database,
    });
    await app.ready();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await app.inject({ method: 'GET', url: '/api/health' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Demasiadas solicitudes. Esperá un momento y volvé a intentar.',
    });
    await app.close();
  });
});
