import { randomBytes } from 'node:crypto';
import { deliveryLines } from '@auditorias/domain/finance/entries';
import { addDays, dayOfInstant, dayRange } from '@auditorias/domain/staff/hours';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cursorParam, followPages, loginAs, signInEach, useTestApp } from '../../test/app';
import { countQueries, sqlCount, sqlRows } from '../../test/database';

/** The sign-in's own statements (session lookup, activity write), which depend on the cache and the minute. */
const SIGN_IN_QUERIES = /token_hash|"last_seen_at" = |user_administered_clients|operator_client/;

import { postEntries } from '../finance/ledger';

/**
 * Staff time control against PostgreSQL. October 2026 (a past month) is built by hand for two new employees
 * (Tomás Tiempo, operator; Silvina Control, supervisor): sessions on several days (two browsers overlapping, one
 * crossing midnight, one crossing the month boundary, an impersonation, an abandoned one closed later), audits
 * delivered with their work periods and pay in the ledger, and time alerts of a third employee.
 */
// Signed in by the file's own set-up, once the demo's authorizations are gone.
const ctx = useTestApp({ users: [] });
const { tokens, ids, clients } = ctx;
const PASSWORD = 'ClaveSegura123';

const get = (who: string | null, url: string) => ctx.as(who, { method: 'GET', url });
const post = (who: string | null, url: string, payload?: unknown) =>
  ctx.as(who, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An instant written in Buenos Aires time, '2026-10-05 08:00'. */
const ar = (local: string) => `${local.replace(' ', 'T')}:00-03:00`;
const iso = (local: string) => new Date(ar(local)).toISOString();

async function addSession(
  userId: number,
  from: string,
  to: string | null,
  opts: { lastSeen?: string; impersonatorId?: number; reason?: string } = {},
) {
  const lastSeen = opts.lastSeen ?? to ?? from;
  await ctx.database.db.execute(sql`insert into auth_sessions
      (user_id, token_hash, created_at, last_seen_at, ended_at, end_reason, impersonator_id)
    values (${userId}, ${`prueba-horas-${randomBytes(8).toString('hex')}`}, ${ar(from)}::timestamptz,
      ${ar(lastSeen)}::timestamptz, ${to ? ar(to) : null}::timestamptz,
      ${to ? (opts.reason ?? 'logout') : null}::session_end_reason, ${opts.impersonatorId ?? null})`);
}

async function addAudit(values: {
  titulo: string;
  estado: string;
  operadorId: number | null;
  supervisorId?: number | null;
  entrega?: string | null;
  horasEstimadas?: number;
  periods?: Array<[string, string]>;
  pago?: number;
}): Promise<number> {
  const db = ctx.database.db;
  const [norte] = await sqlRows<{ id: number; branch: number | null }>(
    db,
    sql`select c.id, (select b.id from branches b where b.client_id = c.id order by b.id limit 1) as branch
          from clients c where c.nombre = 'Demo Norte S.A.'`,
  );
  const [row] = await sqlRows<{ id: number }>(
    db,
    sql`insert into audits (titulo, estado, client_id, branch_id, sucursal, fecha_solicitada, operador_id,
          supervisor_id, aprobada, horas_estimadas, fecha_entrega)
        values (${values.titulo}, ${values.estado}::audit_state, ${norte?.id}, ${norte?.branch ?? null}, 'Casa central',
          '2026-10-01', ${values.operadorId}, ${values.supervisorId ?? null}, ${values.entrega != null},
          ${values.horasEstimadas ?? 2}, ${values.entrega ? ar(values.entrega) : null}::timestamptz)
        returning id`,
  );
  const id = Number(row?.id);
  for (const [from, to] of values.periods ?? []) {
    await db.execute(sql`insert into audit_work_periods (audit_id, user_id, started_at, ended_at)
      values (${id}, ${values.operadorId}, ${ar(from)}::timestamptz, ${ar(to)}::timestamptz)`);
  }
  if (values.pago && values.entrega && values.operadorId) {
    const operadorId = values.operadorId;
    const pago = values.pago;
    const entrega = values.entrega;
    await db.transaction((tx) =>
      postEntries(tx, [
        {
          kind: 'entrega',
          description: `Entrega: ${values.titulo}`,
          lines: deliveryLines({
            auditId: id,
            clientId: Number(norte?.id),
            precio: 0,
            operadorId,
            pagoOperador: pago,
          }),
          occurredOn: dayOfInstant(Date.parse(ar(entrega))),
          createdBy: null,
          auditId: id,
          clientId: Number(norte?.id),
        },
      ]),
    );
  }
  return id;
}

async function register(name: string, username: string, role: string, clienteId: number | null = null) {
  const res = await post('admin', '/api/auth/register', {
    name,
    username,
    email: `${username}@prueba.ar`,
    password: PASSWORD,
    role,
    clienteId,
  });
  if (res.statusCode !== 201) throw new Error(`register ${username}: ${res.body}`);
  const session = await loginAs(ctx.app, username, PASSWORD);
  tokens[username] = session.token;
  ids[username] = session.userId;
}

const audits: Record<string, number> = {};

beforeAll(async () => {
  // The demo data has two weeks of work and one authorized long day: these tests count authorizations from none.
  expect(await sqlCount(ctx.database.db, sql`select count(*) as n from overtime_authorizations`)).toBe(1);
  await ctx.database.db.execute(sql`delete from overtime_authorizations`);
  await signInEach(ctx.app, ['admin', 'contable', 'supervisor', 'operador1', 'cliente'], tokens, ids);
  await register('Tomás Tiempo', 'tomas', 'operador');
  await register('Silvina Control', 'silvina', 'supervisor');
  await register('Ulises Alertas', 'ulises', 'operador');
  await register('Aurora Auditora', 'aurora', 'auditor', Number(clients['Demo Norte S.A.']));
  const tomas = ids.tomas ?? 0;
  const silvina = ids.silvina ?? 0;

  // Tomás, October 2026 (Buenos Aires time).
  await addSession(tomas, '2026-09-30 23:00', '2026-10-01 01:00'); // month boundary: 1 h each side
  await addSession(tomas, '2026-10-05 08:00', '2026-10-05 17:00'); // first browser
  await addSession(tomas, '2026-10-05 16:00', '2026-10-05 18:30'); // second browser, overlapping: 10.5 h in all
  await addSession(tomas, '2026-10-06 22:00', '2026-10-07 03:00'); // crossing midnight: 2 h + 3 h
  await addSession(tomas, '2026-10-08 10:00', '2026-10-08 12:00', { impersonatorId: ids.admin }); // not work
  // Abandoned at 09:00 and closed by an admin at 15:00: 1 h.
  await addSession(tomas, '2026-10-09 08:00', '2026-10-09 15:00', {
    lastSeen: '2026-10-09 09:00',
    reason: 'admin',
  });
  // Silvina approved both deliveries on the 5th and 6th.
  await addSession(silvina, '2026-10-05 09:00', '2026-10-05 13:00');

  audits.lenta = await addAudit({
    titulo: 'Control cajas',
    estado: 'entregada',
    operadorId: tomas,
    supervisorId: silvina,
    entrega: '2026-10-05 15:00',
    horasEstimadas: 2,
    periods: [['2026-10-05 10:00', '2026-10-05 13:30']],
    pago: 150_000,
  });
  audits.rapida = await addAudit({
    titulo: 'Control depósito',
    estado: 'facturada',
    operadorId: tomas,
    supervisorId: silvina,
    entrega: '2026-10-06 23:30', // 02:30 UTC of the 7th: still the 6th in Buenos Aires
    horasEstimadas: 2,
    periods: [['2026-10-06 22:10', '2026-10-06 22:40']],
    pago: 80_000,
  });
  audits.septiembre = await addAudit({
    titulo: 'Control septiembre',
    estado: 'entregada',
    operadorId: tomas,
    supervisorId: silvina,
    entrega: '2026-09-30 23:30', // 02:30 UTC of 1 October: September in Buenos Aires
    pago: 50_000,
  });
  audits.enCurso = await addAudit({
    titulo: 'Control en curso',
    estado: 'en_proceso',
    operadorId: tomas,
    horasEstimadas: 4,
    periods: [['2026-10-07 01:00', '2026-10-07 02:00']],
  });
  // Ulises: two open alerts and a resolved one in October, none in November.
  const alertAudit = await addAudit({ titulo: 'Alertas', estado: 'terminada', operadorId: ids.ulises ?? 0 });
  const other = await addAudit({ titulo: 'Alertas 2', estado: 'terminada', operadorId: ids.ulises ?? 0 });
  for (const [audit, tipo, estado] of [
    [alertAudit, 'EXCESO', 'pendiente'],
    [alertAudit, 'ANTICIPO', 'revisada'],
    [other, 'EXCESO', 'resuelta'],
  ] as const) {
    await ctx.database.db.execute(sql`insert into time_alerts (audit_id, user_id, tipo, prioridad, estado,
        tiempo_estimado_minutos, tiempo_real_minutos, mensaje, created_at)
      values (${audit}, ${ids.ulises}, ${tipo}, 'media', ${estado}, 120, 300, 'prueba', ${ar('2026-10-12 10:00')}::timestamptz)`);
  }
  // Ulises is not signed in.
  await ctx.database.db.execute(sql`update auth_sessions set ended_at = now(), end_reason = 'logout'
    where user_id = ${ids.ulises} and ended_at is null`);
}, 120_000);

const hoursUrl = (who: string, fecha?: string) =>
  `/api/work-sessions/user-hours/${ids[who]}${fecha ? `?fecha=${fecha}` : ''}`;

describe('GET /work-sessions/user-hours/{id}', () => {
  it.each([
    ['2026-09-30', 1, 0],
    ['2026-10-01', 1, 0],
    ['2026-10-05', 10.5, 2.5],
    ['2026-10-06', 2, 0],
    ['2026-10-07', 3, 0],
    ['2026-10-08', 0, 0],
    ['2026-10-09', 1, 0],
  ])('splits the sessions by Argentine day: %s has %d h', async (fecha, horas, extra) => {
    const res = await get('admin', hoursUrl('tomas', fecha));
    expect(res.statusCode).toBe(200);
    expect(res.json().horasTrabajadas).toBe(horas);
    expect(res.json().horasExtra).toBe(extra);
    expect(res.json().fecha).toBe(fecha);
  });

  it('answers the spec’s fields with the flags of a long day', async () => {
    const res = await get('tomas', hoursUrl('tomas', '2026-10-05'));
    expect(res.statusCode).toBe(200);
    const h = res.json();
    expect(h).toMatchObject({
      success: true,
      usuario: { id: ids.tomas, name: 'Tomás Tiempo', role: 'operador' },
      sesionActiva: true, // the test's own sign-in
      horasTrabajadas: 10.5,
      horasRegulares: 8,
      horasExtra: 2.5,
      horasExtraAprobadas: 0,
      horasExtraSinAprobar: 2.5,
      minutosTrabajados: 630,
      auditoriasCompletadas: 1,
      correcciones: 0,
      cercaDelLimite: true,
      excesivo: true,
      critico: false,
      necesitaAutorizacion: true,
      nivel: 'excesivo',
      mostrarWidget: true,
      autorizacion: null,
    });
    expect(typeof h.sessionId).toBe('number');
    const [own] = await sqlRows<{ created_at: Date }>(
      ctx.database.db,
      sql`select created_at from auth_sessions where id = ${h.sessionId}`,
    );
    expect(h.loginTime).toBe(new Date(own?.created_at ?? 0).toISOString());
    const short = (await get('silvina', hoursUrl('silvina', '2026-10-05'))).json();
    expect(short).toMatchObject({ horasTrabajadas: 4, necesitaAutorizacion: false, mostrarWidget: false });
    expect(short.correcciones).toBe(1);
  });

  it('counts an open session until now, once however many browsers', async () => {
    const now = Date.now();
    const from = new Date(now - 30 * 60_000);
    await ctx.database.db.execute(sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at)
      values (${ids.ulises}, ${`prueba-abierta-${randomBytes(6).toString('hex')}`}, ${from}, now()),
             (${ids.ulises}, ${`prueba-abierta-${randomBytes(6).toString('hex')}`}, ${new Date(now - 20 * 60_000)}, now())`);
    const res = await get('contable', hoursUrl('ulises'));
    expect(res.statusCode).toBe(200);
    const today = dayOfInstant(now);
    const expected = Math.floor((now - Math.max(from.getTime(), dayRange(today).start.getTime())) / 60_000);
    expect(res.json().fecha).toBe(today);
    expect(res.json().sesionActiva).toBe(true);
    expect(Math.abs(res.json().minutosTrabajados - expected)).toBeLessThanOrEqual(1);
    await ctx.database.db.execute(sql`update auth_sessions set ended_at = now(), end_reason = 'logout'
      where user_id = ${ids.ulises} and ended_at is null`);
  });

  it('is for the user itself and for admin and contable only', async () => {
    expect((await get('contable', hoursUrl('tomas'))).statusCode).toBe(200);
    for (const who of ['operador1', 'supervisor', 'silvina', 'cliente', 'aurora']) {
      const res = await get(who, hoursUrl('tomas'));
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('No tenés permiso para realizar esta acción');
    }
    expect((await get(null, hoursUrl('tomas'))).statusCode).toBe(401);
    // An operator asking for an unknown user learns nothing more than for a known one.
    expect((await get('operador1', '/api/work-sessions/user-hours/999999')).statusCode).toBe(403);
  });

  it('refuses bad input in Spanish and unknown or client users', async () => {
    for (const fecha of ['2026-02-30', 'hoy', '2026-1-5']) {
      const res = await get('admin', hoursUrl('tomas', fecha));
      expect(res.statusCode, fecha).toBe(400);
      expect(res.json().message).toContain('Formato de fecha inválido. Use YYYY-MM-DD');
    }
    expect((await get('admin', '/api/work-sessions/user-hours/abc')).statusCode).toBe(400);
    const missing = await get('admin', '/api/work-sessions/user-hours/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Usuario no encontrado');
    const client = await get('cliente', hoursUrl('cliente'));
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toBe('Solo se controlan las horas de operadores, supervisores y contables');
  });
});

describe('overtime', () => {
  const url = (who: string) => `/api/work-sessions/authorize-overtime/${ids[who]}`;
  const revokeUrl = (who: string) => `/api/work-sessions/revoke-overtime/${ids[who]}`;

  it('requires a reason and a valid duration', async () => {
    for (const body of [{}, { motivo: '' }, { motivo: '   ' }, { motivo: null }]) {
      const res = await post('silvina', url('tomas'), { ...body, fecha: '2026-10-05' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('El motivo es obligatorio para autorizar horas extras');
    }
    for (const duracionHoras of [0, -1, 17, 'muchas']) {
      const res = await post('silvina', url('tomas'), {
        motivo: 'Cierre',
        duracionHoras,
        fecha: '2026-10-05',
      });
      expect(res.statusCode, String(duracionHoras)).toBe(400);
      expect(res.json().message).toContain(
        'La duración debe ser un número de horas mayor que 0 y de hasta 16',
      );
    }
    const far = await post('admin', url('tomas'), {
      motivo: 'Cierre',
      fecha: addDays(dayOfInstant(Date.now()), 40),
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('Solo se pueden autorizar horas extras hasta 31 días hacia adelante');
    const badDay = await post('admin', url('tomas'), { motivo: 'Cierre', fecha: '2026-10-32' });
    expect(badDay.statusCode).toBe(400);
    expect(await sqlCount(ctx.database.db, sql`select count(*) as n from overtime_authorizations`)).toBe(0);
  });

  it('is decided by admins and supervisors, never for oneself', async () => {
    for (const who of ['operador1', 'contable', 'cliente', 'aurora', 'tomas']) {
      const res = await post(who, url('tomas'), { motivo: 'Cierre', fecha: '2026-10-05' });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await post(null, url('tomas'), { motivo: 'Cierre' })).statusCode).toBe(401);
    const own = await post('silvina', url('silvina'), { motivo: 'Cierre' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('No podés autorizar ni revocar tus propias horas extras');
    expect((await post('admin', url('admin'), { motivo: 'Cierre' })).statusCode).toBe(403);
    const supOfSup = await post('silvina', url('supervisor'), { motivo: 'Cierre' });
    expect(supOfSup.statusCode).toBe(403);
    expect(supOfSup.json().message).toBe('Un supervisor solo puede autorizar horas extras de operadores');
    expect((await post('silvina', url('contable'), { motivo: 'Cierre' })).statusCode).toBe(403);
    const client = await post('admin', url('cliente'), { motivo: 'Cierre' });
    expect(client.statusCode).toBe(400);
    expect(client.json().message).toBe('Solo se controlan las horas de operadores, supervisores y contables');
    const missing = await post('admin', '/api/work-sessions/authorize-overtime/999999', { motivo: 'Cierre' });
    expect(missing.statusCode).toBe(404);
    expect(await sqlCount(ctx.database.db, sql`select count(*) as n from overtime_authorizations`)).toBe(0);
  });

  it('authorizes 4 hours by default: the day no longer needs an authorization', async () => {
    const res = await post('silvina', url('tomas'), { motivo: '  Cierre de mes  ', fecha: '2026-10-05' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Horas extras autorizadas');
    expect(body.autorizacion).toMatchObject({
      fecha: '2026-10-05',
      horas: 4,
      minutos: 240,
      motivo: 'Cierre de mes',
      autorizadoPor: { id: ids.silvina, name: 'Silvina Control' },
    });
    expect(body.horas).toMatchObject({
      necesitaAutorizacion: false,
      horasExtraAprobadas: 2.5,
      horasExtraSinAprobar: 0,
      mostrarWidget: true, // still above 10 h
    });
    const read = (await get('tomas', hoursUrl('tomas', '2026-10-05'))).json();
    expect(read.necesitaAutorizacion).toBe(false);
    expect(read.autorizacion.motivo).toBe('Cierre de mes');
  });

  it('a new authorization for the same day replaces the old one, which is kept revoked', async () => {
    const res = await post('admin', url('tomas'), {
      motivo: 'Solo una hora',
      duracionHoras: 1,
      fecha: '2026-10-05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().horas).toMatchObject({
      necesitaAutorizacion: true,
      horasExtraAprobadas: 1,
      horasExtraSinAprobar: 1.5,
    });
    const rows = await sqlRows<{ minutos: number; revoked_by: number | null; authorized_by: number }>(
      ctx.database.db,
      sql`select minutos, revoked_by, authorized_by from overtime_authorizations order by id`,
    );
    expect(rows).toEqual([
      { minutos: 240, revoked_by: ids.admin, authorized_by: ids.silvina },
      { minutos: 60, revoked_by: null, authorized_by: ids.admin },
    ]);
  });

  it('revokes: the day needs an authorization again; nothing left to revoke is a 404', async () => {
    for (const who of ['operador1', 'contable', 'cliente', 'tomas']) {
      expect((await post(who, revokeUrl('tomas'), { fecha: '2026-10-05' })).statusCode, who).toBe(403);
    }
    const res = await post('silvina', revokeUrl('tomas'), { fecha: '2026-10-05' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Autorización de horas extras revocada');
    expect(res.json().autorizacion).toBeNull();
    expect(res.json().horas).toMatchObject({ necesitaAutorizacion: true, horasExtraAprobadas: 0 });
    const again = await post('silvina', revokeUrl('tomas'), { fecha: '2026-10-05' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No hay horas extras autorizadas para ese día');
    // Without a body: today's, and there is none.
    const today = await post('admin', revokeUrl('tomas'));
    expect(today.statusCode).toBe(404);
    expect((await post('admin', revokeUrl('tomas'), { fecha: 'ayer' })).statusCode).toBe(400);
    expect(
      await sqlCount(
        ctx.database.db,
        sql`select count(*) as n from overtime_authorizations where revoked_at is null`,
      ),
    ).toBe(0);
  });

  it('authorizes today when no day is given', async () => {
    const res = await post('admin', url('ulises'), { motivo: 'Guardia', duracionHoras: '2.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().autorizacion).toMatchObject({ fecha: dayOfInstant(Date.now()), minutos: 150 });
  });
});

describe('GET /work-sessions/daily-audit-counts/{id}', () => {
  const url = (who: string, q: string) => `/api/work-sessions/daily-audit-counts/${ids[who]}?${q}`;

  it('counts deliveries per Argentine day, as operator and as supervisor', async () => {
    const res = await get('admin', url('tomas', 'startDate=2026-09-01&endDate=2026-10-31'));
    expect(res.statusCode).toBe(200);
    expect(res.json().dias).toEqual([
      { fecha: '2026-09-30', auditoriasCompletadas: 1, correcciones: 0 },
      { fecha: '2026-10-05', auditoriasCompletadas: 1, correcciones: 0 },
      { fecha: '2026-10-06', auditoriasCompletadas: 1, correcciones: 0 },
    ]);
    expect(res.json().total).toEqual({ auditoriasCompletadas: 3, correcciones: 0 });
    const sup = await get('contable', url('silvina', 'startDate=2026-10-01&endDate=2026-10-31'));
    expect(sup.json().dias).toEqual([
      { fecha: '2026-10-05', auditoriasCompletadas: 0, correcciones: 1 },
      { fecha: '2026-10-06', auditoriasCompletadas: 0, correcciones: 1 },
    ]);
    const one = await get('admin', url('tomas', 'startDate=2026-10-06&endDate=2026-10-06'));
    expect(one.json().total.auditoriasCompletadas).toBe(1);
  });

  it('refuses other roles and bad ranges', async () => {
    for (const who of ['tomas', 'supervisor', 'operador1', 'cliente', 'aurora']) {
      expect((await get(who, url('tomas', 'startDate=2026-10-01&endDate=2026-10-31'))).statusCode, who).toBe(
        403,
      );
    }
    const inverted = await get('admin', url('tomas', 'startDate=2026-10-31&endDate=2026-10-01'));
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe('La fecha de inicio no puede ser posterior a la fecha de fin');
    const long = await get('admin', url('tomas', 'startDate=2025-01-01&endDate=2026-10-31'));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('El rango de fechas no puede superar los 366 días');
    expect((await get('admin', url('tomas', 'startDate=2026-10-01'))).statusCode).toBe(400);
    expect((await get('admin', url('tomas', 'startDate=01/10/2026&endDate=2026-10-31'))).statusCode).toBe(
      400,
    );
    const missing = await get(
      'admin',
      '/api/work-sessions/daily-audit-counts/999999?startDate=2026-10-01&endDate=2026-10-31',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /work-sessions/day-detail/{id}/{date}', () => {
  const url = (who: string, date: string) => `/api/work-sessions/day-detail/${ids[who]}/${date}`;

  it('shows the day: hours, session and audits with their indicator', async () => {
    const res = await get('admin', url('tomas', '2026-10-05'));
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.resumen).toEqual({
      totalHoras: 10.5,
      horasRegulares: 8,
      horasExtra: 2.5,
      totalAuditorias: 1,
      totalCorrecciones: 0,
      totalGanado: 1500,
      necesitaAutorizacion: true,
      nivel: 'excesivo',
    });
    expect(d.sesion).toEqual({
      loginTime: iso('2026-10-05 08:00'),
      logoutTime: iso('2026-10-05 18:30'),
      activa: false,
    });
    expect(d.sesiones).toHaveLength(2);
    expect(d.auditorias).toHaveLength(1);
    expect(d.auditorias[0]).toMatchObject({
      id: audits.lenta,
      rol: 'operador',
      esCorreccion: false,
      titulo: 'Control cajas',
      cliente: 'Demo Norte S.A.',
      estado: 'entregada',
      completada: true,
      indicador: 'lento',
      tiempoTrabajado: 210,
      tiempoEstimado: 120,
      comision: 1500,
    });
    expect(typeof d.auditorias[0].sucursal).toBe('string');
  });

  it('a night across midnight: the session, a quick audit and one still in progress', async () => {
    const sixth = (await get('contable', url('tomas', '2026-10-06'))).json();
    expect(sixth.resumen.totalHoras).toBe(2);
    expect(sixth.sesion).toEqual({
      loginTime: iso('2026-10-06 22:00'),
      logoutTime: iso('2026-10-07 03:00'),
      activa: false,
    });
    expect(sixth.auditorias.map((a: { id: number; indicador: string }) => [a.id, a.indicador])).toEqual([
      [audits.rapida, 'rapido'],
    ]);
    expect(sixth.resumen.totalGanado).toBe(800);
    const seventh = (await get('contable', url('tomas', '2026-10-07'))).json();
    expect(seventh.resumen.totalHoras).toBe(3);
    expect(seventh.resumen.totalAuditorias).toBe(0);
    expect(seventh.auditorias).toEqual([
      // In progress at a quarter of its estimate: no indicator yet.
      expect.objectContaining({
        id: audits.enCurso,
        estado: 'en_proceso',
        completada: false,
        comision: 0,
        indicador: null,
      }),
    ]);
  });

  it('shows a supervisor’s approvals as corrections', async () => {
    const d = (await get('admin', url('silvina', '2026-10-05'))).json();
    expect(d.resumen).toMatchObject({
      totalHoras: 4,
      totalAuditorias: 0,
      totalCorrecciones: 1,
      totalGanado: 0,
    });
    expect(d.auditorias).toEqual([
      expect.objectContaining({
        id: audits.lenta,
        rol: 'supervisor',
        esCorreccion: true,
        comision: 0,
        indicador: 'lento',
      }),
    ]);
  });

  it('an impersonation is not a work session; an empty day is empty', async () => {
    const d = (await get('admin', url('tomas', '2026-10-08'))).json();
    expect(d.resumen.totalHoras).toBe(0);
    expect(d.sesiones).toEqual([]);
    expect(d.sesion).toEqual({ loginTime: null, logoutTime: null, activa: false });
    const abandoned = (await get('admin', url('tomas', '2026-10-09'))).json();
    expect(abandoned.sesion.logoutTime).toBe(iso('2026-10-09 09:00'));
    expect(abandoned.sesiones[0].motivoFin).toBe('admin');
  });

  it('refuses other roles, bad days and unknown users', async () => {
    for (const who of ['tomas', 'supervisor', 'silvina', 'operador1', 'cliente', 'aurora']) {
      expect((await get(who, url('tomas', '2026-10-05'))).statusCode, who).toBe(403);
    }
    for (const date of ['2026-13-01', '2026-02-29', 'ayer']) {
      const res = await get('admin', url('tomas', date));
      expect(res.statusCode, date).toBe(400);
      expect(res.json().message).toContain('Formato de fecha inválido. Use YYYY-MM-DD');
    }
    expect((await get('admin', '/api/work-sessions/day-detail/999999/2026-10-05')).statusCode).toBe(404);
  });
});

describe('GET /work-sessions/employee-summary', () => {
  const url = (q = '') => `/api/work-sessions/employee-summary?mes=10&anio=2026${q}`;
  type Card = {
    usuario: { id: number; name: string; role: string };
    estadoLogin: { estaLogueado: boolean };
    totalAlertasTiempo: number;
  };

  it('lists the employees (never admins or client users) with the month of each', async () => {
    const res = await get('admin', url());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const roles = new Set(body.empleados.map((e: Card) => e.usuario.role));
    expect([...roles].every((r) => ['operador', 'supervisor', 'contable'].includes(r as string))).toBe(true);
    expect(body.total).toBe(body.empleados.length);
    const tomas = body.empleados.find((e: Card) => e.usuario.id === ids.tomas);
    expect(tomas.estadisticas).toEqual({
      auditoriasCompletadas: 2,
      correcciones: 0,
      totalHorasLogueadas: 17.5, // 1 + 10.5 + 2 + 3 + 1; September's hour and the impersonation left out
      totalHorasExtra: 2.5,
      diasConHorasSinAutorizar: 1,
      totalComisiones: 2300,
    });
    expect(tomas.estadoLogin).toMatchObject({
      estaLogueado: true,
      necesitaAutorizacion: false,
      autorizacionSupervisor: null,
    });
    expect(tomas.auditoriaActual).toMatchObject({
      auditId: audits.enCurso,
      titulo: 'Control en curso',
      cliente: 'Demo Norte S.A.',
      horasEnProceso: 1,
    });
    expect(Object.keys(tomas.detallesDias)).toEqual([
      '2026-10-01',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-09',
    ]);
    expect(tomas.detallesDias['2026-10-05']).toEqual({
      auditoriasCompletadas: 1,
      correcciones: 0,
      horasTrabajadas: 10.5,
      horasExtra: 2.5,
      necesitaAutorizacion: true,
      nivel: 'excesivo',
      ganado: 1500,
    });
    // The card carries the day's totals; the day's audits come with the day detail and the monthly report.
    const report = await get('admin', `/api/work-sessions/report?mes=10&anio=2026&userId=${ids.tomas}`);
    expect(report.json().dias.find((d: { fecha: string }) => d.fecha === '2026-10-05').auditorias).toEqual([
      {
        id: audits.lenta,
        rol: 'operador',
        cliente: 'Demo Norte S.A.',
        titulo: 'Control cajas',
        tiempoMinutos: 210,
        comision: 1500,
      },
    ]);
    expect(tomas.infoSueldo).toBeNull();
    expect(tomas.ganado).toBe(2300);
    const silvina = body.empleados.find((e: Card) => e.usuario.id === ids.silvina);
    expect(silvina.estadisticas).toMatchObject({
      auditoriasCompletadas: 0,
      correcciones: 2,
      totalHorasLogueadas: 4,
    });
    expect(silvina.detallesDias['2026-10-06']).toMatchObject({ correcciones: 1 });
    const silvinaReport = await get(
      'admin',
      `/api/work-sessions/report?mes=10&anio=2026&userId=${ids.silvina}`,
    );
    expect(
      silvinaReport.json().dias.find((d: { fecha: string }) => d.fecha === '2026-10-06').auditorias[0],
    ).toMatchObject({ rol: 'supervisor', comision: 0 });
    const ulises = body.empleados.find((e: Card) => e.usuario.id === ids.ulises);
    expect(ulises.totalAlertasTiempo).toBe(2);
    expect(ulises.alertasTiempo.map((a: { estado: string }) => a.estado).sort()).toEqual([
      'pendiente',
      'revisada',
    ]);
    expect(ulises.estadoLogin.estaLogueado).toBe(false);
    expect(ulises.estadoLogin.autorizacionSupervisor).toMatchObject({ minutos: 150, motivo: 'Guardia' });
  });

  it('sorts logged-in first, then more time alerts, then name', async () => {
    const list: Card[] = (await get('contable', url())).json().empleados;
    const key = (c: Card): [number, number] => [c.estadoLogin.estaLogueado ? 0 : 1, -c.totalAlertasTiempo];
    for (let i = 1; i < list.length; i++) {
      const [a0, a1] = key(list[i - 1] as Card);
      const [b0, b1] = key(list[i] as Card);
      expect(a0 < b0 || (a0 === b0 && a1 <= b1)).toBe(true);
    }
    const firstOut = list.findIndex((c) => !c.estadoLogin.estaLogueado);
    expect(list[firstOut]?.usuario.id).toBe(ids.ulises); // the only one not signed in with alerts
    const loggedNames = list.filter((c) => c.estadoLogin.estaLogueado).map((c) => c.usuario.name);
    expect(loggedNames.indexOf('Carla Contable')).toBeLessThan(loggedNames.indexOf('Tomás Tiempo'));
  });

  it('filters by role, status, search and user', async () => {
    const sup = (await get('admin', url('&role=supervisor'))).json().empleados as Card[];
    expect(sup.length).toBeGreaterThan(0);
    expect(sup.every((c) => c.usuario.role === 'supervisor')).toBe(true);
    const logged = (await get('admin', url('&status=logueados'))).json().empleados as Card[];
    expect(logged.every((c) => c.estadoLogin.estaLogueado)).toBe(true);
    expect(logged.some((c) => c.usuario.id === ids.ulises)).toBe(false);
    const working = (await get('admin', url('&status=en_proceso'))).json().empleados as Card[];
    expect(working.map((c) => c.usuario.id)).toContain(ids.tomas);
    expect(
      working.every((c) => (c as unknown as { auditoriaActual: unknown }).auditoriaActual !== null),
    ).toBe(true);
    const search = (await get('admin', url('&search=tiempo'))).json();
    expect(search.empleados.map((c: Card) => c.usuario.id)).toEqual([ids.tomas]);
    expect(search.total).toBe(1);
    const one = (await get('admin', url(`&userId=${ids.silvina}`))).json().empleados as Card[];
    expect(one.map((c) => c.usuario.id)).toEqual([ids.silvina]);
    expect((await get('admin', url(`&userId=${ids.admin}`))).json().empleados).toEqual([]);
    expect((await get('admin', url('&search=%25'))).json().empleados).toEqual([]);
  });

  it('pages with the list contract: the pages together are the whole list', async () => {
    const all = (await get('admin', url())).json().empleados.map((c: Card) => c.usuario.id);
    const pages = await followPages(async (cursor) => {
      const res = await get('admin', url(`&limit=2${cursorParam(cursor)}`));
      const page = res.json() as {
        empleados: Card[];
        paginacion: { siguiente: string | null; limite: number };
      };
      expect(page.empleados.length).toBeLessThanOrEqual(2);
      expect(page.paginacion.limite).toBe(2);
      return page;
    });
    const seen = pages.flatMap((page) => page.empleados.map((c: Card) => c.usuario.id));
    expect(seen).toEqual(all);
    const bad = await get('admin', url('&cursor=nada-que-ver'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
  });

  it('shows the month’s salary when one was calculated', async () => {
    const conf = await post('admin', '/api/sueldos/configurar', {
      operadorId: ids.tomas,
      mes: 10,
      anio: 2026,
    });
    expect(conf.statusCode).toBe(200);
    const sueldo = conf.json().sueldo;
    const card = (await get('admin', url(`&userId=${ids.tomas}`))).json().empleados[0];
    expect(card.infoSueldo).toEqual({
      sueldoFinal: sueldo.sueldoFinal,
      sueldoReferencia: sueldo.sueldoReferencia,
      pagoFrancos: sueldo.pagoFrancos,
      cantidadFrancos: sueldo.detalle.francosPagados.length + sueldo.detalle.francosTrabajados.length,
      francosPagados: sueldo.detalle.francosPagados.length,
      francosTrabajados: sueldo.detalle.francosTrabajados.length,
      estado: 'calculado',
    });
    expect(card.ganado).toBe(sueldo.sueldoFinal);
    expect(card.porcentajeSueldoReferencia).toBe(
      Math.round((sueldo.sueldoFinal / sueldo.sueldoReferencia) * 1000) / 10,
    );
  });

  it('costs the same few queries for one employee or a hundred (no query per employee or day)', async () => {
    for (let i = 0; i < 12; i++) {
      await ctx.database.db.execute(sql`insert into users (name, email, password_hash, role)
        values (${`Empleado ${i}`}, ${`empleado${i}@prueba.ar`}, 'x', 'operador')`);
    }
    await ctx.database.db.execute(sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, ended_at, end_reason)
      select u.id, 'masivo-' || u.id || '-' || d, timestamptz '2026-10-01 09:00-03' + (d || ' days')::interval,
             timestamptz '2026-10-01 18:00-03' + (d || ' days')::interval, timestamptz '2026-10-01 18:00-03' + (d || ' days')::interval, 'logout'
        from users u, generate_series(0, 29) d where u.email like 'empleado%@prueba.ar'`);
    // Let the change notifications of the inserts arrive, then warm the session (not with this page: admins share
    // it for 5 s, and the counts below must be of computed answers).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await get('admin', '/api/auth/me');
    const small = await countQueries(() => get('admin', url('&limit=1')), SIGN_IN_QUERIES);
    const big = await countQueries(() => get('admin', url('&limit=100')), SIGN_IN_QUERIES);
    expect(big).toBe(small);
    expect(big).toBeLessThanOrEqual(10);
    // A page holds at most 12 cards (each carries its month day by day); the rest come with the cursor.
    const page = (await get('admin', url('&limit=100'))).json();
    expect(page.empleados.length).toBe(12);
    expect(page.paginacion).toMatchObject({ limite: 12, siguiente: expect.any(String) });
    const found = (await get('admin', url('&search=Empleado%203'))).json();
    const bulk = found.empleados.find((c: Card) => c.usuario.name === 'Empleado 3');
    expect(bulk.estadisticas.totalHorasLogueadas).toBe(270);
    expect(bulk.estadisticas.totalHorasExtra).toBe(30);
  });

  it('is for admin and contable only; bad filters are refused', async () => {
    for (const who of ['supervisor', 'silvina', 'operador1', 'tomas', 'cliente', 'aurora']) {
      expect((await get(who, url())).statusCode, who).toBe(403);
    }
    expect((await get(null, url())).statusCode).toBe(401);
    const month = await get('admin', '/api/work-sessions/employee-summary?mes=13&anio=2026');
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toContain('El mes debe ser un número entre 1 y 12');
    const year = await get('admin', '/api/work-sessions/employee-summary?mes=1&anio=2019');
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toContain('El año debe ser un número entre 2020 y 9999');
    expect((await get('admin', url('&role=admin'))).statusCode).toBe(400);
    expect((await get('admin', url('&status=dormidos'))).statusCode).toBe(400);
    // The last staff year still works.
    const last = await get('admin', '/api/work-sessions/employee-summary?mes=12&anio=9999');
    expect(last.statusCode).toBe(200);
    expect((await get('admin', hoursUrl('tomas', '9999-12-31'))).statusCode).toBe(200);
    // The current month by default.
    const now = (await get('admin', '/api/work-sessions/employee-summary')).json();
    expect(`${now.anio}-${String(now.mes).padStart(2, '0')}`).toBe(dayOfInstant(Date.now()).slice(0, 7));
  });
});

describe('GET /work-sessions/report', () => {
  const url = (q: string) => `/api/work-sessions/report?${q}`;

  it('is the month of one employee, day by day, with totals and the rest-day note', async () => {
    const res = await get('contable', url(`mes=10&anio=2026&userId=${ids.tomas}`));
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.usuario).toEqual({ id: ids.tomas, name: 'Tomás Tiempo', role: 'operador' });
    expect(r.periodo).toEqual({ mes: 10, anio: 2026 });
    expect(Date.now() - Date.parse(r.generadoEn)).toBeLessThan(60_000);
    expect(r.totales).toMatchObject({
      auditorias: 2,
      correcciones: 0,
      horasLogueadas: 17.5,
      totalComisiones: 2300,
    });
    expect(r.totales.sueldoFinal).toBe(r.totales.totalGanado); // calculated above
    expect(r.notaFrancos.length).toBeGreaterThan(10);
    expect(r.dias.map((d: { fecha: string }) => d.fecha)).toEqual([
      '2026-10-01',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-09',
    ]);
    const sixth = r.dias.find((d: { fecha: string }) => d.fecha === '2026-10-06');
    expect(sixth).toMatchObject({ horasTrabajadas: 2, ganado: 800 });
    expect(sixth.auditorias[0]).toMatchObject({
      titulo: 'Control depósito',
      cliente: 'Demo Norte S.A.',
      tiempoMinutos: 30,
    });
    const silvina = (await get('admin', url(`mes=10&anio=2026&userId=${ids.silvina}`))).json();
    expect(silvina.totales.correcciones).toBe(2);
    expect(silvina.notaFrancos).toContain('no incluye el pago de francos');
  });

  it('refuses other roles and bad input', async () => {
    for (const who of ['supervisor', 'tomas', 'cliente', 'aurora']) {
      expect((await get(who, url(`mes=10&anio=2026&userId=${ids.tomas}`))).statusCode, who).toBe(403);
    }
    expect((await get('admin', url('mes=10&anio=2026'))).statusCode).toBe(400);
    expect((await get('admin', url(`mes=0&anio=2026&userId=${ids.tomas}`))).statusCode).toBe(400);
    expect((await get('admin', url('mes=10&anio=2026&userId=999999'))).statusCode).toBe(404);
    expect((await get('admin', url(`mes=10&anio=2026&userId=${ids.cliente}`))).statusCode).toBe(400);
  });
});

describe('POST /work-sessions/close-all-sessions', () => {
  it('is for admins only', async () => {
    for (const who of ['supervisor', 'contable', 'operador1', 'cliente']) {
      expect((await post(who, '/api/work-sessions/close-all-sessions')).statusCode, who).toBe(403);
    }
    expect((await post(null, '/api/work-sessions/close-all-sessions')).statusCode).toBe(401);
  });

  it('ends every employee session: their next call is a forced logout; admins and clients stay', async () => {
    const open = await sqlCount(
      ctx.database.db,
      sql`select count(*) as n from auth_sessions s join users u on u.id = s.user_id
          where s.ended_at is null and u.role in ('operador', 'supervisor', 'contable')`,
    );
    expect(open).toBeGreaterThanOrEqual(5);
    const res = await post('admin', '/api/work-sessions/close-all-sessions');
    expect(res.statusCode).toBe(200);
    expect(res.json().closed).toBe(open);
    expect(res.json().message).toBe(`Se cerraron ${open} sesiones de empleados`);
    for (const who of ['tomas', 'silvina', 'contable', 'operador1']) {
      const next = await get(who, hoursUrl(who));
      expect(next.statusCode, who).toBe(401);
      expect(next.json().forceLogout).toBe(true);
      expect(next.json().message).toBe('Tu sesión fue cerrada por un administrador');
    }
    expect((await get('admin', hoursUrl('tomas'))).json().sesionActiva).toBe(false);
    expect((await get('cliente', '/api/auth/me')).statusCode).toBe(200);
    const again = await post('admin', '/api/work-sessions/close-all-sessions');
    expect(again.json()).toMatchObject({ closed: 0, usuarios: 0 });
  });
});

describe('API documentation', () => {
  it('documents every staff call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/work-sessions/user-hours/{id}',
        '/api/work-sessions/report',
        '/api/work-sessions/daily-audit-counts/{id}',
        '/api/work-sessions/day-detail/{id}/{date}',
        '/api/work-sessions/employee-summary',
        '/api/work-sessions/authorize-overtime/{id}',
        '/api/work-sessions/revoke-overtime/{id}',
        '/api/work-sessions/close-all-sessions',
        '/api/work-sessions/close-user-session/{id}',
      ]),
    );
  });
});
