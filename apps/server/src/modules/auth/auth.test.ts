import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { authSessions, users } from '../../db/schema/index';
import { call, loginAs, useTestApp } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';

const t = useTestApp({
  env: { LOGIN_MAX_FAILURES_PER_USER: '4', LOGIN_MAX_FAILURES_PER_IP: '1000' },
  users: [],
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers });

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DB_KIND === 'pglite' ? 'pglite' : 'postgres',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('POST /api/auth/login', () => {
  it('accepts the email and answers the user without secrets', async () => {
    const res = await login('admin@demo.ar', 'demo123');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'admin@demo.ar',
      username: 'admin',
      role: 'admin',
      isActive: true,
    });
    expect(body.user.permissions.user_manage).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('accepts the user name, case-insensitive', async () => {
    const res = await login('  Operador1 ', 'demo123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('operador1@demo.ar');
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const wrong = await login('supervisor', 'nope-nope');
    const unknown = await login('nadie@demo.ar', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ success: false, error: 'Email, usuario o contraseña incorrectos' });
  });

  it('refuses an inactive user', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(sql`${users.username} = 'operador2'`);
    const res = await login('operador2', 'demo123');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Tu usuario está desactivado. Contactá al administrador.');
    await t.database.db.update(users).set({ isActive: true }).where(sql`${users.username} = 'operador2'`);
  });

  it('limits failed attempts per user name with a Spanish 429, and the right password is refused then too', async () => {
    for (let i = 0; i < 4; i++) expect((await login('cliente2', 'mala')).statusCode).toBe(401);
    const limited = await login('cliente2', 'demo123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Demasiados intentos de inicio de sesión\. Probá de nuevo en \d+ minutos?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other users are not affected.
    expect((await login('cliente', 'demo123')).statusCode).toBe(200);
  });

  it('rejects bad input in Spanish and records nothing', async () => {
    const before = await sqlCount(t.database.db, sql`select count(*)::int as n from login_history`);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ campo: 'password', mensaje: expect.any(String) }]);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 5, password: true },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^Datos inválidos: /);
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin', password: 'demo123', role: 'admin' },
    });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().details[0].campo).toContain('role');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      success: false,
      message: 'El cuerpo de la solicitud no es un JSON válido',
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('La solicitud es demasiado grande');
    const after = await sqlCount(t.database.db, sql`select count(*)::int as n from login_history`);
    expect(after).toBe(before);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers the signed-in user and refuses a missing, forged or malformed token', async () => {
    const { token } = await loginAs(t.app, 'supervisor');
    const me = await call(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.role).toBe('supervisor');
    for (const headers of [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${token.slice(0, -2)}xx` },
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        message: 'No estás autenticado. Por favor, inicia sesión nuevamente.',
      });
      expect(res.json().forceLogout).toBeUndefined();
    }
  });

  it('logout ends the session on the server', async () => {
    const { token } = await loginAs(t.app, 'contable');
    const out = await call(t.app, token, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await call(t.app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('an admin closes every session of a user: the next call is a forced logout', async () => {
    const admin = await loginAs(t.app, 'admin');
    const first = await loginAs(t.app, 'operador1');
    const second = await loginAs(t.app, 'operador1@demo.ar');
    const res = await call(t.app, admin.token, {
      method: 'POST',
      url: `/api/work-sessions/close-user-session/${first.userId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, closed: expect.any(Number) });
    expect(res.json().closed).toBeGreaterThanOrEqual(2);
    for (const token of [first.token, second.token]) {
      const me = await call(t.app, token, { method: 'GET', url: '/api/auth/me' });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({
        success: false,
        forceLogout: true,
        message: 'Tu sesión fue cerrada por un administrador',
      });
    }
    // The admin's own session is untouched, and the user can sign in again.
    expect((await call(t.app, admin.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await loginAs(t.app, 'operador1')).token).toBeTruthy();
  });

  it('refuses closing sessions to every role but admin, and answers 404/403 for a wrong target', async () => {
    const target = await loginAs(t.app, 'operador2');
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      const { token } = await loginAs(t.app, who);
      const res = await call(t.app, token, {
        method: 'POST',
        url: `/api/work-sessions/close-user-session/${target.userId}`,
      });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('No tenés permiso para realizar esta acción');
    }
    expect((await call(t.app, target.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const admin = await loginAs(t.app, 'admin');
    const missing = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/work-sessions/close-user-session/99999',
    });
    expect(missing.statusCode).toBe(404);
    const own = await call(t.app, admin.token, {
      method: 'POST',
      url: `/api/work-sessions/close-user-session/${admin.userId}`,
    });
    expect(own.statusCode).toBe(403);
    const badId = await call(t.app, admin.token, {
      method: 'POST',
      url: '/api/work-sessions/close-user-session/abc',
    });
    expect(badId.statusCode).toBe(400);
  });

  it('a session idle past the limit is ended at its last activity', async () => {
    const { token, userId } = await loginAs(t.app, 'cliente');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await t.database.db
      .update(authSessions)
      .set({ lastSeenAt: longAgo })
      .where(sql`${authSessions.userId} = ${userId} and ${authSessions.endedAt} is null`);
    const res = await call(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Tu sesión expiró. Por favor, inicia sesión nuevamente.');
    const rows = await sqlRows<{ ended_at: string }>(
      t.database.db,
      sql`select ended_at from auth_sessions where user_id = ${userId} and end_reason = 'inactividad'`,
    );
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.ended_at ?? 0).getTime()).toBe(longAgo.getTime());
  });

  it('a user deactivated while signed in is logged out on the next call', async () => {
    const { token } = await loginAs(t.app, 'grupo');
    await t.database.db.update(users).set({ isActive: false }).where(sql`${users.username} = 'grupo'`);
    const res = await call(t.app, token, { method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().forceLogout).toBe(true);
    await t.database.db.update(users).set({ isActive: true }).where(sql`${users.username} = 'grupo'`);
  });
});

describe('login history', () => {
  it('records time, IP and user agent, newest first, limited', async () => {
    await login('supervisor@demo.ar', 'demo123', { 'user-agent': 'Navegador-Prueba/1.0' });
    const sup = await loginAs(t.app, 'supervisor');
    const admin = await loginAs(t.app, 'admin');
    const res = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/users/${sup.userId}/login-history?limit=50`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ loginTime: string; ipAddress: string; userAgent: string | null }>;
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.some((d) => d.userAgent === 'Navegador-Prueba/1.0')).toBe(true);
    expect(data[0]?.ipAddress).toBe('127.0.0.1');
    const times = data.map((d) => Date.parse(d.loginTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const one = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/users/${sup.userId}/login-history?limit=1`,
    });
    expect(one.json().data).toHaveLength(1);
    const tooMany = await call(t.app, admin.token, {
      method: 'GET',
      url: `/api/users/${sup.userId}/login-history?limit=100000`,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('a user sees their own history; without user_view nobody else', async () => {
    const admin = await loginAs(t.app, 'admin');
    const op = await loginAs(t.app, 'operador1');
    expect(
      (await call(t.app, op.token, { method: 'GET', url: `/api/users/${op.userId}/login-history` }))
        .statusCode,
    ).toBe(200);
    for (const who of ['operador1', 'contable', 'cliente', 'grupo']) {
      const { token } = await loginAs(t.app, who);
      const res = await call(t.app, token, {
        method: 'GET',
        url: `/api/users/${admin.userId}/login-history`,
      });
      expect(res.statusCode, who).toBe(403);
    }
    const none = await t.app.inject({ method: 'GET', url: `/api/users/${admin.userId}/login-history` });
    expect(none.statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const newUser = { email: 'nuevo@demo.ar', password: 'secreto1', name: 'Nuevo Operador', role: 'operador' };
  const countUsers = () => sqlCount(t.database.db, sql`select count(*)::int as n from users`);

  it('is refused to every role but admin, and without a session', async () => {
    const before = await countUsers();
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      const { token } = await loginAs(t.app, who);
      const res = await call(t.app, token, { method: 'POST', url: '/api/auth/register', payload: newUser });
      expect(res.statusCode, who).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser })).statusCode,
    ).toBe(401);
    expect(await countUsers()).toBe(before);
  });

  it('lets an admin create a user who can then sign in', async () => {
    const { token } = await loginAs(t.app, 'admin');
    const res = await call(t.app, token, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUser, email: 'Nuevo@Demo.ar', username: 'nuevo.op' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'nuevo@demo.ar', username: 'nuevo.op', role: 'operador' });
    expect((await login('nuevo.op', 'secreto1')).statusCode).toBe(200);
  });

  it('refuses duplicates, short passwords, unknown fields and a client user without company', async () => {
    const { token } = await loginAs(t.app, 'admin');
    const before = await countUsers();
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ ...newUser, email: 'admin@demo.ar' }, 409],
      [{ ...newUser, email: 'otro@demo.ar', username: 'supervisor' }, 409],
      [{ ...newUser, email: 'otro@demo.ar', password: '123' }, 400],
      [{ ...newUser, email: 'otro@demo.ar', isActive: false }, 400],
      [{ ...newUser, email: 'otro@demo.ar', role: 'cliente' }, 400],
      [{ ...newUser, email: 'otro@demo.ar', role: 'cliente', clienteId: 99999 }, 400],
      [{ ...newUser, email: 'otro@demo.ar', role: 'superusuario' }, 400],
      [{ ...newUser, email: 'no-es-email' }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await call(t.app, token, { method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().success).toBe(false);
    }
    const short = await call(t.app, token, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUser, email: 'otro@demo.ar', password: '123' },
    });
    expect(short.json().details[0].mensaje).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(await countUsers()).toBe(before);
  });
});

describe('sign-in throttling shared in PostgreSQL', () => {
  // Two server instances on one database, each with its own throttle object: the counts must be shared.
  const shared = useTestApp({
    env: { LOGIN_MAX_FAILURES_PER_USER: '4', LOGIN_MAX_FAILURES_PER_IP: '6' },
    users: [],
  });
  let second: FastifyInstance;
  beforeAll(async () => {
    second = await buildApp({ config: shared.config, database: shared.database });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  const attempt = (app: FastifyInstance, email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
  const one = () => shared.app;
  const attemptRows = (key: string) =>
    sqlCount(shared.database.db, sql`select count(*)::int as n from login_attempts where key = ${key}`);

  it('counts the user name and the e-mail of one account together, across instances', async () => {
    expect((await attempt(one(), 'operador1', 'mala', '10.0.1.1')).statusCode).toBe(401);
    expect((await attempt(second, 'OPERADOR1@demo.ar', 'mala', '10.0.1.2')).statusCode).toBe(401);
    expect((await attempt(one(), ' operador1@demo.ar ', 'mala', '10.0.1.3')).statusCode).toBe(401);
    expect((await attempt(second, 'Operador1', 'mala', '10.0.1.4')).statusCode).toBe(401);
    // The 5th attempt, even with the right password, by either name and on either instance, is refused.
    for (const [app, name] of [
      [one(), 'operador1'],
      [second, 'operador1@demo.ar'],
    ] as const) {
      const limited = await attempt(app, name, 'demo123', '10.0.1.5');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(
        'Demasiados intentos de inicio de sesión. Probá de nuevo en 15 minutos.',
      );
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // Refused attempts are not counted: still exactly the 4 failures.
    const [op] = await sqlRows<{ id: number }>(
      shared.database.db,
      sql`select id from users where username = 'operador1'`,
    );
    expect(await attemptRows(`a:${op?.id}`)).toBe(4);
  });

  it('throttles an unknown name like a known one, with the same answers', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await attempt(one(), 'Nadie@demo.ar', 'mala', `10.0.2.${i}`));
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Email, usuario o contraseña incorrectos');
    }
    const limited = await attempt(second, 'nadie@demo.ar ', 'mala', '10.0.2.9');
    expect(limited.statusCode).toBe(429);
    expect(await attemptRows('u:nadie@demo.ar')).toBe(4);
  });

  it('limits failures per IP whatever the account, on every instance', async () => {
    const ip = '10.0.3.1';
    const names = ['desconocido1', 'desconocido2', 'desconocido3', 'supervisor', 'contable', 'cliente'];
    for (const [i, name] of names.entries()) {
      expect((await attempt(i % 2 ? second : one(), name, 'mala', ip)).statusCode).toBe(401);
    }
    expect((await attempt(second, 'grupo', 'demo123', ip)).statusCode).toBe(429);
    expect((await attempt(one(), 'grupo', 'demo123', ip)).statusCode).toBe(429);
    // The accounts themselves have 1 failure each: from another address they sign in.
    expect((await attempt(one(), 'grupo', 'demo123', '10.0.3.2')).statusCode).toBe(200);
    expect((await attempt(second, 'supervisor', 'demo123', '10.0.3.2')).statusCode).toBe(200);
  });

  it("a success clears the account's count (and does not count against the IP)", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await attempt(i % 2 ? second : one(), 'operador2', 'mala', '10.0.4.1')).statusCode).toBe(401);
    }
    expect((await attempt(second, 'operador2@demo.ar', 'demo123', '10.0.4.1')).statusCode).toBe(200);
    const [row] = await sqlRows<{ id: number }>(
      shared.database.db,
      sql`select id from users where username = 'operador2'`,
    );
    expect(await attemptRows(`a:${row?.id}`)).toBe(0);
    expect(await attemptRows('ip:10.0.4.1')).toBe(3);
    // Four new failures are allowed again (without the clearing the 2nd would already be refused).
    for (let i = 0; i < 4; i++) {
      expect((await attempt(one(), 'operador2', 'mala', '10.0.4.2')).statusCode).toBe(401);
    }
    expect((await attempt(one(), 'operador2', 'demo123', '10.0.4.3')).statusCode).toBe(429);
  });

  it('lets at most the limit through when 50 wrong guesses arrive at once on two instances', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(i % 2 ? second : one(), 'grupo', 'mala', `10.0.5.${i}`)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(4);
    expect(codes.filter((c) => c === 429)).toHaveLength(46);
    // The account is locked now, for the right password too.
    expect((await attempt(second, 'grupo', 'demo123', '10.0.5.99')).statusCode).toBe(429);
  });

  it('does not count attempts older than the window, and a new instance prunes them', async () => {
    await shared.database.db.execute(
      sql`insert into login_attempts (key, at) select 'ip:10.0.6.1', now() - interval '16 minutes' from generate_series(1, 10)`,
    );
    expect((await attempt(one(), 'cliente', 'demo123', '10.0.6.1')).statusCode).toBe(200);
    const third = await buildApp({ config: shared.config, database: shared.database });
    try {
      await third.ready();
      expect((await attempt(third, 'cliente', 'demo123', '10.0.6.2')).statusCode).toBe(200);
    } finally {
      await third.close();
    }
    expect(
      await sqlCount(
        shared.database.db,
        sql`select count(*)::int as n from login_attempts where at < now() - interval '15 minutes'`,
      ),
    ).toBe(0);
  });
});
