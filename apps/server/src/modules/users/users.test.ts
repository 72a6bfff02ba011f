import { CURSOR_INVALID, encodeCursor } from '@auditorias/domain/schemas/lists';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, cursorParam, followPages, loginAs, useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp();
const { tokens, ids } = t;
/** PUT /api/users/{id} as `who`. */
const editUser = (who: string, id: number | undefined, payload: object) =>
  t.put(who, `/api/users/${id}`, payload);
/** An operator made by the admin (POST /api/users, password 'secreto'), and its first session. */
async function signedInOperator(name: string, email: string) {
  const created = await t.post('admin', '/api/users', { name, email, password: 'secreto', role: 'operador' });
  const id = created.json().data.id as number;
  return { id, session: await loginAs(t.app, email, 'secreto') };
}
/** A snapshot of the users table, to prove a refused call changed nothing. */
const snapshot = () =>
  sqlRows(
    t.database.db,
    sql`select id, name, email, username, role, is_active, password_hash, permission_overrides, cliente_id, deleted_at from users order by id`,
  );

describe('GET /api/users', () => {
  it('lists users with search and role filter for admin and supervisor', async () => {
    for (const who of ['admin', 'supervisor']) {
      const all = await t.get(who, '/api/users');
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBeGreaterThanOrEqual(8);
      expect(JSON.stringify(all.json())).not.toMatch(/password/i);
    }
    const ops = await t.get('admin', '/api/users?role=operador');
    expect(
      ops
        .json()
        .data.map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['operador1', 'operador2']);
    const search = await t.get('admin', '/api/users?search=NORTE');
    expect(search.json().data.map((u: { username: string }) => u.username)).toEqual(['cliente']);
    const wildcard = await t.get('admin', '/api/users?search=%25');
    expect(wildcard.json().data).toEqual([]);
    expect((await t.get('admin', '/api/users?role=jefe')).statusCode).toBe(400);
  });

  it('pages by name without duplicates or misses (ties on the name), with search and role in the server', async () => {
    // Five namesakes (a tie on the name across page boundaries), two of them operators, one deleted.
    await t.database.db.execute(sql`
      insert into users (name, email, username, password_hash, role, deleted_at)
      select 'Paginado Igual', 'paginado' || g || '@demo.com', 'paginado' || g, 'x',
        (case when g <= 2 then 'operador' else 'contable' end)::role,
        case when g = 5 then now() end
      from generate_series(1, 5) g`);
    await t.database.db.execute(sql`
      insert into users (name, email, username, password_hash, role)
      values ('Abel Paginado', 'abel.p@demo.com', 'abel.p', 'x', 'supervisor')`);

    const allPages = (query: string) =>
      followPages(async (cursor) => {
        const res = await t.get('admin', `/api/users?${query}${cursorParam(cursor)}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as {
          data: Array<{ id: number }>;
          total: number;
          paginacion: { siguiente: string | null };
        };
      }, 50);
    const idsOf = (pages: Array<{ data: Array<{ id: number }> }>) =>
      pages.flatMap((p) => p.data.map((u) => u.id));
    const expected = async (where: ReturnType<typeof sql>) =>
      (
        await sqlRows<{ id: number }>(
          t.database.db,
          sql`select id from users where deleted_at is null and ${where} order by name, id`,
        )
      ).map((r) => r.id);

    const searched = await allPages('search=paginado&limit=2');
    expect(searched.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(searched.every((p) => p.total === 5)).toBe(true);
    expect(idsOf(searched)).toEqual(
      await expected(sql`(name ilike '%paginado%' or email ilike '%paginado%')`),
    );
    expect(searched[2]?.paginacion.siguiente).toBeNull();

    const operators = await allPages('role=operador&search=Paginado&limit=1');
    expect(idsOf(operators)).toEqual(await expected(sql`role = 'operador' and name = 'Paginado Igual'`));
    expect(idsOf(operators)).toHaveLength(2);

    const everyone = await allPages('limit=3');
    expect(idsOf(everyone)).toEqual(await expected(sql`true`));
    expect(everyone[0]?.total).toBe(idsOf(everyone).length);

    const big = await t.get('admin', '/api/users?limit=1000');
    expect(big.json().paginacion.limite).toBe(100);
  });

  it('refuses a cursor that is not one of the list', async () => {
    for (const cursor of ['nope', encodeCursor({ at: '2024-01-01T00:00:00.000Z', id: 999_999 })]) {
      const res = await t.get('admin', `/api/users?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().message).toBe(CURSOR_INVALID);
    }
  });

  it('is refused to roles without user_view', async () => {
    for (const who of ['operador1', 'contable', 'cliente', 'grupo']) {
      expect((await t.get(who, '/api/users')).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('operators and assignable lists', async () => {
    const ops = await t.get('admin', '/api/users/operators');
    expect(ops.json().data.every((u: { role: string }) => u.role === 'operador')).toBe(true);
    const assignable = await t.get('supervisor', '/api/users/assignable');
    expect(assignable.statusCode).toBe(200);
    const roles = new Set(assignable.json().data.map((u: { role: string }) => u.role));
    expect([...roles].sort()).toEqual(['operador', 'supervisor']);
    expect(assignable.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      username: expect.any(String),
      role: expect.any(String),
    });
    for (const who of ['operador1', 'contable', 'cliente']) {
      expect((await t.get(who, '/api/users/assignable')).statusCode, who).toBe(403);
    }
  });
});

describe('GET /api/users/{id}', () => {
  it('own record for everyone, others only with user_view', async () => {
    expect((await t.get('cliente', `/api/users/${ids.cliente}`)).statusCode).toBe(200);
    expect((await t.get('cliente', `/api/users/${ids.cliente2}`)).statusCode).toBe(403);
    expect((await t.get('operador1', `/api/users/${ids.admin}`)).statusCode).toBe(403);
    expect((await t.get('supervisor', `/api/users/${ids.operador1}`)).statusCode).toBe(200);
    expect((await t.get('admin', '/api/users/999999')).statusCode).toBe(404);
  });
});

describe('POST /api/users', () => {
  it('admin creates a user with the spec validations', async () => {
    const before = await snapshot();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ email: 'a@b.ar', password: 'secreto', role: 'operador' }, 'El nombre es obligatorio'],
      [{ name: 'X', password: 'secreto', role: 'operador' }, 'El email es obligatorio'],
      [{ name: 'X', email: '', password: 'secreto', role: 'operador' }, 'El email es obligatorio'],
      [
        { name: 'X', email: 'x@demo.ar', role: 'operador' },
        'La contraseña es obligatoria para usuarios nuevos',
      ],
      [
        { name: 'X', email: 'x@demo.ar', password: '12345', role: 'operador' },
        'La contraseña debe tener al menos 6 caracteres',
      ],
    ];
    for (const [payload, text] of bad) {
      const res = await t.post('admin', '/api/users', payload);
      expect(res.statusCode, text).toBe(400);
      expect(res.json().details.map((d: { mensaje: string }) => d.mensaje)).toContain(text);
    }
    expect(await snapshot()).toEqual(before);

    const created = await t.post('admin', '/api/users', {
      name: 'Paula Operadora',
      email: 'paula@demo.ar',
      password: 'secreto',
      role: 'operador',
      username: '',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Usuario creado exitosamente' });
    expect(created.json().data).toMatchObject({ username: null, role: 'operador', isActive: true });
    // Without a username, the email signs in.
    expect((await loginAs(t.app, 'paula@demo.ar', 'secreto')).token).toBeTruthy();
  });

  it('creates a group administrator client with its companies', async () => {
    const [norte, sur] = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from clients order by id`,
    );
    const res = await t.post('admin', '/api/users', {
      name: 'Otra Grupo',
      email: 'otra.grupo@demo.ar',
      password: 'secreto',
      role: 'cliente',
      clienteId: norte?.id,
      permissions: { esAdministradorGrupo: true, nombreGrupo: 'G2', clientesAdministrados: [sur?.id] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.permissions).toMatchObject({
      esAdministradorGrupo: true,
      nombreGrupo: 'G2',
      clientesAdministrados: [sur?.id],
      user_manage: false,
    });
  });

  it('refuses every role without user_manage, and a user_manage override cannot create admins', async () => {
    const before = await snapshot();
    const payload = { name: 'Nuevo', email: 'nuevo2@demo.ar', password: 'secreto', role: 'operador' };
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      expect((await t.post(who, '/api/users', payload)).statusCode, who).toBe(403);
    }
    await t.patch('admin', `/api/users/${ids.supervisor}/permissions`, {
      permissions: { user_manage: true },
    });
    const admin = await t.post('supervisor', '/api/users', { ...payload, role: 'admin' });
    expect(admin.statusCode).toBe(403);
    const withPerms = await t.post('supervisor', '/api/users', {
      ...payload,
      permissions: { finance_manage: true },
    });
    expect(withPerms.statusCode).toBe(403);
    await t.patch('admin', `/api/users/${ids.supervisor}/permissions`, {
      permissions: { user_manage: false },
    });
    const after = await snapshot();
    expect(after.filter((u) => (u as { email: string }).email === 'nuevo2@demo.ar')).toEqual([]);
    expect(after.length).toBe(before.length);
  });
});

describe('PUT /api/users/{id}', () => {
  it('admin edits a user; a new password ends that user sessions', async () => {
    const op = await loginAs(t.app, 'operador2');
    const res = await editUser('admin', ids.operador2, { name: 'Oscar O. Operador', password: 'nuevaclave' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.name).toBe('Oscar O. Operador');
    const me = await call(t.app, op.token, { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({
      forceLogout: true,
      message: 'Tus datos de acceso cambiaron. Iniciá sesión nuevamente.',
    });
    expect((await loginAs(t.app, 'operador2', 'nuevaclave')).token).toBeTruthy();
    tokens.operador2 = (await loginAs(t.app, 'operador2', 'nuevaclave')).token;
  });

  it('a user changes their own name and password, keeping the current session', async () => {
    const other = await loginAs(t.app, 'contable');
    const res = await editUser('contable', ids.contable, {
      name: 'Carla C.',
      password: 'otraclave',
      passwordActual: 'demo123',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.get('contable', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(t.app, other.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  const endReasons = async (userId: number) =>
    sqlRows<{ token_hash: string; end_reason: string | null }>(
      t.database.db,
      sql`select token_hash, end_reason from auth_sessions where user_id = ${userId} order by id`,
    );

  it('changing one own password without the current one, or with a wrong one, changes nothing', async () => {
    const other = await loginAs(t.app, 'cliente2');
    const before = await snapshot();
    const sessionsBefore = await endReasons(ids.cliente2 ?? 0);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ password: 'nuevaclave1' }, 400, 'Ingresá tu contraseña actual para cambiarla'],
      [{ password: 'nuevaclave1', passwordActual: '' }, 400, 'Ingresá tu contraseña actual para cambiarla'],
      [{ password: 'nuevaclave1', passwordActual: 'demo1234' }, 403, 'La contraseña actual es incorrecta'],
      [
        { name: 'Otro nombre', password: 'nuevaclave1', passwordActual: 'x' },
        403,
        'La contraseña actual es incorrecta',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await editUser('cliente2', ids.cliente2, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(res.json().details).toEqual([{ campo: 'passwordActual', mensaje: message }]);
    }
    expect(await snapshot()).toEqual(before);
    expect(await endReasons(ids.cliente2 ?? 0)).toEqual(sessionsBefore);
    expect((await call(t.app, other.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await loginAs(t.app, 'cliente2', 'demo123')).token).toBeTruthy();
  });

  it('with the right current password: changed, other sessions ended as credenciales, this one kept', async () => {
    const other = await loginAs(t.app, 'cliente2');
    const res = await editUser('cliente2', ids.cliente2, {
      password: 'nuevaclave1',
      passwordActual: 'demo123',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.get('cliente2', '/api/auth/me')).statusCode).toBe(200);
    const gone = await call(t.app, other.token, { method: 'GET', url: '/api/auth/me' });
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toMatchObject({ forceLogout: true });
    const sessions = await endReasons(ids.cliente2 ?? 0);
    // Every session but the one that made the change is closed for 'credenciales'.
    expect(sessions.filter((s) => s.end_reason === null)).toHaveLength(1);
    expect(sessions.filter((s) => s.end_reason !== null).every((s) => s.end_reason === 'credenciales')).toBe(
      true,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'cliente2', password: 'demo123' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await loginAs(t.app, 'cliente2', 'nuevaclave1')).token).toBeTruthy();
  });

  it('an admin gives the current password for their own, but not to reset someone else', async () => {
    const otherAdmin = await loginAs(t.app, 'admin');
    const own = (payload: Record<string, unknown>) => editUser('admin', ids.admin, payload);
    const missing = await own({ password: 'adminclave' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Ingresá tu contraseña actual para cambiarla');
    const wrong = await own({ password: 'adminclave', passwordActual: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('La contraseña actual es incorrecta');
    expect((await call(t.app, otherAdmin.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(
      200,
    );

    expect((await own({ password: 'adminclave', passwordActual: 'demo123' })).statusCode).toBe(200);
    expect((await t.get('admin', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(t.app, otherAdmin.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(
      401,
    );
    // Back to the demo password for the other tests.
    expect((await own({ password: 'demo123', passwordActual: 'adminclave' })).statusCode).toBe(200);

    // Resetting someone else's password needs no current one (and ignores one given).
    const reset = await editUser('admin', ids.cliente2, {
      password: 'demo123',
      passwordActual: 'cualquiera',
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginAs(t.app, 'cliente2', 'demo123')).token).toBeTruthy();
    tokens.cliente2 = (await loginAs(t.app, 'cliente2', 'demo123')).token;
  });

  it('escalation is impossible: own role, other users, privileged and unknown fields', async () => {
    const before = await snapshot();
    const attempts: Array<[string, number, Record<string, unknown>, number]> = [
      ['operador1', ids.operador1 ?? 0, { role: 'admin' }, 403],
      ['supervisor', ids.supervisor ?? 0, { role: 'admin' }, 403],
      ['cliente', ids.cliente ?? 0, { clienteId: 2 }, 403],
      ['operador1', ids.operador2 ?? 0, { name: 'Hackeado' }, 403],
      ['supervisor', ids.operador1 ?? 0, { password: 'robada123' }, 403],
      ['supervisor', ids.admin ?? 0, { name: 'X' }, 403],
      ['cliente', ids.cliente2 ?? 0, { name: 'X' }, 403],
      ['operador1', ids.operador1 ?? 0, { isActive: false }, 400],
      ['operador1', ids.operador1 ?? 0, { permissions: { user_manage: true } }, 400],
      ['cliente', ids.cliente ?? 0, { permissionOverrides: { user_manage: true } }, 400],
      ['admin', ids.admin ?? 0, { role: 'operador' }, 403],
    ];
    for (const [who, target, payload, status] of attempts) {
      const res = await editUser(who, target, payload);
      expect(res.statusCode, `${who} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json().success).toBe(false);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a taken email or username with 409', async () => {
    const email = await editUser('admin', ids.operador1, { email: 'admin@demo.ar' });
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('Ya existe un usuario con ese email');
    const username = await editUser('admin', ids.operador1, { username: 'cliente' });
    expect(username.statusCode).toBe(409);
  });

  it('changing the role ends the sessions and clears the old overrides', async () => {
    const created = await t.post('admin', '/api/users', {
      name: 'Rol',
      email: 'rol@demo.ar',
      password: 'secreto',
      role: 'operador',
      permissions: { finance_view: true },
    });
    const id = created.json().data.id as number;
    const s = await loginAs(t.app, 'rol@demo.ar', 'secreto');
    const res = await editUser('admin', id, { role: 'supervisor' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions.finance_view).toBe(false);
    expect((await call(t.app, s.token, { method: 'GET', url: '/api/auth/me' })).json().forceLogout).toBe(
      true,
    );
    const toClient = await editUser('admin', id, { role: 'cliente' });
    expect(toClient.statusCode).toBe(400);
  });
});

describe('PATCH /api/users/{id}/permissions', () => {
  it('admin overrides role defaults; the change applies on the next request', async () => {
    expect((await t.get('operador1', '/api/users')).statusCode).toBe(403);
    const res = await t.patch('admin', `/api/users/${ids.operador1}/permissions`, {
      permissions: { user_view: true, audit_view: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toMatchObject({ user_view: true, audit_view: false });
    expect((await t.get('operador1', '/api/users')).statusCode).toBe(200);
    await t.patch('admin', `/api/users/${ids.operador1}/permissions`, { permissions: {} });
    expect((await t.get('operador1', '/api/users')).statusCode).toBe(403);
  });

  it('is refused to everyone but admin, unknown keys are refused, nothing changes', async () => {
    const before = await snapshot();
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      const res = await t.patch(who, `/api/users/${ids[who]}/permissions`, {
        permissions: { user_manage: true },
      });
      expect(res.statusCode, who).toBe(403);
    }
    const unknown = await t.patch('admin', `/api/users/${ids.operador1}/permissions`, {
      permissions: { superpoder: true },
    });
    expect(unknown.statusCode).toBe(400);
    const missingClient = await t.patch('admin', `/api/users/${ids.grupo}/permissions`, {
      permissions: { esAdministradorGrupo: true, clientesAdministrados: [999999] },
    });
    expect(missingClient.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('client users never get staff permissions, only group data', async () => {
    const res = await t.patch('admin', `/api/users/${ids.cliente}/permissions`, {
      permissions: { user_manage: true, finance_manage: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissions).toMatchObject({
      user_manage: false,
      finance_manage: false,
      esAdministradorGrupo: false,
    });
  });
});

describe('POST /api/users/{id}/activate and DELETE /api/users/{id}', () => {
  it('deactivating ends the sessions and blocks sign-in; reactivating allows it', async () => {
    const { id, session: s } = await signedInOperator('Temporal', 'temporal@demo.ar');
    const off = await t.post('admin', `/api/users/${id}/activate`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Usuario desactivado', data: { isActive: false } });
    expect((await call(t.app, s.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'temporal@demo.ar', password: 'secreto' },
    });
    expect(login.statusCode).toBe(403);
    await t.post('admin', `/api/users/${id}/activate`, { isActive: true });
    expect((await loginAs(t.app, 'temporal@demo.ar', 'secreto')).token).toBeTruthy();
  });

  it('nobody deactivates or deletes themselves; only admins toggle activity', async () => {
    const self = await t.post('admin', `/api/users/${ids.admin}/activate`, { isActive: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('No podés desactivar tu propio usuario');
    const selfDelete = await t.del('admin', `/api/users/${ids.admin}`);
    expect(selfDelete.statusCode).toBe(403);
    expect(selfDelete.json().message).toBe('No podés eliminar tu propio usuario');
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      const res = await t.post(who, `/api/users/${ids.operador1}/activate`, { isActive: false });
      expect(res.statusCode, who).toBe(403);
      expect((await t.del(who, `/api/users/${ids.operador1}`)).statusCode, who).toBe(403);
    }
    expect(
      (await t.post('admin', `/api/users/${ids.operador1}/activate`, { isActive: 'no' })).statusCode,
    ).toBe(400);
  });

  it('deleting hides the user, ends the sessions, keeps the history and frees the email', async () => {
    const { id, session: s } = await signedInOperator('Borrable', 'borrable@demo.ar');
    const res = await t.del('admin', `/api/users/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Usuario eliminado exitosamente');
    expect((await call(t.app, s.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.get('admin', `/api/users/${id}`)).statusCode).toBe(404);
    const list = await t.get('admin', '/api/users?search=borrable');
    expect(list.json().data).toEqual([]);
    const history = await sqlRows(t.database.db, sql`select id from login_history where user_id = ${id}`);
    expect(history.length).toBe(1);
    const again = await t.post('admin', '/api/users', {
      name: 'Borrable 2',
      email: 'borrable@demo.ar',
      password: 'secreto',
      role: 'operador',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('GET /api/users/{id}/dashboard and POST /api/users/fix-usernames', () => {
  it('dashboard summarises sessions, connections and unread messages', async () => {
    const res = await t.get('admin', `/api/users/${ids.supervisor}/dashboard`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      sesionActiva: true,
      conexionesUltimos30Dias: expect.any(Number),
    });
    expect((await t.get('operador1', `/api/users/${ids.supervisor}/dashboard`)).statusCode).toBe(403);
  });

  it('fix-usernames gives every user without one a unique username (admin only)', async () => {
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      expect((await t.post(who, '/api/users/fix-usernames')).statusCode, who).toBe(403);
    }
    const res = await t.post('admin', '/api/users/fix-usernames');
    expect(res.statusCode).toBe(200);
    const fixes = res.json().fixes as Array<{ email: string; newUsername: string }>;
    expect(fixes.find((f) => f.email === 'paula@demo.ar')?.newUsername).toBe('paula');
    const left = await sqlRows(
      t.database.db,
      sql`select id from users where username is null and deleted_at is null`,
    );
    expect(left).toEqual([]);
    const second = await t.post('admin', '/api/users/fix-usernames');
    expect(second.json().fixes).toEqual([]);
  });
});
