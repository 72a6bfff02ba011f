import { MSG } from '@auditorias/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, loginAs, secondInstance, useTestApp } from '../test/app';
import { sqlRows } from '../test/database';
import { breakFeedConnection } from './change-feed';

/**
 * Two server instances (A and B) on ONE PostgreSQL database, each with its own connection pool and its own
 * listening connection, as two processes behind a load balancer would be.
 */
const t = useTestApp({ users: [] });
const { users: ids, clients } = t;
let a: FastifyInstance;
let b: FastifyInstance;
let closeB: () => Promise<void>;
/** Session lookups B sent to the database (queries on auth_sessions through B's pool). */
let lookupsB = 0;

beforeAll(async () => {
  a = t.app;
  ({ app: b, close: closeB } = await secondInstance(t, t.config, (databaseB) => {
    const pool = (databaseB.db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (/from "auth_sessions"/i.test(text)) lookupsB++;
      return query(...args);
    };
  }));
  await b.ready();
});

afterAll(async () => {
  await closeB?.();
});

const me = (app: FastifyInstance, token: string) => call(app, token, { method: 'GET', url: '/api/auth/me' });

/**
 * Has B answer the session twice, the second time from memory (no lookup of its own): answers B's lookup count
 * once it holds the session cached.
 */
async function cachedOnB(token: string, label?: string): Promise<number> {
  expect((await me(b, token)).statusCode, label).toBe(200);
  const cached = lookupsB;
  expect((await me(b, token)).statusCode, label).toBe(200);
  expect(lookupsB, label).toBe(cached); // really cached
  return cached;
}

/**
 * Resolves when B's listening connection delivers a "sesiones" notification naming the user, with the time it
 * took. The very next request on B must then see the change (and nothing else reaches B in between).
 */
function nextSessionChangeOnB(userId: number | null): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification reached B')), 2000);
    const off = b.changes.on('sesiones', (change) => {
      if (userId === null ? change.operators : change.userIds.includes(userId)) {
        clearTimeout(timer);
        off();
        resolve(performance.now() - start);
      }
    });
  });
}

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('session cache on two instances', () => {
  it('answers repeated requests from memory: one database lookup for many requests', async () => {
    expect(b.changes.live).toBe(true);
    const op = await loginAs(a, 'operador1');
    const before = lookupsB;
    for (let i = 0; i < 10; i++) expect((await me(b, op.token)).statusCode).toBe(200);
    expect(lookupsB - before).toBe(1);
    // A wrong token is never cached as valid and always asks.
    const wrong = await me(b, 'x'.repeat(43));
    expect(wrong.statusCode).toBe(401);
    expect(lookupsB - before).toBe(2);
  });

  it('keeps answering from memory under a steady stream of concurrent requests of one session', async () => {
    // Twenty callers in a loop, as a busy screen under load: each first request misses, and the lookups that
    // finish while the others are being answered must not make those others ask the database again.
    const op = await loginAs(a, 'operador1');
    const before = lookupsB;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 15; i++) expect((await me(b, op.token)).statusCode).toBe(200);
      }),
    );
    expect(lookupsB - before).toBeLessThanOrEqual(20);
  });

  it('a forced logout on A is a forced logout on B at the very next request, though B had cached the session', async () => {
    const admin = await loginAs(a, 'admin');
    for (let round = 0; round < 10; round++) {
      const op = await loginAs(a, 'operador1');
      await cachedOnB(op.token);
      const notified = nextSessionChangeOnB(op.userId);
      const closed = await call(a, admin.token, {
        method: 'POST',
        url: `/api/work-sessions/close-user-session/${op.userId}`,
      });
      expect(closed.statusCode).toBe(200);
      expect(await notified).toBeLessThan(500);
      const next = await me(b, op.token);
      expect(next.statusCode, `round ${round}`).toBe(401);
      expect(next.json()).toMatchObject({ forceLogout: true, message: MSG.forcedLogout });
    }
  });

  it('a deactivation on A logs the user out on B at the next request', async () => {
    const admin = await loginAs(a, 'admin');
    const client = await loginAs(a, 'cliente');
    await cachedOnB(client.token);
    const notified = nextSessionChangeOnB(client.userId);
    const off = await call(a, admin.token, {
      method: 'POST',
      url: `/api/users/${client.userId}/activate`,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await notified;
    const next = await me(b, client.token);
    expect(next.statusCode).toBe(401);
    expect(next.json().forceLogout).toBe(true);
    await call(a, admin.token, {
      method: 'POST',
      url: `/api/users/${client.userId}/activate`,
      payload: { isActive: true },
    });
  });

  it('a password change and a role change on A refuse the old token on B at the next request', async () => {
    const admin = await loginAs(a, 'admin');
    const username = 'cambio-credenciales';
    const created = await call(a, admin.token, {
      method: 'POST',
      url: '/api/users',
      payload: {
        email: `${username}@demo.ar`,
        username,
        password: 'demo1234',
        name: 'Carla Cambio',
        role: 'operador',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const userId = (created.json().data?.id ?? created.json().user?.id) as number;
    for (const [change, payload] of [
      ['password', { password: 'otra-clave-9' }],
      ['role', { role: 'supervisor' }],
    ] as const) {
      const old = await loginAs(a, username, change === 'password' ? 'demo1234' : 'otra-clave-9');
      await cachedOnB(old.token, change);
      const notified = nextSessionChangeOnB(userId);
      const res = await call(a, admin.token, { method: 'PUT', url: `/api/users/${userId}`, payload });
      expect(res.statusCode, res.body).toBe(200);
      await notified;
      const next = await me(b, old.token);
      expect(next.statusCode, change).toBe(401);
      expect(next.json().forceLogout, change).toBe(true);
      // ...and on A too.
      expect((await me(a, old.token)).statusCode, change).toBe(401);
    }
    // The new credentials work on both instances, with the new role.
    const fresh = await loginAs(b, username, 'otra-clave-9');
    expect((await me(a, fresh.token)).json().user.role).toBe('supervisor');
  });

  it('a permission change on A applies on B at the next request', async () => {
    const admin = await loginAs(a, 'admin');
    const sup = await loginAs(a, 'supervisor');
    const users = await call(b, sup.token, { method: 'GET', url: '/api/users' });
    const before = users.statusCode;
    const cached = lookupsB;
    await call(b, sup.token, { method: 'GET', url: '/api/users' });
    expect(lookupsB).toBe(cached);
    // The supervisor loses (or gains) the permission to view users.
    const notified = nextSessionChangeOnB(sup.userId);
    const res = await call(a, admin.token, {
      method: 'PATCH',
      url: `/api/users/${sup.userId}/permissions`,
      payload: { permissions: { user_view: before !== 200 } },
    });
    expect(res.statusCode, res.body).toBe(200);
    await notified;
    const after = await call(b, sup.token, { method: 'GET', url: '/api/users' });
    expect(after.statusCode).toBe(before === 200 ? 403 : 200);
  });

  it('an operator-client assignment on A changes what the operator sees on B at once', async () => {
    const admin = await loginAs(a, 'admin');
    const op = await loginAs(a, 'operador1');
    const norte = clients['Demo Norte S.A.'] ?? 0;
    const [waiting] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from audits where client_id = ${norte} and estado in ('solicitud', 'pendiente')
          and operador_id is null and en_transito and deleted_at is null order by id limit 1`,
    );
    if (!waiting) throw new Error('the demo has no waiting audit of Demo Norte');
    const read = () => call(b, op.token, { method: 'GET', url: `/api/audits/${waiting.id}` });
    // operador1 is unrestricted: it sees a waiting audit of a company nobody is assigned to.
    expect((await read()).statusCode).toBe(200);
    const cached = lookupsB;
    expect((await read()).statusCode).toBe(200);
    expect(lookupsB).toBe(cached);
    // operador2 is assigned to Demo Norte on A: the company is claimed, operador1 no longer sees its queue.
    let notified = nextSessionChangeOnB(null);
    const assign = await call(a, admin.token, {
      method: 'POST',
      url: '/api/operator-permissions/assign-client',
      payload: { operatorId: ids.operador2, clientId: norte },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    await notified;
    expect((await read()).statusCode).toBe(404);
    notified = nextSessionChangeOnB(null);
    const unassign = await call(a, admin.token, {
      method: 'DELETE',
      url: `/api/operator-permissions/unassign-client/${ids.operador2}/${norte}`,
    });
    expect(unassign.statusCode, unassign.body).toBe(200);
    await notified;
    expect((await read()).statusCode).toBe(200);
  });

  it('records activity at most once a minute even when the session is answered from memory', async () => {
    const op = await loginAs(a, 'operador2');
    const lastSeen = async () => {
      const [row] = await sqlRows<{ t: string }>(
        t.database.db,
        sql`select last_seen_at as t from auth_sessions where user_id = ${op.userId} and ended_at is null`,
      );
      return new Date(row?.t ?? 0).getTime();
    };
    // Last activity 50 s ago when B first reads (and caches) the session: no write due yet.
    await t.database.db.execute(
      sql`update auth_sessions set last_seen_at = now() - interval '50 seconds' where user_id = ${op.userId} and ended_at is null`,
    );
    const first = await lastSeen();
    expect((await me(b, op.token)).statusCode).toBe(200);
    const cached = lookupsB;
    const settle = () => new Promise((r) => setTimeout(r, 100));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      vi.setSystemTime(start + 5_000); // 55 s since the activity: answered from memory, nothing written
      expect((await me(b, op.token)).statusCode).toBe(200);
      await settle();
      expect(await lastSeen()).toBe(first);
      vi.setSystemTime(start + 20_000); // 70 s: still from memory (20 s old entry), and the activity is written
      expect((await me(b, op.token)).statusCode).toBe(200);
      let written = await lastSeen();
      for (let i = 0; i < 100 && written === first; i++) {
        await settle();
        written = await lastSeen();
      }
      expect(written).toBe(start + 20_000);
      vi.setSystemTime(start + 25_000); // written 5 s ago: not again
      expect((await me(b, op.token)).statusCode).toBe(200);
      await settle();
      expect(await lastSeen()).toBe(start + 20_000);
      expect(lookupsB).toBe(cached); // all of it from memory
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the idle limit exact: a session ended for inactivity on A is refused on B, which had cached it', async () => {
    const op = await loginAs(a, 'operador2');
    expect((await me(b, op.token)).statusCode).toBe(200);
    const idleAgo = new Date(Date.now() - (t.config.session.idleMinutes + 1) * 60_000);
    await t.database.db.execute(
      sql`update auth_sessions set last_seen_at = ${idleAgo.toISOString()} where user_id = ${op.userId} and ended_at is null`,
    );
    const notified = nextSessionChangeOnB(op.userId);
    const onA = await me(a, op.token);
    expect(onA.statusCode).toBe(401);
    expect(onA.json().message).toBe(MSG.sessionExpired);
    // Ending the session (inactividad) notifies: B drops its copy and answers the same.
    await notified;
    const onB = await me(b, op.token);
    expect(onB.statusCode).toBe(401);
    expect(onB.json().message).toBe(MSG.sessionExpired);
  });

  it('a cached session past its maximum age is refused without waiting for the cache to expire', async () => {
    const sup = await loginAs(a, 'supervisor');
    const cached = await cachedOnB(sup.token);
    // Move the clock instead of the session: B judges its copy against now at every hit.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.session.maxHours * 60 + 1) * 60_000);
      const late = await me(b, sup.token);
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('Tu sesión expiró. Por favor, inicia sesión nuevamente.');
      expect(lookupsB).toBeGreaterThan(cached); // the expired copy sent B to the database
    } finally {
      vi.useRealTimers();
    }
  });

  it('while the listening connection is down the cache is not trusted: every request asks the database', async () => {
    const op = await loginAs(a, 'operador1');
    await cachedOnB(op.token);

    breakFeedConnection(b.changes, 1500);
    await until(() => !b.changes.live);
    const down = lookupsB;
    for (let i = 0; i < 3; i++) expect((await me(b, op.token)).statusCode).toBe(200);
    expect(lookupsB - down).toBe(3);
    // A forced logout while B is deaf still applies on B (it reads the database).
    const admin = await loginAs(a, 'admin');
    await call(a, admin.token, { method: 'POST', url: `/api/work-sessions/close-user-session/${op.userId}` });
    expect((await me(b, op.token)).statusCode).toBe(401);

    // Back: caching resumes (first request reads, the next ones do not).
    await until(() => b.changes.live, 10_000);
    const op2 = await loginAs(a, 'operador1');
    const back = lookupsB;
    for (let i = 0; i < 3; i++) expect((await me(b, op2.token)).statusCode).toBe(200);
    expect(lookupsB - back).toBe(1);
  });
});
