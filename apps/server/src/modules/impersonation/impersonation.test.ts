import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'grupo'] });
const { tokens, ids } = t;

const as = (token: string | undefined, options: Parameters<typeof call>[2]) =>
  call(t.app, token ?? null, options);
const start = (who: string, userId: number | undefined) =>
  as(tokens[who], { method: 'POST', url: '/api/impersonation/start', payload: { userId } });

describe('impersonation', () => {
  it('an admin views the product as a client; both identities are recorded, and exiting ends it', async () => {
    const res = await start('admin', ids.cliente);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { id: ids.cliente, role: 'cliente' },
      impersonator: { id: ids.admin },
    });
    const token = body.token as string;

    const me = await as(token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json()).toMatchObject({
      user: { id: ids.cliente },
      impersonator: { id: ids.admin, name: 'Ana Administradora' },
    });
    // The client's scope applies: staff-only calls are refused.
    expect((await as(token, { method: 'GET', url: '/api/users' })).statusCode).toBe(403);

    // A write while impersonating is recorded with both people.
    const sent = await as(token, {
      method: 'POST',
      url: '/api/messages',
      payload: { toUserId: ids.supervisor, contenido: 'Escrito en modo impersonación' },
    });
    expect(sent.statusCode).toBe(201);
    const log = await sqlRows<{
      action: string;
      user_id: number;
      impersonator_id: number;
      method: string;
      path: string;
    }>(
      t.database.db,
      sql`select action, user_id, impersonator_id, method, path from activity_log order by id`,
    );
    expect(log).toEqual([
      expect.objectContaining({
        action: 'impersonacion_inicio',
        user_id: ids.cliente,
        impersonator_id: ids.admin,
      }),
      expect.objectContaining({
        action: 'escritura_impersonada',
        user_id: ids.cliente,
        impersonator_id: ids.admin,
        method: 'POST',
        path: '/api/messages',
      }),
    ]);
    const message = await sqlRows<{ impersonator_id: number }>(
      t.database.db,
      sql`select impersonator_id from messages where contenido = 'Escrito en modo impersonación'`,
    );
    expect(message[0]?.impersonator_id).toBe(ids.admin);

    // Not a sign-in of the client's.
    expect(
      await sqlCount(
        t.database.db,
        sql`select count(*)::int as n from login_history where user_id = ${ids.cliente}`,
      ),
    ).toBe(1);

    const stop = await as(token, { method: 'POST', url: '/api/impersonation/stop' });
    expect(stop.statusCode).toBe(200);
    expect((await as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(tokens.admin, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const end = await sqlCount(
      t.database.db,
      sql`select count(*)::int as n from activity_log where action = 'impersonacion_fin'`,
    );
    expect(end).toBe(1);
  });

  it('password changes are refused while impersonating, and nothing changes', async () => {
    const { token } = (await start('admin', ids.operador1)).json();
    const before = await sqlRows(
      t.database.db,
      sql`select password_hash from users where id = ${ids.operador1}`,
    );
    const res = await as(token, {
      method: 'PUT',
      url: `/api/users/${ids.operador1}`,
      payload: { password: 'robada123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('No se puede cambiar una contraseña en modo impersonación');
    expect(
      await sqlRows(t.database.db, sql`select password_hash from users where id = ${ids.operador1}`),
    ).toEqual(before);
    // Reading a conversation does not mark the user's messages read.
    await as(tokens.supervisor, {
      method: 'POST',
      url: '/api/messages',
      payload: { toUserId: ids.operador1, contenido: 'Para Olga' },
    });
    await as(token, { method: 'GET', url: `/api/messages/conversation/${ids.supervisor}` });
    const unread = await as(tokens.operador1, { method: 'GET', url: '/api/messages/unread-count' });
    expect(unread.json().count).toBe(1);
    // Logging out of the impersonated session ends the impersonation.
    expect((await as(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await as(token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('refuses another admin, inactive or unknown users, nesting, and every non-admin role', async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { name: 'Otro Admin', email: 'otro.admin@demo.ar', password: 'secreto', role: 'admin' },
    });
    const otherAdmin = other.json().user.id as number;
    const refused = await start('admin', otherAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No se puede impersonar a otro administrador');
    expect((await start('admin', ids.admin)).statusCode).toBe(403);
    expect((await start('admin', 999999)).statusCode).toBe(404);

    const { token } = (await start('admin', ids.supervisor)).json();
    const nested = await as(token, {
      method: 'POST',
      url: '/api/impersonation/start',
      payload: { userId: ids.operador1 },
    });
    expect(nested.statusCode).toBe(403);

    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      expect((await start(who, ids.operador1)).statusCode, who).toBe(403);
    }
    expect((await as(tokens.admin, { method: 'POST', url: '/api/impersonation/stop' })).statusCode).toBe(403);
    const sessions = await sqlCount(
      t.database.db,
      sql`select count(*)::int as n from auth_sessions where impersonator_id is not null and user_id = ${ids.operador1} and ended_at is null`,
    );
    expect(sessions).toBe(0);
  });
});
