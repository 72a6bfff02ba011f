import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, cursorParam, followPages, useTestApp } from '../../test/app';
import { auditOrderRequest } from '../../test/audit-flow';
import { sqlCount, sqlRows } from '../../test/database';
import { LIGHT_BILL, marchSalaryConfig } from '../../test/finance';
import { apiRoutes, routeKey } from '../../test/routes';

const t = useTestApp();
const { tokens, ids, clients, branches, db } = t;
const IP = '203.0.113.7';

/** A call from a known IP, so that the records can be checked for it. */
const as = (who: string | null, options: InjectOptions) =>
  call(t.app, who ? (tokens[who] ?? who) : null, { remoteAddress: IP, ...options });

interface LogRow {
  id: number;
  action: string;
  user_id: number | null;
  impersonator_id: number | null;
  target_type: string | null;
  target_id: string | null;
  ip_address: string | null;
  status_code: number | null;
  details: Record<string, unknown> | null;
}
const lastId = async () => sqlCount(db(), sql`select coalesce(max(id), 0)::int as n from activity_log`);
const since = (id: number) =>
  sqlRows<LogRow>(
    db(),
    sql`select id, action, user_id, impersonator_id, target_type, target_id, ip_address, status_code, details
        from activity_log where id > ${id} order by id`,
  );

/** Runs `act` and returns the records it left. */
async function recorded(act: () => Promise<unknown>): Promise<LogRow[]> {
  const before = await lastId();
  await act();
  return since(before);
}

async function expectOk(res: Awaited<ReturnType<typeof as>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

describe('what the routes declare', () => {
  it('every deletion and every money, role and permission write declares its record', () => {
    const sensitive = apiRoutes(t.app).filter(
      (r) =>
        r.method !== 'GET' &&
        (r.method === 'DELETE' ||
          r.permission === 'finance_manage' ||
          /^\/api\/(sueldos|periodos|operator-permissions|impersonation)\//.test(r.url) ||
          /^\/api\/users\/:id(\/permissions|\/activate)?$/.test(r.url) ||
          routeKey(r) === 'POST /api/users/' ||
          routeKey(r) === 'POST /api/users'),
    );
    expect(sensitive.length).toBeGreaterThan(40);
    const missing = sensitive.filter((r) => r.activity === undefined).map(routeKey);
    expect(missing).toEqual([]);
  });
});

describe('each class of sensitive action leaves a record with actor, target, time and IP', () => {
  it('impersonation: the start, every write (once) and the end, with both people', async () => {
    let token = '';
    const started = await recorded(async () => {
      token = (
        await expectOk(
          await as('admin', {
            method: 'POST',
            url: '/api/impersonation/start',
            payload: { userId: ids.cliente },
          }),
        )
      ).token;
    });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      action: 'impersonacion_inicio',
      user_id: ids.cliente,
      impersonator_id: ids.admin,
      target_type: 'usuario',
      target_id: String(ids.cliente),
      ip_address: IP,
    });

    // An ordinary write: recorded as a write made while impersonating, with the route and the body's fields.
    const message = await recorded(async () =>
      expectOk(
        await as(token, {
          method: 'POST',
          url: '/api/messages',
          payload: { toUserId: ids.supervisor, contenido: 'Desde la impersonación' },
        }),
        201,
      ),
    );
    expect(message).toEqual([
      expect.objectContaining({
        action: 'escritura_impersonada',
        user_id: ids.cliente,
        impersonator_id: ids.admin,
        ip_address: IP,
        status_code: 201,
        details: expect.objectContaining({ ruta: '/api/messages' }),
      }),
    ]);

    // A refused write is on record too, with its status.
    const refused = await recorded(() =>
      as(token, { method: 'DELETE', url: `/api/messages/conversation/${ids.supervisor}x` }),
    );
    expect(refused).toEqual([
      expect.objectContaining({
        action: 'escritura_impersonada',
        impersonator_id: ids.admin,
        status_code: 400,
      }),
    ]);

    // A sensitive action while impersonating: one record, as that action, with the admin behind it.
    const audit = await expectOk(
      await as(
        token,
        auditOrderRequest({
          clienteId: clients['Demo Norte S.A.'],
          branchId: branches['Sucursal Belgrano'],
          titulo: 'Borrada en impersonación',
        }),
      ),
      201,
    );
    const deleted = await recorded(async () =>
      expectOk(await as(token, { method: 'DELETE', url: `/api/audits/${audit.data.id}` })),
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        action: 'audit_delete',
        user_id: ids.cliente,
        impersonator_id: ids.admin,
        target_type: 'auditoria',
        target_id: String(audit.data.id),
        ip_address: IP,
      }),
    ]);

    const end = await recorded(async () =>
      expectOk(await as(token, { method: 'POST', url: '/api/impersonation/stop' })),
    );
    expect(end).toEqual([
      expect.objectContaining({
        action: 'impersonacion_fin',
        user_id: ids.cliente,
        impersonator_id: ids.admin,
        target_id: String(ids.cliente),
        ip_address: IP,
      }),
    ]);
  });

  it('roles and permissions: creation, role change, permissions, (de)activation, deletion; operator access', async () => {
    const created = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: '/api/users',
          payload: {
            email: 'rastro@example.com',
            username: 'rastro',
            password: 'secreta123',
            name: 'Rastro Prueba',
            role: 'operador',
          },
        }),
        201,
      ),
    );
    expect(created).toHaveLength(1);
    const userId = Number(created[0]?.target_id);
    expect(created[0]).toMatchObject({
      action: 'user_create',
      user_id: ids.admin,
      impersonator_id: null,
      target_type: 'usuario',
      ip_address: IP,
      details: { rol: 'operador', nombre: 'Rastro Prueba' },
    });
    expect(userId).toBeGreaterThan(0);
    expect(JSON.stringify(created)).not.toContain('secreta123');

    const role = await recorded(async () =>
      expectOk(
        await as('admin', { method: 'PUT', url: `/api/users/${userId}`, payload: { role: 'supervisor' } }),
      ),
    );
    expect(role).toEqual([
      expect.objectContaining({
        action: 'user_role_change',
        user_id: ids.admin,
        target_id: String(userId),
        ip_address: IP,
        details: expect.objectContaining({ rolAnterior: 'operador', rol: 'supervisor' }),
      }),
    ]);

    // A password reset is recorded as an edit naming the field, never the value.
    const password = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'PUT',
          url: `/api/users/${userId}`,
          payload: { password: 'otraClave99' },
        }),
      ),
    );
    expect(password).toEqual([
      expect.objectContaining({ action: 'user_update', details: { campos: ['password'] }, ip_address: IP }),
    ]);
    expect(JSON.stringify(password)).not.toContain('otraClave99');

    const perms = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'PATCH',
          url: `/api/users/${userId}/permissions`,
          payload: { permissions: { user_view: true } },
        }),
      ),
    );
    expect(perms).toEqual([
      expect.objectContaining({
        action: 'user_permissions',
        target_id: String(userId),
        ip_address: IP,
        details: { user_view: true },
      }),
    ]);

    const off = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: `/api/users/${userId}/activate`,
          payload: { isActive: false },
        }),
      ),
    );
    expect(off).toEqual([
      expect.objectContaining({ action: 'user_activation', details: { isActive: false, anterior: true } }),
    ]);

    // A refused change leaves nothing.
    expect(
      await recorded(async () =>
        expect((await as('supervisor', { method: 'DELETE', url: `/api/users/${userId}` })).statusCode).toBe(
          403,
        ),
      ),
    ).toEqual([]);
    const gone = await recorded(async () =>
      expectOk(await as('admin', { method: 'DELETE', url: `/api/users/${userId}` })),
    );
    expect(gone).toEqual([
      expect.objectContaining({
        action: 'user_delete',
        target_type: 'usuario',
        target_id: String(userId),
        ip_address: IP,
      }),
    ]);

    const sur = clients['Demo Sur S.R.L.'] as number;
    const assign = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: '/api/operator-permissions/assign-client',
          payload: { operatorId: ids.operador1, clientId: sur },
        }),
      ),
    );
    expect(assign).toEqual([
      expect.objectContaining({
        action: 'operator_client_assign',
        target_type: 'operador',
        target_id: String(ids.operador1),
        ip_address: IP,
        details: { operatorId: ids.operador1, clientId: sur },
      }),
    ]);
    const unassign = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'DELETE',
          url: `/api/operator-permissions/unassign-client/${ids.operador1}/${sur}`,
        }),
      ),
    );
    expect(unassign).toEqual([
      expect.objectContaining({ action: 'operator_client_unassign', target_id: String(ids.operador1) }),
    ]);
  });

  it('money: manual income and its reversal, expenses, salary pay and revert', async () => {
    const income = await recorded(async () =>
      expectOk(
        await as('contable', {
          method: 'POST',
          url: '/api/audits/ingreso-manual',
          payload: { clienteId: null, titulo: 'Venta de cámara', costoFinal: 5000, estadoPago: 'pagada' },
        }),
      ),
    );
    expect(income).toHaveLength(1);
    const movementId = income[0]?.target_id;
    expect(income[0]).toMatchObject({
      action: 'finance_income',
      user_id: ids.contable,
      target_type: 'movimiento',
      ip_address: IP,
      details: expect.objectContaining({ titulo: 'Venta de cámara', costoFinal: 5000 }),
    });
    expect(Number(movementId)).toBeGreaterThan(0);

    const revert = await recorded(async () =>
      expectOk(
        await as('contable', { method: 'POST', url: `/api/finanzas/movimientos/${movementId}/revertir` }),
      ),
    );
    expect(revert).toEqual([
      expect.objectContaining({ action: 'finance_revert', target_type: 'movimiento', target_id: movementId }),
    ]);

    const expense = await recorded(async () =>
      expectOk(
        await as('contable', {
          method: 'POST',
          url: '/api/gastos',
          payload: LIGHT_BILL,
        }),
      ),
    );
    const expenseId = expense[0]?.target_id;
    expect(expense).toEqual([
      expect.objectContaining({ action: 'finance_expense_create', target_type: 'gasto', ip_address: IP }),
    ]);
    expect(Number(expenseId)).toBeGreaterThan(0);
    const dropped = await recorded(async () =>
      expectOk(await as('admin', { method: 'DELETE', url: `/api/gastos/${expenseId}` })),
    );
    expect(dropped).toEqual([
      expect.objectContaining({ action: 'finance_expense_delete', target_id: expenseId, user_id: ids.admin }),
    ]);

    // Salaries: configure March 2026 for operador2, pay it, revert the payment.
    const configured = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: '/api/sueldos/configurar',
          payload: marchSalaryConfig(ids.operador2),
        }),
      ),
    );
    expect(configured).toEqual([
      expect.objectContaining({
        action: 'salary_configure',
        target_type: 'usuario',
        target_id: String(ids.operador2),
      }),
    ]);
    const list = await expectOk(
      await as('admin', { method: 'GET', url: `/api/sueldos?operadorId=${ids.operador2}&mes=3&anio=2026` }),
    );
    const sueldoId = list.sueldos[0].id as number;
    const paid = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: '/api/sueldos/pagar',
          payload: { sueldoId, tipoPago: 'Pago Total' },
        }),
      ),
    );
    expect(paid).toEqual([
      expect.objectContaining({
        action: 'salary_pay',
        target_type: 'sueldo',
        target_id: String(sueldoId),
        ip_address: IP,
        details: expect.objectContaining({ tipoPago: 'Pago Total' }),
      }),
    ]);
    const reverted = await recorded(async () =>
      expectOk(
        await as('admin', {
          method: 'POST',
          url: '/api/sueldos/revertir',
          payload: { sueldoId, motivo: 'Error de carga' },
        }),
      ),
    );
    expect(reverted).toEqual([
      expect.objectContaining({
        action: 'salary_revert',
        target_id: String(sueldoId),
        details: expect.objectContaining({ motivo: 'Error de carga' }),
      }),
    ]);

    // A refused money action leaves nothing (and is not mistaken for one).
    expect(
      await recorded(async () =>
        expect(
          (
            await as('operador1', {
              method: 'POST',
              url: '/api/sueldos/pagar',
              payload: { sueldoId, tipoPago: 'Pago Total' },
            })
          ).statusCode,
        ).toBe(403),
      ),
    ).toEqual([]);
  });

  it('deletions: branches, messages and conversations', async () => {
    const sur = clients['Demo Sur S.R.L.'] as number;
    const branch = await expectOk(
      await as('admin', {
        method: 'POST',
        url: `/api/clients/${sur}/branches`,
        payload: { nombre: 'Sucursal Rastro', tiempo_auditoria: 60 },
      }),
      201,
    );
    const branchGone = await recorded(async () =>
      expectOk(
        await as('admin', { method: 'DELETE', url: `/api/clients/${sur}/branches/${branch.data.id}` }),
      ),
    );
    expect(branchGone).toEqual([
      expect.objectContaining({
        action: 'branch_delete',
        target_type: 'sucursal',
        target_id: String(branch.data.id),
        ip_address: IP,
        details: { id: sur, branchId: branch.data.id },
      }),
    ]);

    const sent = await expectOk(
      await as('supervisor', {
        method: 'POST',
        url: '/api/messages',
        payload: { toUserId: ids.operador1, contenido: 'Para borrar' },
      }),
      201,
    );
    const messageId = sent.data.id as number;
    const msgGone = await recorded(async () =>
      expectOk(await as('operador1', { method: 'DELETE', url: `/api/messages/${messageId}` })),
    );
    expect(msgGone).toEqual([
      expect.objectContaining({
        action: 'message_delete',
        user_id: ids.operador1,
        target_type: 'mensaje',
        target_id: String(messageId),
      }),
    ]);
    const convGone = await recorded(async () =>
      expectOk(
        await as('operador1', { method: 'DELETE', url: `/api/messages/conversation/${ids.supervisor}` }),
      ),
    );
    expect(convGone).toEqual([
      expect.objectContaining({
        action: 'conversation_delete',
        target_type: 'conversacion',
        target_id: String(ids.supervisor),
      }),
    ]);
  });

  it('DVR password views, with the IP', async () => {
    const sur = clients['Demo Sur S.R.L.'] as number;
    const viewed = await recorded(async () =>
      expectOk(await as('operador2', { method: 'GET', url: `/api/clients/${sur}` })),
    );
    expect(viewed).toEqual([
      expect.objectContaining({
        action: 'dvr_password_view',
        user_id: ids.operador2,
        target_type: 'cliente',
        target_id: String(sur),
        ip_address: IP,
      }),
    ]);
  });
});

describe('the log in words (issue 25)', () => {
  /** The newest record of an action, as the screen reads it. */
  const newest = async (accion: string) => {
    const res = await as('admin', { method: 'GET', url: `/api/registro-actividad?accion=${accion}&limit=1` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0] as { descripcion: string; objetivo: string | null; ruta: string | null };
  };
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('answers who did what to which named thing, in Spanish with es-AR money and days, and searches by them', async () => {
    const norte = clients['Demo Norte S.A.'] as number;
    await expectOk(
      await as('contable', {
        method: 'POST',
        url: '/api/audits/ingreso-manual',
        payload: {
          clienteId: norte,
          titulo: 'Instalación',
          costoFinal: 85000,
          fecha: '2026-11-18',
          estadoPago: 'pagada',
          tipo: 'ingreso_manual',
        },
      }),
    );
    const income = await newest('finance_income');
    expect(plain(income.descripcion)).toBe(
      'Carla Contable registró un ingreso manual de $ 85.000 del 18/11/2026 para el cliente Demo Norte S.A.: «Instalación»',
    );
    // The raw request is still there, for the technical detail.
    expect(income.ruta).toBe('/api/audits/ingreso-manual');

    // A client and a user by name, never 'Cliente #3' or 'Usuario #4'.
    await expectOk(
      await as('operador2', { method: 'GET', url: `/api/clients/${clients['Demo Sur S.R.L.']}` }),
    );
    const dvr = await newest('dvr_password_view');
    expect(dvr.objetivo).toBe('Cliente Demo Sur S.R.L.');
    expect(dvr.descripcion).toMatch(
      /^Oscar Operador vio las contraseñas del DVR del cliente Demo Sur S\.R\.L\./,
    );
    await expectOk(
      await as('admin', {
        method: 'PUT',
        url: `/api/users/${ids.operador1}`,
        payload: { email: 'olga@demo.ar' },
      }),
    );
    const edit = await newest('user_update');
    expect(edit).toMatchObject({
      objetivo: 'Usuario Olga Operadora',
      descripcion: 'Ana Administradora editó al usuario Olga Operadora (email)',
    });

    // 'Buscar' finds a person by name and an action by its Spanish label, not only the route or the details.
    const search = async (q: string) => {
      const res = await as('admin', {
        method: 'GET',
        url: `/api/registro-actividad?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Array<{ accion: string; usuario: { name: string } | null }>;
    };
    const byCarla = await search('carla contable');
    expect(byCarla.map((r) => r.accion)).toContain('finance_income');
    expect(new Set(byCarla.map((r) => r.usuario?.name))).toEqual(new Set(['Carla Contable']));
    expect(new Set((await search('ingreso manual')).map((r) => r.accion))).toEqual(
      new Set(['finance_income']),
    );
    expect((await search('contraseñas del dvr')).map((r) => r.accion)).toContain('dvr_password_view');

    // The export shows the same sentences.
    const csv = await as('admin', {
      method: 'GET',
      url: '/api/registro-actividad/export?formato=csv&accion=finance_income',
    });
    expect(csv.statusCode).toBe(200);
    expect(plain(csv.body)).toContain('Carla Contable registró un ingreso manual de $ 85.000 del 18/11/2026');
  });
});

describe('GET /api/registro-actividad', () => {
  it('is for admins only: every other role, an impersonating admin and anonymous callers are refused', async () => {
    for (const who of ['supervisor', 'operador1', 'operador2', 'contable', 'cliente', 'cliente2', 'grupo']) {
      for (const url of ['/api/registro-actividad', '/api/registro-actividad/export?formato=csv']) {
        const res = await as(who, { method: 'GET', url });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().success).toBe(false);
      }
    }
    const { token } = await expectOk(
      await as('admin', {
        method: 'POST',
        url: '/api/impersonation/start',
        payload: { userId: ids.supervisor },
      }),
    );
    expect((await as(token, { method: 'GET', url: '/api/registro-actividad' })).statusCode).toBe(403);
    await as(token, { method: 'POST', url: '/api/impersonation/stop' });
    expect((await as(null, { method: 'GET', url: '/api/registro-actividad' })).statusCode).toBe(401);
    expect(
      (await as(null, { method: 'GET', url: '/api/registro-actividad/export?formato=xlsx' })).statusCode,
    ).toBe(401);
  });

  describe('paging and filters', () => {
    let rows: number[] = [];
    beforeAll(async () => {
      // A known set of records around an Argentine midnight: 2026-03-09 23:30 AR is 2026-03-10 02:30 UTC.
      await db().execute(sql`delete from activity_log`);
      const inserted = await sqlRows<{ id: number }>(
        db(),
        sql`insert into activity_log (at, user_id, impersonator_id, action, target_type, target_id, method, path, ip_address, details)
            values
              ('2026-03-09T12:00:00Z', ${ids.contable}, null, 'finance_collect', 'auditoria', '11', 'POST', '/api/audit-finance/process-payment', '10.0.0.1', '{"monto": 100}'),
              ('2026-03-10T02:30:00Z', ${ids.admin}, null, 'user_delete', 'usuario', '22', 'DELETE', '/api/users/22', '10.0.0.2', '{"nombre": "Juana Pérez"}'),
              ('2026-03-10T03:00:00Z', ${ids.cliente}, ${ids.admin}, 'escritura_impersonada', null, null, 'POST', '/api/messages', '10.0.0.3', null),
              ('2026-03-10T03:00:00Z', ${ids.contable}, null, 'finance_collect', 'cliente', '33', 'POST', '/api/finanzas/cobrar-periodo', '10.0.0.4', '{"clienteId": 33}'),
              ('2026-03-11T15:00:00Z', ${ids.admin}, null, 'salary_pay', 'sueldo', '44', 'POST', '/api/sueldos/pagar', '10.0.0.5', '{"tipoPago": "Pago Total"}')
            returning id`,
      );
      rows = inserted.map((r) => r.id);
    });

    const list = async (query: string) => {
      const res = await as('admin', { method: 'GET', url: `/api/registro-actividad?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: Array<{
          id: number;
          accion: string;
          accionLabel: string;
          usuario: { id: number; name: string } | null;
          impersonador: { id: number } | null;
          ip: string;
          objetivoTipo: string | null;
          objetivoId: string | null;
          objetivo: string | null;
        }>;
        paginacion: { siguiente: string | null };
      };
    };
    /** Every id, following the pages. */
    const all = async (query: string, limit = 2) => {
      const pages = await followPages(async (cursor) => {
        const page = await list(`${query}&limit=${limit}${cursorParam(cursor)}`);
        expect(page.data.length).toBeLessThanOrEqual(limit);
        return page;
      });
      return pages.flatMap((page) => page.data.map((r) => r.id));
    };

    it('pages newest first with a cursor, the ties at one instant included once', async () => {
      const [a, b, c, d, e] = rows as [number, number, number, number, number];
      expect(await all('')).toEqual([e, d, c, b, a]);
      const first = await list('limit=2');
      expect(first.data[0]).toMatchObject({
        accion: 'salary_pay',
        accionLabel: 'Pago de sueldo',
        usuario: { id: ids.admin, name: 'Ana Administradora' },
        impersonador: null,
        objetivoTipo: 'sueldo',
        objetivoId: '44',
        ip: '10.0.0.5',
      });
      const bad = await as('admin', { method: 'GET', url: '/api/registro-actividad?cursor=basura' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
    });

    it('filters by person (as the user or as the impersonating admin), action, kind, Argentine days and text', async () => {
      const [a, b, c, d, e] = rows as [number, number, number, number, number];
      expect(await all(`usuarioId=${ids.contable}`)).toEqual([d, a]);
      // The admin acted in b and e, and stood behind the impersonated write c.
      expect(await all(`usuarioId=${ids.admin}`)).toEqual([e, c, b]);
      expect(await all('accion=finance_collect')).toEqual([d, a]);
      expect(await all('tipo=usuario')).toEqual([b]);
      // 2026-03-09 in Argentina ends at 03:00 UTC on the 10th: b (02:30 UTC) belongs to the 9th, c and d to the 10th.
      expect(await all('desde=2026-03-09&hasta=2026-03-09')).toEqual([b, a]);
      expect(await all('desde=2026-03-10&hasta=2026-03-10')).toEqual([d, c]);
      expect(await all('desde=2026-03-10')).toEqual([e, d, c]);
      expect(await all('hasta=2026-03-09')).toEqual([b, a]);
      expect(await all('q=juana')).toEqual([b]);
      expect(await all('q=cobrar-periodo')).toEqual([d]);
      expect(await all('q=100%25')).toEqual([]);
      expect(await all(`accion=finance_collect&tipo=cliente&usuarioId=${ids.contable}`)).toEqual([d]);

      const reversed = await as('admin', {
        method: 'GET',
        url: '/api/registro-actividad?desde=2026-03-11&hasta=2026-03-10',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toContain('La fecha "desde" no puede ser posterior a "hasta"');
      for (const bad of [
        'accion=inventada',
        'tipo=planeta',
        'desde=2026-02-30',
        'usuarioId=cero',
        'otro=1',
      ]) {
        const res = await as('admin', { method: 'GET', url: `/api/registro-actividad?${bad}` });
        expect(res.statusCode, bad).toBe(400);
      }
    });

    it('exports the same rows as the list, as XLSX and CSV', async () => {
      const query = `usuarioId=${ids.admin}`;
      const listed = (await list(query)).data;
      const xlsx = await as('admin', {
        method: 'GET',
        url: `/api/registro-actividad/export?formato=xlsx&${query}`,
      });
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(String(xlsx.headers['content-disposition'])).toMatch(
        /^attachment; filename="registro-actividad\.xlsx"/,
      );
      expect(xlsx.headers['cache-control']).toBe('private, no-store');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const ws = book.worksheets[0] as ExcelJS.Worksheet;
      expect(ws.name).toBe('Registro de actividad');
      const header = (ws.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([
        'Fecha',
        'Usuario',
        'Impersonado por',
        'Acción',
        'Descripción',
        'Tipo',
        'Objeto',
        'Método',
        'Ruta',
        'Estado',
        'IP',
        'Detalles',
      ]);
      const body: Array<{
        accion: string;
        ip: string;
        usuario: string;
        impersonador: string;
        objeto: string;
      }> = [];
      ws.eachRow((row, n) => {
        if (n === 1) return;
        const v = row.values as unknown[];
        body.push({
          usuario: String(v[2] ?? ''),
          impersonador: String(v[3] ?? ''),
          accion: String(v[4]),
          objeto: String(v[7] ?? ''),
          ip: String(v[11]),
        });
      });
      expect(body).toEqual(
        listed.map((r) => ({
          usuario: r.usuario?.name ?? '',
          impersonador: r.impersonador ? 'Ana Administradora' : '',
          accion: r.accionLabel,
          objeto: r.objetivo ?? '',
          ip: r.ip,
        })),
      );
      // The first row's instant is the Argentine wall clock: 2026-03-11 15:00 UTC is 12:00 in Buenos Aires.
      const firstDate = ws.getRow(2).getCell(1).value as Date;
      expect(firstDate.toISOString()).toBe('2026-03-11T12:00:00.000Z');

      const csv = await as('admin', {
        method: 'GET',
        url: '/api/registro-actividad/export?formato=csv&desde=2026-03-09&hasta=2026-03-09',
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(String(csv.headers['content-disposition'])).toContain(
        'registro-actividad-2026-03-09-a-2026-03-09.csv',
      );
      const lines = csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'Fecha,Usuario,Impersonado por,Acción,Descripción,Tipo,Objeto,Método,Ruta,Estado,IP,Detalles',
      );
      expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['Eliminación de usuario', 'Cobro']);
      expect(lines[1]).toContain('09/03/2026 23:30');
      expect(lines[1]).toContain('Juana Pérez');

      const badFormat = await as('admin', {
        method: 'GET',
        url: '/api/registro-actividad/export?formato=pdf',
      });
      expect(badFormat.statusCode).toBe(400);
    });
  });
});
