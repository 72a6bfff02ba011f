import { argentineDay } from '@auditorias/domain/format/locale';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestContext } from '../../test/app';
import { sqlCount, sqlRows } from '../../test/database';
import { marchSalaryConfig } from '../../test/finance';

let ctx: TestContext;
let admin: string;
let contable: string;
let op2: { token: string; userId: number };
let supervisor: { token: string; userId: number };
let cliente: string;

const get = (token: string | null, url: string) => call(ctx.app, token, { method: 'GET', url });
const post = (token: string | null, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, token, { method: 'POST', url, payload: payload as object, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await loginAs(ctx.app, 'admin')).token;
  contable = (await loginAs(ctx.app, 'contable')).token;
  op2 = await loginAs(ctx.app, 'operador2');
  supervisor = await loginAs(ctx.app, 'supervisor');
  cliente = (await loginAs(ctx.app, 'cliente')).token;
  const db = ctx.database.db;
  // March 2026: two audits delivered by operador2 inside the Argentine month, one just before it (28 Feb 23:00 AR),
  // all approved by the supervisor.
  const ids = await sqlRows<{ id: number }>(
    db,
    sql`select id from audits where deleted_at is null order by id limit 3`,
  );
  const deliveries = ['2026-03-10T15:00:00Z', '2026-03-31T23:00:00Z', '2026-03-01T02:00:00Z'];
  for (const [i, a] of ids.entries()) {
    await db.execute(sql`update audits set estado = 'entregada', operador_id = ${op2.userId},
      supervisor_id = ${supervisor.userId}, fecha_entrega = ${deliveries[i]}::timestamptz where id = ${a.id}`);
  }
  // Work sessions: Friday 6 (two overlapping tabs) and Monday 9 March; rest days 7 and 8 in between.
  const sessions = [
    ['2026-03-06T12:00:00Z', '2026-03-06T20:00:00Z'],
    ['2026-03-06T19:00:00Z', '2026-03-06T21:00:00Z'],
    ['2026-03-09T12:00:00Z', '2026-03-09T14:30:00Z'],
  ];
  for (const [i, [a, b]] of sessions.entries()) {
    await db.execute(sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, ended_at)
      values (${op2.userId}, ${`prueba-sueldo-${i}`}, ${a}::timestamptz, ${b}::timestamptz, ${b}::timestamptz)`);
  }
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const marchConfig = () => marchSalaryConfig(op2.userId);

describe('POST /api/sueldos/configurar', () => {
  it('is for the admin only', async () => {
    for (const token of [contable, op2.token, supervisor.token, cliente]) {
      expect((await post(token, '/api/sueldos/configurar', marchConfig())).statusCode).toBe(403);
    }
    expect((await post(null, '/api/sueldos/configurar', marchConfig())).statusCode).toBe(401);
  });

  it('refuses out-of-range values in Spanish and saves nothing', async () => {
    const bad = await post(admin, '/api/sueldos/configurar', {
      ...marchConfig(),
      plusPorcentaje: 100.3,
      diasVacaciones: 40,
      anio: 2031,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('El plus porcentual debe estar entre 0 y 100');
    expect(bad.json().message).toContain('vacaciones');
    expect(await sqlCount(ctx.database.db, sql`select count(*) as n from salary_configs`)).toBe(0);
    const horas = await post(admin, '/api/sueldos/configurar', {
      ...marchConfig(),
      operadorId: supervisor.userId,
      tipoPago: 'horas',
    });
    expect(horas.statusCode).toBe(400);
    expect(horas.json().message).toBe('El pago por horas solo está disponible para operadores');
    const nobody = await post(admin, '/api/sueldos/configurar', { ...marchConfig(), operadorId: 999999 });
    expect(nobody.statusCode).toBe(404);
  });

  it('saves, reports defaults, gathers the month and accrues the salary in the ledger', async () => {
    const res = await post(admin, '/api/sueldos/configurar', marchConfig());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.usandoDefaults).toBe(true);
    expect(body.porDefecto).toContain('plusPorcentaje');
    expect(body.message).toContain('usando defaults');
    const s = body.sueldo;
    expect(s.auditoriasHechas).toBe(2); // the delivery at 28 Feb 23:00 AR is February's
    expect(s.horasTrabajadas).toBe(11.5); // 6th: 12–21 merged (9 h); 9th: 2 h 30
    expect(s.detalle.francosPagados).toEqual([7, 8]);
    expect(s.domingosMes).toBe(5);
    expect(s.feriadosMes).toBe(1); // 24 March (the 23rd is a tourist non-working day, not a holiday)
    expect(s.sueldoFinal).toBe(25000 + 2 * 833);
    expect(s.pagoFrancos).toBe(1666);
    expect(s.estado).toBe('calculado');
    const [acc] = await sqlRows<{ n: string; total: string }>(
      ctx.database.db,
      sql`select count(distinct e.id) as n, sum(l.amount) as total from ledger_entries e join ledger_lines l on l.entry_id = e.id
          where e.kind = 'sueldo_devengado' and l.account = '2201'`,
    );
    expect(Number(acc?.n)).toBe(1);
    expect(Number(acc?.total)).toBe(-2666600);
    // The month's movements show the accrual as the salary expense it recognised (no cash moved).
    const moves = await get(admin, '/api/finanzas/movimientos?mes=3&anio=2026&limit=100');
    expect(moves.statusCode).toBe(200);
    const accrual = moves.json().movimientos.find((m: { tipo: string }) => m.tipo === 'sueldo_devengado');
    expect(accrual?.monto).toBe(-26666);
    // A second save with the same values posts nothing new.
    await post(admin, '/api/sueldos/configurar', marchConfig());
    expect(
      await sqlCount(
        ctx.database.db,
        sql`select count(*) as n from ledger_entries where kind = 'sueldo_devengado'`,
      ),
    ).toBe(1);
  });

  it('counts the corrections a supervisor approved', async () => {
    const res = await post(admin, '/api/sueldos/configurar', {
      operadorId: supervisor.userId,
      mes: 3,
      anio: 2026,
      objetivoAuditorias: 0,
      objetivoCorrecciones: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().sueldo.correccionesHechas).toBe(2);
    expect(res.json().sueldo.porcentajeObjetivo).toBe(50);
    expect(res.json().sueldo.sueldoFinal).toBe(20000);
  });
});

describe('reads', () => {
  it('GET /sueldos answers admin and contable, refuses others', async () => {
    const res = await get(contable, `/api/sueldos?operadorId=${op2.userId}&mes=3&anio=2026`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sueldos).toHaveLength(1);
    expect(res.json().configuracion.francosMarcados).toEqual([7, 8]);
    expect(res.json().configuracion.valorDiaPago).toBe(833);
    const all = await get(admin, '/api/sueldos');
    expect(all.json().sueldos.length).toBe(2);
    for (const token of [op2.token, supervisor.token, cliente]) {
      expect((await get(token, '/api/sueldos')).statusCode).toBe(403);
    }
    expect((await get(admin, '/api/sueldos?mes=13')).statusCode).toBe(400);
  });

  it('GET /sueldos/mi-sueldo shows only the caller its own salary', async () => {
    const mine = await get(op2.token, '/api/sueldos/mi-sueldo?mes=3&anio=2026');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().sueldo.operadorId).toBe(op2.userId);
    const none = await get(contable, '/api/sueldos/mi-sueldo?mes=3&anio=2026');
    expect(none.json().sueldo).toBeNull();
    expect(none.json().mensaje).toBe('No hay información de sueldo configurada');
    const client = await get(cliente, '/api/sueldos/mi-sueldo');
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toContain('sin sueldo habilitado');
  });
});

describe('pay and revert', () => {
  let sueldoId: number;
  beforeAll(async () => {
    const res = await get(admin, `/api/sueldos?operadorId=${op2.userId}&mes=3&anio=2026`);
    sueldoId = res.json().sueldos[0].id;
  });

  it('refuses bad input and other roles', async () => {
    expect(
      (await post(contable, '/api/sueldos/pagar', { sueldoId, tipoPago: 'Pago Total' })).statusCode,
    ).toBe(403);
    expect((await post(admin, '/api/sueldos/pagar', { sueldoId, tipoPago: 'Otro' })).statusCode).toBe(400);
    const over = await post(admin, '/api/sueldos/pagar', {
      sueldoId,
      tipoPago: 'Pago Parcial',
      montoPago: 99999,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('Pago Total');
    const neg = await post(admin, '/api/sueldos/pagar', {
      sueldoId,
      tipoPago: 'Pago Parcial',
      montoPago: -5,
    });
    expect(neg.statusCode).toBe(400);
    expect(
      (await post(admin, '/api/sueldos/pagar', { sueldoId: 999999, tipoPago: 'Pago Total' })).statusCode,
    ).toBe(404);
    const noPay = await post(admin, '/api/sueldos/revertir', { sueldoId, motivo: 'x' });
    expect(noPay.statusCode).toBe(409);
  });

  it('pays partially then totally; the finance dashboard sees pending and paid salaries', async () => {
    const dash = async () => (await get(contable, '/api/finanzas/dashboard?mes=3&anio=2026')).json().resumen;
    const before = await dash();
    expect(before.sueldosPorPagar).toBe(26666 + 20000);
    const part = await post(admin, '/api/sueldos/pagar', {
      sueldoId,
      tipoPago: 'Pago Parcial',
      montoPago: 10000,
      concepto: 'Adelanto de marzo',
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().movimientoId).toBeGreaterThan(0);
    expect(part.json().sueldo.estado).toBe('calculado');
    expect(part.json().sueldo.detalle.totalPagado).toBe(10000);
    const total = await post(admin, '/api/sueldos/pagar', {
      sueldoId,
      tipoPago: 'Pago Total',
      montoPago: 16666,
    });
    expect(total.statusCode).toBe(200);
    expect(total.json().sueldo.estado).toBe('pagado');
    const again = await post(admin, '/api/sueldos/pagar', { sueldoId, tipoPago: 'Pago Total' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El sueldo ya está pagado');
    // A paid record is not recalculated by a new save.
    const frozen = await post(admin, '/api/sueldos/configurar', {
      ...marchConfig(),
      sueldoReferencia: 30000,
    });
    expect(frozen.json().recalculado).toBe(false);
    expect(frozen.json().sueldo.sueldoFinal).toBe(26666);
    // Payments are cash on the day they are made: the balance at the end of the later of March and today.
    const today = argentineDay();
    const later =
      today > '2026-03-31'
        ? { mes: Number(today.slice(5, 7)), anio: Number(today.slice(0, 4)) }
        : { mes: 3, anio: 2026 };
    const after = (await get(contable, `/api/finanzas/dashboard?mes=${later.mes}&anio=${later.anio}`)).json()
      .resumen;
    expect(after.sueldosPorPagar).toBe(20000);
    expect(await sqlCount(ctx.database.db, sql`select count(*) as n from salary_payments`)).toBe(2);
  });

  it('reverts with a required reason, posting the compensating entries; the record is pending again', async () => {
    const noReason = await post(admin, '/api/sueldos/revertir', {
      sueldoId,
      operadorId: op2.userId,
      monto: 26666,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Indique el motivo de la reversión');
    const wrong = await post(admin, '/api/sueldos/revertir', { sueldoId, monto: 100, motivo: 'error' });
    expect(wrong.statusCode).toBe(409);
    expect((await post(contable, '/api/sueldos/revertir', { sueldoId, motivo: 'x' })).statusCode).toBe(403);
    const res = await post(admin, '/api/sueldos/revertir', {
      sueldoId,
      operadorId: op2.userId,
      monto: 26666,
      motivo: 'Pagado a la cuenta equivocada',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().movimientoIds).toHaveLength(2);
    expect(res.json().sueldo.estado).toBe('calculado');
    expect(res.json().sueldo.detalle.totalPagado).toBe(0);
    const [cash] = await sqlRows<{ total: string }>(
      ctx.database.db,
      sql`select coalesce(sum(l.amount), 0) as total from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where e.kind = 'sueldo_pago' and l.account = '1102'`,
    );
    expect(Number(cash?.total)).toBe(0);
    const dash = (await get(contable, '/api/finanzas/dashboard?mes=3&anio=2026')).json().resumen;
    expect(dash.sueldosPorPagar).toBe(26666 + 20000);
  });

  // 50 parallel pays and reverts, and a retried key answering the first result: security/races.test.ts.

  it("the spec's /finanzas/pagar-sueldo and /finanzas/revertir-pago are the same calls as /sueldos/pagar and /sueldos/revertir", async () => {
    const payments = () => sqlCount(ctx.database.db, sql`select count(*) as n from salary_payments`);
    const before = await payments();
    // Same refusals.
    expect(
      (await post(contable, '/api/finanzas/pagar-sueldo', { sueldoId, tipoPago: 'Pago Total' })).statusCode,
    ).toBe(403);
    expect((await post(admin, '/api/finanzas/pagar-sueldo', { sueldoId, tipoPago: 'Otro' })).statusCode).toBe(
      400,
    );
    const over = await post(admin, '/api/finanzas/pagar-sueldo', {
      sueldoId,
      tipoPago: 'Pago Parcial',
      montoPago: 99999,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('Pago Total');
    // Same payment and idempotency: the key sent again on the other path answers the first payment.
    const key = { 'idempotency-key': 'sueldo-spec-path-1' };
    const paid = await post(admin, '/api/finanzas/pagar-sueldo', { sueldoId, tipoPago: 'Pago Total' }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().sueldo.estado).toBe('pagado');
    expect(paid.json().message).toBe('Pago de sueldo registrado');
    const again = await post(admin, '/api/sueldos/pagar', { sueldoId, tipoPago: 'Pago Total' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().movimientoId).toBe(paid.json().movimientoId);
    expect(await payments()).toBe(before + 1);
    // Revert through the spec's path: the reason is required, then the record is pending again.
    expect(
      (await post(admin, '/api/finanzas/revertir-pago', { sueldoId, operadorId: op2.userId, motivo: ' ' }))
        .statusCode,
    ).toBe(400);
    expect((await post(contable, '/api/finanzas/revertir-pago', { sueldoId, motivo: 'x' })).statusCode).toBe(
      403,
    );
    const reverted = await post(admin, '/api/finanzas/revertir-pago', {
      sueldoId,
      operadorId: op2.userId,
      monto: 26666,
      motivo: 'Prueba de la ruta de finanzas',
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().sueldo).toMatchObject({ estado: 'calculado', saldoPendiente: 26666 });
  });
});

describe('POST /api/sueldos/crear-gastos-existentes', () => {
  it('computes every employee of the month once; a rerun registers nothing', async () => {
    expect(
      (await post(contable, '/api/sueldos/crear-gastos-existentes', { mes: 4, anio: 2026 })).statusCode,
    ).toBe(403);
    const first = await post(admin, '/api/sueldos/crear-gastos-existentes', { mes: 4, anio: 2026 });
    expect(first.statusCode).toBe(200);
    expect(first.json().registrados).toBeGreaterThan(0);
    const second = await post(admin, '/api/sueldos/crear-gastos-existentes', { mes: 4, anio: 2026 });
    expect(second.json().registrados).toBe(0);
    expect(second.json().message).toContain('no había gastos de sueldo por registrar');
  });
});

describe('POST /api/sueldos/recalcular', () => {
  it('is for the admin only and answers the role defaults as not saved when the month has no configuration', async () => {
    const body = { operadorId: supervisor.userId, mes: 2, anio: 2026 };
    for (const token of [contable, op2.token, supervisor.token, cliente]) {
      expect((await post(token, '/api/sueldos/recalcular', body)).statusCode).toBe(403);
    }
    const answer = await post(admin, '/api/sueldos/recalcular', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const json = answer.json();
    expect(json.configuracion.guardada).toBe(false);
    expect(json.configuracion.sueldoReferencia).toBe(40000);
    expect(json.sueldo.operadorId).toBe(supervisor.userId);
    expect(json.recalculado).toBe(true);
    expect((await post(admin, '/api/sueldos/recalcular', { ...body, mes: 13 })).statusCode).toBe(400);
    expect((await post(admin, '/api/sueldos/recalcular', { ...body, operadorId: 99999999 })).statusCode).toBe(
      404,
    );
  });
});
