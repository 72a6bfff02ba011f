import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { deliverAudit, finishAudit, orderAudit } from '../test/audit-flow';
import { sqlCount, sqlRows } from '../test/database';
import { reportFigure } from '../test/figures';

/**
 * Races: 50 identical requests sent at once (on the real PostgreSQL) for each action that changes an audit's
 * hands or money — take, assign, approve and deliver, collect, pay a salary, revert a salary payment. Each must
 * have exactly one effect (counted in the timeline, the ledger or the payments afterwards), and every other answer
 * must be a clean Spanish refusal (409 or 400), never a 5xx.
 */
const RACERS = 50;
const t = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
  users: ['admin', 'supervisor', 'operador1', 'operador2'],
  manualOrders: true,
  unrestricted: true,
});
const { ids, clients, branches, as } = t;
const messages: string[] = [];
const tally = { actions: 0, requests: 0, effects: 0, doubles: 0, errors5xx: 0 };

beforeAll(async () => {
  // The queue starts empty (orders go straight to it, and every operator may work for every client).
  await t.database.db.execute(
    sql`update audits set deleted_at = now() where estado in ('solicitud', 'pendiente', 'asignada', 'en_proceso', 'pausada')`,
  );
});

afterAll(async () => {
  reportFigure(
    `[seguridad] carreras: ${tally.actions} acciones × ${RACERS} peticiones, ${tally.effects} efectos únicos, ` +
      `${tally.doubles} dobles, ${tally.errors5xx} respuestas 5xx`,
  );
  if (process.env.RACES_VERBOSE) console.info([...new Set(messages)].join('\n'));
});

const count = (query: ReturnType<typeof sql>) => sqlCount(t.database.db, query);

/** A refusal as the API promises it: 409 or 400, the error shape, a Spanish message, no stack or SQL. */
function expectCleanRefusal(res: LightMyRequestResponse) {
  expect([400, 409], res.body).toContain(res.statusCode);
  const body = res.json();
  expect(body).toMatchObject({ success: false });
  expect(typeof body.message).toBe('string');
  expect(body.message, res.body).toMatch(/[a-záéíóúñ]/i);
  // Spanish: at least one common Spanish word, and none of the English of a leaked driver or framework error.
  expect(body.message, res.body).toMatch(/\b(la|el|ya|no|de|del|está|fue|los|las|un|una|en|primero)\b/i);
  expect(res.body).not.toMatch(/\bat \S+:\d+|duplicate key|violates|deadlock|serializ|Error:/i);
}

/**
 * Sends `send()` RACERS times at once; `effects()` counts what the action leaves behind. Exactly one answer is a
 * success, the effect count grows by exactly one, every other answer is a clean refusal.
 */
async function race(send: (i: number) => Promise<LightMyRequestResponse>, effects: () => Promise<number>) {
  const before = await effects();
  const results = await Promise.all(Array.from({ length: RACERS }, (_, i) => send(i)));
  const made = (await effects()) - before;
  tally.actions += 1;
  tally.requests += results.length;
  tally.errors5xx += results.filter((r) => r.statusCode >= 500).length;
  if (made === 1) tally.effects += 1;
  if (made > 1) tally.doubles += made - 1;
  expect(
    results.filter((r) => r.statusCode >= 500).map((r) => r.body),
    'no 5xx',
  ).toEqual([]);
  const ok = results.filter((r) => r.statusCode === 200);
  expect(ok, results.map((r) => `${r.statusCode}`).join(',')).toHaveLength(1);
  for (const r of results) if (r.statusCode !== 200) expectCleanRefusal(r);
  messages.push(
    ...new Set(results.filter((r) => r.statusCode !== 200).map((r) => r.json().message as string)),
  );
  expect(made, 'exactly one effect').toBe(1);
  return { ok: ok[0] as LightMyRequestResponse, refusals: results.filter((r) => r.statusCode !== 200) };
}

const newAudit = (titulo: string) =>
  orderAudit(t, {
    clienteId: clients['Demo Norte S.A.'] as number,
    branchId: branches['Sucursal Belgrano'] as number,
    titulo,
    prioridad: 'normal',
  });
const timelineRows = (auditId: number, action: string) =>
  count(
    sql`select count(*)::int as n from audit_timeline where audit_id = ${auditId} and action = ${action}`,
  );

describe('50 parallel identical requests: exactly one effect each', () => {
  it('take: several operators take the one audit of the queue at once; exactly one holds it', async () => {
    const id = await newAudit('Carrera tomar');
    const takers = ['operador1', 'operador2', 'supervisor'];
    const { ok } = await race(
      (i) => as(takers[i % takers.length] as string, { method: 'PATCH', url: `/api/audits/${id}/take` }),
      () => timelineRows(id, 'tomada'),
    );
    const [row] = await sqlRows<{ operador_id: number; estado: string }>(
      t.database.db,
      sql`select operador_id, estado from audits where id = ${id}`,
    );
    expect(row?.estado).toBe('asignada');
    expect(ok.json().data.id).toBe(id);
    expect(Object.values(ids)).toContain(row?.operador_id);
    // Tidy up: nobody keeps holding work for the next races.
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${id}`);
  });

  it('assign: 50 identical assignments by the admin assign once', async () => {
    const id = await newAudit('Carrera asignar');
    const { refusals } = await race(
      () =>
        as('admin', {
          method: 'PATCH',
          url: `/api/audits/${id}/assign`,
          payload: { operadorId: ids.operador2 },
        }),
      () => timelineRows(id, 'asignada'),
    );
    expect(refusals.every((r) => r.statusCode === 409)).toBe(true);
    const [row] = await sqlRows<{ operador_id: number }>(
      t.database.db,
      sql`select operador_id from audits where id = ${id}`,
    );
    expect(row?.operador_id).toBe(ids.operador2);
    await t.database.db.execute(sql`update audits set deleted_at = now() where id = ${id}`);
  });

  it('approve and deliver: 50 identical approvals by the supervisor deliver (and charge) once', async () => {
    const id = await finishAudit(t, await newAudit('Carrera aprobar'));
    await race(
      () => as('supervisor', { method: 'PUT', url: `/api/audits/${id}/send-to-client`, payload: {} }),
      () => timelineRows(id, 'aprobada_enviada'),
    );
    // One delivery, one charge to the client's account.
    expect(
      await count(
        sql`select count(*)::int as n from ledger_entries where audit_id = ${id} and kind = 'entrega'`,
      ),
    ).toBe(1);
  });

  it('collect: 50 identical collections collect once; 50 keyed twins of a revert all answer its one result', async () => {
    const id = await deliverAudit(t, await newAudit('Carrera cobrar'));
    const cobros = () =>
      count(
        sql`select count(*)::int as n from ledger_entries where audit_id = ${id} and kind = 'cobro' and reverses_entry_id is null`,
      );
    const { refusals } = await race(
      () =>
        as('admin', { method: 'PATCH', url: `/api/audits/${id}/pago`, payload: { estadoPago: 'pagada' } }),
      cobros,
    );
    expect(refusals.every((r) => r.statusCode === 409)).toBe(true);
    const saldo = () =>
      sqlRows<{ cobrado: string; saldo: string }>(
        t.database.db,
        sql`select coalesce(sum(amount) filter (where account = '1101'), 0) as cobrado,
                   coalesce(sum(amount) filter (where account = '1201'), 0) as saldo
            from ledger_lines where audit_id = ${id}`,
      ).then(([r]) => ({ cobrado: Number(r?.cobrado), saldo: Number(r?.saldo) }));
    expect(await saldo()).toEqual({ cobrado: 2_500_000, saldo: 0 });
    // With an idempotency key, 50 parallel twins of a revert all answer the one result.
    const keyed = await Promise.all(
      Array.from({ length: RACERS }, () =>
        as('admin', {
          method: 'PATCH',
          url: `/api/audits/${id}/pago`,
          payload: { estadoPago: 'pendiente' },
          headers: { 'idempotency-key': `rev-${id}` },
        }),
      ),
    );
    expect(keyed.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(keyed.map((r) => r.body)).size).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from ledger_entries where audit_id = ${id} and kind = 'cobro' and reverses_entry_id is not null`,
      ),
    ).toBe(1);
    expect(await saldo()).toEqual({ cobrado: 0, saldo: 2_500_000 });
  });

  describe('salaries', () => {
    let sueldoId = 0;
    let sueldoFinal = 0;
    beforeAll(async () => {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/sueldos/configurar',
        payload: {
          operadorId: ids.operador2,
          mes: 3,
          anio: 2026,
          sueldoReferencia: '25000',
          tipoPago: 'objetivos',
          objetivoAuditorias: 0,
          diasVacaciones: 0,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      sueldoId = res.json().sueldo.id;
      sueldoFinal = res.json().sueldo.sueldoFinal;
      expect(sueldoFinal).toBeGreaterThan(0);
    });
    const livePayments = () =>
      count(
        sql`select count(*)::int as n from salary_payments where salary_id = ${sueldoId} and reversal_entry_id is null`,
      );
    const revertedPayments = () =>
      count(
        sql`select count(*)::int as n from salary_payments where salary_id = ${sueldoId} and reversal_entry_id is not null`,
      );
    const cashEntries = (reversal: boolean) =>
      count(
        sql`select count(*)::int as n from ledger_entries where kind = 'sueldo_pago'
            and (reverses_entry_id is not null) = ${reversal}`,
      );
    /** A salary write by the admin, with the headers given (an idempotency key). */
    const salaryWrite =
      (url: string, payload: () => object) =>
      (headers: Record<string, string> = {}) =>
        as('admin', { method: 'POST', url, payload: payload(), headers });
    const pay = salaryWrite('/api/sueldos/pagar', () => ({ sueldoId, tipoPago: 'Pago Total' }));
    const revert = salaryWrite('/api/sueldos/revertir', () => ({ sueldoId, motivo: 'Prueba de carrera' }));

    it('pay: 50 identical payments of the whole salary post one payment', async () => {
      const entries = await cashEntries(false);
      const { refusals } = await race(() => pay(), livePayments);
      expect(refusals.every((r) => r.statusCode === 409)).toBe(true);
      expect((await cashEntries(false)) - entries).toBe(1);
      const [paid] = await sqlRows<{ total_pagado: string; estado: string }>(
        t.database.db,
        sql`select total_pagado::text, estado from salary_records where id = ${sueldoId}`,
      );
      // Stored in centavos; the API answers pesos.
      expect(paid).toEqual({ total_pagado: String(sueldoFinal * 100), estado: 'pagado' });
    });

    it('revert: 50 identical reverts reverse the payment once; keyed twins answer one result', async () => {
      const reversals = await cashEntries(true);
      const { refusals } = await race(() => revert(), revertedPayments);
      expect(refusals.every((r) => r.statusCode === 409)).toBe(true);
      expect((await cashEntries(true)) - reversals).toBe(1);
      expect(await livePayments()).toBe(0);
      // With a key, parallel twins of a pay and then of a revert each answer their one first result.
      const keyedPay = await Promise.all(
        Array.from({ length: 10 }, () => pay({ 'idempotency-key': 'pay-1' })),
      );
      expect(keyedPay.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(keyedPay.map((r) => r.json().movimientoId)).size).toBe(1);
      expect(await livePayments()).toBe(1);
      const keyedRevert = await Promise.all(
        Array.from({ length: 10 }, () => revert({ 'idempotency-key': 'rev-1' })),
      );
      expect(keyedRevert.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(keyedRevert.map((r) => JSON.stringify(r.json().movimientoIds))).size).toBe(1);
      expect(await livePayments()).toBe(0);
      expect(await revertedPayments()).toBe(2);
    });
  });
});
