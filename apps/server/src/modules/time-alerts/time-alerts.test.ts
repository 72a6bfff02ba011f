import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInEach, useTestApp } from '../../test/app';
import { countQueries, sqlCount, sqlRows } from '../../test/database';

/**
 * Time alerts: raised when an operator finishes an audit far from its estimate (once per audit and kind), listed
 * for admins and supervisors only, seen and resolved; polls answered 304 while nothing changed, and a push event
 * for the bells.
 */
// Signed in by the file's own set-up, once the users are as the tests want them.
const t = useTestApp({ users: [] });
const { tokens, ids, clients, branches, as } = t;
let norte = 0;
let belgrano = 0;
const get = (who: string | null, url: string, headers: Record<string, string> = {}) =>
  as(who, { method: 'GET', url, headers });
const put = (who: string | null, url: string, payload?: unknown) =>
  as(who, { method: 'PUT', url, ...(payload === undefined ? {} : { payload: payload as object }) });

/**
 * An audit of operador1 in progress with 2 h estimated, worked for `minutes` (a closed period of `closed` minutes
 * plus an open one for the rest, started just now minus the rest).
 */
async function auditWorked(titulo: string, minutes: number, closed = 0): Promise<number> {
  const db = t.database.db;
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into audits (titulo, estado, client_id, branch_id, sucursal, fecha_solicitada, operador_id,
        horas_estimadas, fecha_inicio, en_transito)
      values (${titulo}, 'en_proceso', ${norte}, ${belgrano}, 'Sucursal Belgrano', current_date, ${ids.operador1},
        2, now() - make_interval(mins => ${minutes}), true)
      returning id`,
  );
  const id = row?.id ?? 0;
  if (closed > 0) {
    await db.execute(sql`insert into audit_work_periods (audit_id, user_id, started_at, ended_at)
      values (${id}, ${ids.operador1}, now() - interval '2 days', now() - interval '2 days' + make_interval(mins => ${closed}))`);
  }
  await db.execute(sql`insert into audit_work_periods (audit_id, user_id, started_at)
    values (${id}, ${ids.operador1}, now() - make_interval(mins => ${minutes - closed}))`);
  return id;
}

const finish = (id: number, payload: object = {}) =>
  as('operador1', { method: 'PATCH', url: `/api/audits/${id}/complete`, payload });

const alertsOf = (auditId: number) =>
  sqlRows<{ id: number; tipo: string; prioridad: string; tiempo_real_minutos: number }>(
    t.database.db,
    sql`select id, tipo, prioridad, tiempo_real_minutos from time_alerts where audit_id = ${auditId} order by id`,
  );

interface AlertDto {
  id: number;
  auditId: number;
  tipo: string;
  tipoAlerta: string;
  prioridad: string;
  estado: string;
  createdAt: string;
}

const audits = { lento: 0, media: 0, baja: 0, rapida: 0 };
const alerts: Record<string, AlertDto> = {};

beforeAll(async () => {
  const db = t.database.db;
  // The demo data has an alert of its own (its delivered audit took 3 h of 2): these tests count from none.
  expect(await sqlCount(db, sql`select count(*)::int as n from time_alerts where tipo = 'EXCESO'`)).toBe(1);
  await db.execute(sql`delete from time_alerts`);
  // A user of each role the demo lacks (auditor), with the demo password.
  await db.execute(sql`insert into users (name, email, username, password_hash, role, cliente_id)
    select 'Ana Auditora', 'auditora@demo.ar', 'auditora', password_hash, 'auditor', cliente_id
    from users where username = 'cliente'`);
  // An operator given every overridable permission is still not a bell user: the bell is by role.
  await db.execute(
    sql`update users set permission_overrides = ${JSON.stringify({
      audit_view: true,
      audit_correct: true,
      audit_create: true,
      finance_view: true,
      finance_manage: true,
      user_view: true,
      user_manage: true,
      client_view: true,
      client_manage: true,
    })}::jsonb where username = 'operador2'`,
  );
  await signInEach(
    t.app,
    ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente', 'auditora'],
    tokens,
    ids,
  );
  norte = clients['Demo Norte S.A.'] ?? 0;
  belgrano = branches['Sucursal Belgrano'] ?? 0;
});

describe('raising alerts when the operator finishes', () => {
  it('far past the estimate: one EXCESO alert, alta at 250 % (worked time summed over periods)', async () => {
    audits.lento = await auditWorked('Muy lenta', 300, 100);
    const res = await finish(audits.lento);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.estado).toBe('terminada');
    const rows = await alertsOf(audits.lento);
    expect(rows).toEqual([
      { id: expect.any(Number), tipo: 'EXCESO', prioridad: 'alta', tiempo_real_minutos: 300 },
    ]);
  });

  it('at 175 % of the estimate the EXCESO is media; at 140 % baja', async () => {
    audits.media = await auditWorked('Algo lenta', 210);
    expect((await finish(audits.media)).statusCode).toBe(200);
    expect(await alertsOf(audits.media)).toMatchObject([{ tipo: 'EXCESO', prioridad: 'media' }]);
    audits.baja = await auditWorked('Apenas lenta', 168);
    expect((await finish(audits.baja)).statusCode).toBe(200);
    expect(await alertsOf(audits.baja)).toMatchObject([{ tipo: 'EXCESO', prioridad: 'baja' }]);
  });

  it('finishing fast raises ANTICIPO', async () => {
    audits.rapida = await auditWorked('Muy rápida', 20);
    expect((await finish(audits.rapida)).statusCode).toBe(200);
    expect(await alertsOf(audits.rapida)).toMatchObject([
      { tipo: 'ANTICIPO', prioridad: 'alta', tiempo_real_minutos: 20 },
    ]);
  });

  it('within range raises nothing; pausing raises nothing', async () => {
    const ok = await auditWorked('En tiempo', 130);
    expect((await finish(ok)).statusCode).toBe(200);
    expect(await alertsOf(ok)).toEqual([]);
    const paused = await auditWorked('Pausada larga', 400);
    const res = await finish(paused, { estado: 'pausada', razonPausa: 'Almuerzo' });
    expect(res.json().data.estado).toBe('pausada');
    expect(await alertsOf(paused)).toEqual([]);
  });

  it('finishing the same audit again keeps the one alert it has', async () => {
    const db = t.database.db;
    await db.execute(sql`update audits set estado = 'en_proceso' where id = ${audits.lento}`);
    await db.execute(sql`insert into audit_work_periods (audit_id, user_id, started_at)
      values (${audits.lento}, ${ids.operador1}, now() - interval '60 minutes')`);
    const again = await finish(audits.lento);
    expect(again.statusCode, again.body).toBe(200);
    expect(await alertsOf(audits.lento)).toEqual([
      { id: expect.any(Number), tipo: 'EXCESO', prioridad: 'alta', tiempo_real_minutos: 300 },
    ]);
  });
});

describe('GET /api/time-alerts', () => {
  it('lists newest first with the audit, client, branch and operator, and counts the pending ones', async () => {
    const res = await get('supervisor', '/api/time-alerts');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pendientes).toBe(4);
    expect(body.data.map((a: AlertDto) => a.auditId)).toEqual([
      audits.rapida,
      audits.baja,
      audits.media,
      audits.lento,
    ]);
    const lento = body.data[3];
    alerts.lento = lento;
    alerts.media = body.data[2];
    alerts.rapida = body.data[0];
    expect(lento).toEqual({
      id: expect.any(Number),
      tipoAlerta: 'TIEMPO_MAYOR',
      tipo: 'EXCESO',
      prioridad: 'alta',
      estado: 'pendiente',
      tiempoEstimado: 120,
      tiempoReal: 300,
      porcentajeReal: 250,
      mensaje: 'Tiempo mayor al estimado: 5 h trabajados sobre 2 h estimados (250 %).',
      auditId: audits.lento,
      metadatos: { clienteNombre: 'Demo Norte S.A.', operadorNombre: 'Olga Operadora' },
      operadorAlert: { id: ids.operador1, name: 'Olga Operadora' },
      audit: {
        id: audits.lento,
        titulo: 'Muy lenta',
        client: { id: norte, nombre: 'Demo Norte S.A.' },
        branch: { id: belgrano, nombre: 'Sucursal Belgrano' },
      },
      createdAt: expect.stringMatching(/Z$/),
      vistaEn: null,
      vistaPor: null,
      resueltaEn: null,
      resueltaPor: null,
      resolucion: null,
      nota: null,
    });
    expect(body.data[0]).toMatchObject({ tipoAlerta: 'TIEMPO_MENOR', tipo: 'ANTICIPO', porcentajeReal: 17 });
  });

  it('pages with the list contract', async () => {
    const first = (await get('admin', '/api/time-alerts?limit=3')).json();
    expect(first.data).toHaveLength(3);
    expect(first.paginacion).toEqual({ siguiente: expect.any(String), limite: 3 });
    const second = (
      await get('admin', `/api/time-alerts?limit=3&cursor=${first.paginacion.siguiente}`)
    ).json();
    expect(second.data.map((a: AlertDto) => a.auditId)).toEqual([audits.lento]);
    expect(second.paginacion.siguiente).toBeNull();
    const big = (await get('admin', '/api/time-alerts?limit=1000')).json();
    expect(big.paginacion.limite).toBe(100);
  });

  it('since: only the alerts raised after that instant (an alert\u2019s own createdAt excludes it)', async () => {
    const since = encodeURIComponent(alerts.media?.createdAt ?? '');
    const res = await get('admin', `/api/time-alerts?since=${since}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((a: AlertDto) => a.auditId)).toEqual([audits.rapida, audits.baja]);
    // With an offset instead of Z.
    const later = new Date(Date.now() + 60_000).toISOString().replace('Z', '+00:00');
    const none = await get('admin', `/api/time-alerts?since=${encodeURIComponent(later)}`);
    expect(none.json().data).toEqual([]);
    expect(none.json().pendientes).toBe(4);
  });

  it('filters by state', async () => {
    const res = await get('admin', '/api/time-alerts?estado=resuelta');
    expect(res.json().data).toEqual([]);
  });

  it('refuses bad input in Spanish', async () => {
    const since = await get('admin', '/api/time-alerts?since=ayer');
    expect(since.statusCode).toBe(400);
    expect(since.json().message).toContain('La fecha desde la cual buscar alertas no es válida');
    expect((await get('admin', '/api/time-alerts?since=2026-13-45T10:00:00Z')).statusCode).toBe(400);
    const cursor = await get('admin', '/api/time-alerts?cursor=inventado');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
    expect((await get('admin', '/api/time-alerts?estado=olvidada')).statusCode).toBe(400);
    expect((await get('admin', '/api/time-alerts?otro=1')).statusCode).toBe(400);
  });
});

describe('marking seen and resolving', () => {
  it('viewed: pendiente → revisada with who and when; again changes nothing', async () => {
    const id = alerts.lento?.id ?? 0;
    const res = await put('supervisor', `/api/time-alerts/${id}/viewed`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Alerta marcada como vista',
      data: { id, estado: 'revisada', vistaPor: 'Sergio Supervisor', vistaEn: expect.any(String) },
    });
    const again = await put('admin', `/api/time-alerts/${id}/viewed`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ estado: 'revisada', vistaPor: 'Sergio Supervisor' });
    const [row] = await sqlRows<{ viewed_by: number }>(
      t.database.db,
      sql`select viewed_by from time_alerts where id = ${id}`,
    );
    expect(row?.viewed_by).toBe(ids.supervisor);
  });

  it('resolve with a resolution and a note: resuelta, recorded and logged', async () => {
    const id = alerts.lento?.id ?? 0;
    const res = await put('admin', `/api/time-alerts/${id}/resolve`, {
      resolution: 'justificada',
      note: '  Cámaras lentas en la sucursal  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Alerta resuelta exitosamente',
      data: {
        id,
        estado: 'resuelta',
        resolucion: 'justificada',
        nota: 'Cámaras lentas en la sucursal',
        resueltaPor: 'Ana Administradora',
        resueltaEn: expect.any(String),
        vistaPor: 'Sergio Supervisor',
      },
    });
    const log = await sqlRows<{ user_id: number; details: Record<string, unknown> }>(
      t.database.db,
      sql`select user_id, details from activity_log where action = 'time_alert_resolve'`,
    );
    expect(log).toEqual([
      {
        user_id: ids.admin,
        details: {
          alertaId: id,
          desde: 'revisada',
          resolucion: 'justificada',
          nota: 'Cámaras lentas en la sucursal',
        },
      },
    ]);
  });

  it('a resolved alert is neither resolved again nor marked seen (409)', async () => {
    const id = alerts.lento?.id ?? 0;
    const twice = await put('supervisor', `/api/time-alerts/${id}/resolve`, { resolution: 'otro' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('La alerta ya fue resuelta');
    const seen = await put('supervisor', `/api/time-alerts/${id}/viewed`);
    expect(seen.statusCode).toBe(409);
    const [row] = await sqlRows<{ resolucion: string; resolved_by: number }>(
      t.database.db,
      sql`select resolucion, resolved_by from time_alerts where id = ${id}`,
    );
    expect(row).toEqual({ resolucion: 'justificada', resolved_by: ids.admin });
    expect(
      await sqlCount(
        t.database.db,
        sql`select count(*) as n from activity_log where action = 'time_alert_resolve'`,
      ),
    ).toBe(1);
  });

  it('a pending alert may be resolved at once, without a note', async () => {
    const id = alerts.rapida?.id ?? 0;
    const res = await put('supervisor', `/api/time-alerts/${id}/resolve`, { resolution: 'error_estimacion' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      estado: 'resuelta',
      resolucion: 'error_estimacion',
      nota: null,
      vistaPor: null,
      resueltaPor: 'Sergio Supervisor',
    });
    const list = (await get('admin', '/api/time-alerts?estado=resuelta')).json();
    expect(list.data.map((a: AlertDto) => a.id)).toEqual([id, alerts.lento?.id]);
    expect(list.pendientes).toBe(2);
  });

  it('refuses bad input and unknown alerts', async () => {
    const id = alerts.media?.id ?? 0;
    const unknown = await put('admin', `/api/time-alerts/${id}/resolve`, { resolution: 'inventada' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'Elegí una resolución: Justificada, Advertencia al operador, Error de estimación, Otro',
    );
    expect((await put('admin', `/api/time-alerts/${id}/resolve`, {})).statusCode).toBe(400);
    const long = await put('admin', `/api/time-alerts/${id}/resolve`, {
      resolution: 'otro',
      note: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('La nota admite hasta 1000 caracteres');
    expect(
      (await put('admin', `/api/time-alerts/${id}/resolve`, { resolution: 'otro', extra: 1 })).statusCode,
    ).toBe(400);
    expect((await put('admin', '/api/time-alerts/abc/viewed')).statusCode).toBe(400);
    const missing = await put('admin', '/api/time-alerts/999999/viewed');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Alerta no encontrada');
    expect(
      (await put('admin', '/api/time-alerts/999999/resolve', { resolution: 'justificada' })).statusCode,
    ).toBe(404);
    // Nothing changed on the alert.
    const [row] = await sqlRows<{ estado: string }>(
      t.database.db,
      sql`select estado from time_alerts where id = ${id}`,
    );
    expect(row?.estado).toBe('pendiente');
  });
});

describe('who may', () => {
  it('operators (even with every permission), contable, client and auditor get 403; nobody signed in 401', async () => {
    const id = alerts.media?.id ?? 0;
    for (const who of ['operador1', 'operador2', 'contable', 'cliente', 'auditora']) {
      const list = await get(who, '/api/time-alerts');
      expect(list.statusCode, who).toBe(403);
      expect(list.body, who).not.toContain('Algo lenta');
      expect((await put(who, `/api/time-alerts/${id}/viewed`)).statusCode, who).toBe(403);
      expect(
        (await put(who, `/api/time-alerts/${id}/resolve`, { resolution: 'justificada' })).statusCode,
        who,
      ).toBe(403);
    }
    expect((await get(null, '/api/time-alerts')).statusCode).toBe(401);
    expect((await put(null, `/api/time-alerts/${id}/viewed`)).statusCode).toBe(401);
    const [row] = await sqlRows<{ estado: string }>(
      t.database.db,
      sql`select estado from time_alerts where id = ${id}`,
    );
    expect(row?.estado).toBe('pendiente');
  });
});

describe('polling and push', () => {
  /** Polls until the answer is not 304 (the change notification arrives a millisecond after the commit). */
  async function changed(who: string, url: string, tag: string) {
    for (let i = 0; i < 40; i++) {
      const res = await get(who, url, { 'if-none-match': tag });
      if (res.statusCode === 200) return res;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${url} siguió respondiendo 304`);
  }

  it('answers 304 without touching the database while no alert changed, 200 after a change', async () => {
    const url = '/api/time-alerts';
    for (const who of ['admin', 'supervisor']) {
      const first = await get(who, url);
      expect(first.statusCode).toBe(200);
      const tag = String(first.headers.etag ?? '');
      expect(tag).not.toBe('');
      const answers: Array<Awaited<ReturnType<typeof get>>> = [];
      const queries = await countQueries(async () => {
        answers.push(await get(who, url, { 'if-none-match': tag }));
      });
      expect(answers[0]?.statusCode).toBe(304);
      expect(answers[0]?.body).toBe('');
      expect(queries).toBe(0);
    }
    // A refused role never gets a 304 either: the accountant's versions are the admin's, yet it is refused first.
    const adminTag = String((await get('admin', url)).headers.etag ?? '');
    expect((await get('contable', url, { 'if-none-match': adminTag })).statusCode).toBe(403);

    const tag = String((await get('supervisor', url)).headers.etag ?? '');
    const seen = await put('admin', `/api/time-alerts/${alerts.media?.id}/viewed`);
    expect(seen.statusCode).toBe(200);
    const after = await changed('supervisor', url, tag);
    expect(after.json().data.find((a: AlertDto) => a.id === alerts.media?.id).estado).toBe('revisada');
    expect(String(after.headers.etag)).not.toBe(tag);

    // A new alert raised by a completion changes it too.
    const tag2 = String(after.headers.etag ?? '');
    const id = await auditWorked('Otra muy lenta', 500);
    expect((await finish(id)).statusCode).toBe(200);
    const raised = await changed('admin', url, tag2);
    expect(raised.json().data[0]).toMatchObject({ auditId: id, tipo: 'EXCESO', prioridad: 'alta' });
  });

  it('the event stream tells admins and supervisors that alerts changed, and nobody else', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const open = async (who: string) => {
      const controller = new AbortController();
      const res = await fetch(`${base}/api/events`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
        signal: controller.signal,
      });
      let text = '';
      const pump = (async () => {
        try {
          for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
            text += Buffer.from(chunk).toString('utf8');
          }
        } catch {
          // aborted
        }
      })();
      return {
        text: () => text,
        close: async () => {
          controller.abort();
          await pump;
        },
      };
    };
    const waitFor = async (check: () => boolean, ms = 3000) => {
      const deadline = Date.now() + ms;
      while (!check()) {
        if (Date.now() > deadline) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
      return true;
    };
    const streams = {
      supervisor: await open('supervisor'),
      admin: await open('admin'),
      operador1: await open('operador1'),
      contable: await open('contable'),
    };
    try {
      for (const s of Object.values(streams))
        expect(await waitFor(() => s.text().includes('event: listo'))).toBe(true);
      const id = await auditWorked('Lentísima', 480);
      expect((await finish(id)).statusCode).toBe(200);
      expect(await waitFor(() => streams.supervisor.text().includes('event: alertas'))).toBe(true);
      expect(await waitFor(() => streams.admin.text().includes('event: alertas'))).toBe(true);
      // The operator hears of its audit, never of the alert.
      expect(await waitFor(() => streams.operador1.text().includes('event: auditorias'))).toBe(true);
      await new Promise((r) => setTimeout(r, 150));
      expect(streams.operador1.text()).not.toContain('event: alertas');
      expect(streams.contable.text()).not.toContain('event: alertas');
    } finally {
      for (const s of Object.values(streams)) await s.close();
    }
  });
});
