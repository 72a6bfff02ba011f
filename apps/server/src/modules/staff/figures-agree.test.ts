import { argentineDay } from '@auditorias/domain/format/locale';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../test/app';
import { sqlRows } from '../../test/database';

/**
 * Issue 23: an employee's audits, hours, rest days and pay of a month are one figure wherever they show — the salary
 * screen ('Control horario', 'Ejemplo de cálculo', the calculated salary), the staff centre's card and the printable
 * report.
 */

let ctx: TestContext;
let admin: string;
let olga: number;
let op2: number;

const get = (url: string) => call(ctx.app, admin, { method: 'GET', url });
const post = (url: string, payload: object) => call(ctx.app, admin, { method: 'POST', url, payload });

interface Card {
  estadisticas: {
    auditoriasCompletadas: number;
    correcciones: number;
    totalHorasLogueadas: number;
    totalComisiones: number;
  };
  infoSueldo: {
    cantidadFrancos: number;
    francosPagados: number;
    francosTrabajados: number;
    pagoFrancos: number;
  } | null;
}

async function card(userId: number, mes: number, anio: number): Promise<Card> {
  const res = await get(`/api/work-sessions/employee-summary?userId=${userId}&mes=${mes}&anio=${anio}`);
  expect(res.statusCode).toBe(200);
  return res.json().empleados[0];
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await loginAs(ctx.app, 'admin')).token;
  olga = (await loginAs(ctx.app, 'operador1')).userId;
  op2 = (await loginAs(ctx.app, 'operador2')).userId;
  const db = ctx.database.db;
  // September 2026 for operador2: an audit delivered on the 15th; a normal day on Friday the 11th; an abandoned
  // session on Monday the 14th (last activity 16:00 UTC) that an admin closed ten hours later (it counts until its
  // last activity, not until the close); and work on Saturday the 12th, marked below as a rest day (a worked franco).
  const [audit] = await sqlRows<{ id: number }>(
    db,
    sql`select id from audits where deleted_at is null order by id limit 1`,
  );
  await db.execute(sql`update audits set estado = 'entregada', operador_id = ${op2},
    fecha_entrega = '2026-09-15T15:00:00Z'::timestamptz where id = ${audit?.id}`);
  const sessions: Array<[string, string, string]> = [
    ['2026-09-11T12:00:00Z', '2026-09-11T20:00:00Z', '2026-09-11T20:00:00Z'],
    ['2026-09-12T12:00:00Z', '2026-09-12T16:00:00Z', '2026-09-12T16:00:00Z'],
    ['2026-09-14T12:00:00Z', '2026-09-14T16:00:00Z', '2026-09-15T02:00:00Z'],
  ];
  for (const [i, [a, seen, end]] of sessions.entries()) {
    await db.execute(sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, ended_at)
      values (${op2}, ${`cifras-${i}`}, ${a}::timestamptz, ${seen}::timestamptz, ${end}::timestamptz)`);
  }
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe("an employee's month is one figure on every screen", () => {
  it("the salary screen shows the demo operator's month as the staff centre does, before and after the salary is calculated", async () => {
    const today = argentineDay();
    const mes = Number(today.slice(5, 7));
    const anio = Number(today.slice(0, 4));
    const staff = (await card(olga, mes, anio)).estadisticas;
    expect(staff.totalHorasLogueadas).toBeGreaterThan(0);

    const list = await get(`/api/sueldos?operadorId=${olga}&mes=${mes}&anio=${anio}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().sueldos).toEqual([]); // no salary calculated yet: the month still shows
    // The polled list (kept while no money or audit moved) carries no hours; the salary screen asks for them.
    expect(list.json().controlHorario).toBeNull();
    const screen = await get(`/api/sueldos/control-horario?operadorId=${olga}&mes=${mes}&anio=${anio}`);
    expect(screen.statusCode).toBe(200);
    expect(screen.json().controlHorario).toMatchObject({
      horasTrabajadas: staff.totalHorasLogueadas,
      auditoriasHechas: staff.auditoriasCompletadas,
      correccionesHechas: staff.correcciones,
      montoAuditorias: staff.totalComisiones,
    });

    const calc = await post('/api/sueldos/recalcular', { operadorId: olga, mes, anio });
    expect(calc.statusCode).toBe(200);
    expect(calc.json().sueldo).toMatchObject({
      horasTrabajadas: staff.totalHorasLogueadas,
      auditoriasHechas: staff.auditoriasCompletadas,
      montoAuditorias: staff.totalComisiones,
    });
  });

  it("the salary screen's hours follow new work at once (they are not kept with the money lists)", async () => {
    const url = `/api/sueldos/control-horario?operadorId=${op2}&mes=10&anio=2026`;
    const before = (await get(url)).json().controlHorario.horasTrabajadas;
    await ctx.database.db.execute(sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, ended_at)
      values (${op2}, 'cifras-octubre', '2026-10-05T12:00:00Z', '2026-10-05T15:00:00Z', '2026-10-05T15:00:00Z')`);
    const after = (await get(url)).json().controlHorario.horasTrabajadas;
    expect(after).toBe(before + 3);
    expect((await card(op2, 10, 2026)).estadisticas.totalHorasLogueadas).toBe(after);
    // Finance staff only; a bad period is a Spanish 400.
    const contable = (await loginAs(ctx.app, 'contable')).token;
    expect((await call(ctx.app, contable, { method: 'GET', url })).statusCode).toBe(200);
    const cliente = (await loginAs(ctx.app, 'cliente')).token;
    expect((await call(ctx.app, cliente, { method: 'GET', url })).statusCode).toBe(403);
    const bad = await get(`/api/sueldos/control-horario?operadorId=${op2}&mes=13&anio=2026`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('mes');
  });

  it('an abandoned session closed later counts the same hours in the salary as in the staff centre and the report', async () => {
    const conf = await post('/api/sueldos/configurar', {
      operadorId: op2,
      mes: 9,
      anio: 2026,
      objetivoAuditorias: 0,
      francosMarcados: '12',
      cobraFrancos: true,
      pagoDobleEnFrancos: true,
    });
    expect(conf.statusCode).toBe(200);
    const sueldo = conf.json().sueldo;
    const staff = (await card(op2, 9, 2026)).estadisticas;
    // 11th 8 h, 12th 4 h, 14th 4 h (not the 14 h until the admin closed it).
    expect(staff.totalHorasLogueadas).toBe(16);
    expect(sueldo.horasTrabajadas).toBe(staff.totalHorasLogueadas);
    expect(sueldo.auditoriasHechas).toBe(staff.auditoriasCompletadas);
    expect(sueldo.auditoriasHechas).toBe(1);
    const report = (await get(`/api/work-sessions/report?mes=9&anio=2026&userId=${op2}`)).json();
    expect(report.totales.horasLogueadas).toBe(sueldo.horasTrabajadas);
    expect(report.totales.auditorias).toBe(sueldo.auditoriasHechas);
  });

  it('a rest day worked at double pay is counted and named wherever its pay shows', async () => {
    const screen = (await get(`/api/sueldos?operadorId=${op2}&mes=9&anio=2026`)).json();
    const sueldo = screen.sueldos[0];
    expect(sueldo.detalle.francosTrabajados).toEqual([12]);
    expect(sueldo.detalle.francosPagados).toEqual([]);
    expect(sueldo.pagoFrancos).toBeGreaterThan(0);

    const info = (await card(op2, 9, 2026)).infoSueldo;
    expect(info).toMatchObject({
      pagoFrancos: sueldo.pagoFrancos,
      cantidadFrancos: 1,
      francosPagados: 0,
      francosTrabajados: 1,
    });

    const report = (await get(`/api/work-sessions/report?mes=9&anio=2026&userId=${op2}`)).json();
    expect(report.totales).toMatchObject({
      pagoFrancos: sueldo.pagoFrancos,
      cantidadFrancos: 1,
      francosTrabajados: 1,
    });
    expect(report.notaFrancos).toContain('1 franco trabajado');
    expect(report.notaFrancos).not.toContain('no incluye');
  });
});
