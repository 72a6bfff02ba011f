import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, users } from '../../db/schema/index';
import { call, createTestApp, loginAs, type TestContext } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USER: '4', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(async () => {
  await t?.close();
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
