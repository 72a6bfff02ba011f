import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';
import { unbalancedEntries } from '../../test/finance';

/**
 * Model-based test: random sequences of deliver / correct / collect (at a rate) / partial collect / revert /
 * expense / revert expense / income / correction deletion / salary pay (whole or partial) / salary revert / month
 * close / month reopen / salary configuration (same or another reference salary) / staff work time (this month or
 * the salary's) / the client's statement against the API / paying the operator's commissions (whole or partial) /
 * reverting one of those payments; after every step the ledger balances, every figure of
 * the summary, each audit's due amount and the client's statement equal a simple in-memory model's, and the
 * reconciliation check (GET /finanzas/conciliacion) reports every invariant OK.
 *
 * Runs: `MODEL_RUNS` (default 30, fixed seed; `MODEL_SEED` another); `npm run test:deep` runs 200. The
 * reconciliation (~50 ms a call) is asserted after every step of the first `MODEL_RECONCILE_RUNS` sequences (5 in
 * the fixed-seed run, to keep `npm test` short; every sequence when more runs are asked, as `test:deep` does) and at
 * the end of every sequence. The seed was changed when commission payments joined the actions, so that the run
 * still pays a salary in a closed month (`pagoEnMesCerrado`).
 */
const RUNS = Number(process.env.MODEL_RUNS ?? 30);
const RECONCILE_RUNS = Number(process.env.MODEL_RECONCILE_RUNS ?? (RUNS > 30 ? RUNS : 5));
// Long runs (MODEL_RUNS) send thousands of requests a minute from one address.
const t = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: '1000000' },
  users: ['admin', 'contable', 'supervisor', 'operador1', 'cliente'],
});
const { ids, clients, branches, users, as } = t;
let operador = 0;
let clientId = 0;
let branchId = 0;
/** A March 2026 salary of operador2 (an ended month, so that it can be closed). */
const SALARY_MONTH = { mes: 3, anio: 2026 } as const;
let salaryConfig: Record<string, unknown> = {};
let sueldoId = 0;

beforeAll(async () => {
  operador = ids.operador1 ?? 0;
  clientId = clients['Demo Norte S.A.'] ?? 0;
  branchId = branches['Sucursal Belgrano'] ?? 0;
  // The seeded delivered audits get their postings first: the model starts from the repaired ledger.
  await as('admin', { method: 'POST', url: '/api/finanzas/repair-inconsistencias' });
  salaryConfig = {
    operadorId: users.operador2,
    ...SALARY_MONTH,
    sueldoReferencia: '25000',
    tipoPago: 'objetivos',
    objetivoAuditorias: 0,
    diasVacaciones: 0,
  };
  const configured = await as('admin', {
    method: 'POST',
    url: '/api/sueldos/configurar',
    payload: salaryConfig,
  });
  expect(configured.statusCode, configured.body).toBe(200);
  sueldoId = configured.json().sueldo.id;
});
const cents = (pesos: number) => Math.round(pesos * 100);

/** Belgrano: normal $25.000 (client cost), prioritaria ×1.5, urgente $60.000 (branch price); operator 40 %. */
const PRICE = { normal: 2_500_000, prioritaria: 3_750_000, urgente: 6_000_000, gratis: 0 } as const;
type Rate = keyof typeof PRICE;

interface ModelAudit {
  id: number;
  state: 'terminada' | 'entregada' | 'pagada' | 'borrada';
  charge: number;
  paid: number;
  /** Charge before the first collection (what a revert restores). */
  before: number | null;
}
interface Model {
  audits: ModelAudit[];
  expenses: Array<{ id: number; amount: number }>;
  cashIn: number;
  cashOut: number;
  receivable: number;
  /** The salary (centavos): its final amount and what is paid of it now; the `AtStart` ones when the run began. */
  salary: { final: number; paid: number; paidAtStart: number; finalAtStart: number };
  /** Whether the salary's month is closed. */
  closed: boolean;
  /** The client's statement balance when the run began (every model audit is of that client). */
  statementAtStart: number;
  /**
   * The operator's commissions (centavos): what was paid of them, net of reversals, since the run began, and the
   * standing payments of the run (entry and amount), which a reversal picks from.
   */
  commissions: { paid: number; payments: Array<{ id: number; amount: number }> };
}

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const action = fc.oneof(
  fc.record({ k: fc.constant('deliver' as const), i: fc.nat() }),
  fc.record({ k: fc.constant('correct' as const), i: fc.nat() }),
  fc.record({
    k: fc.constant('collect' as const),
    i: fc.nat(),
    rate: fc.constantFrom<Rate>('normal', 'prioritaria', 'urgente', 'gratis'),
  }),
  fc.record({
    k: fc.constant('partial' as const),
    i: fc.nat(),
    share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  }),
  fc.record({ k: fc.constant('revert' as const), i: fc.nat() }),
  fc.record({
    k: fc.constant('expense' as const),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    cat: fc.constantFrom('operativo', 'administrativo', 'impuestos', 'servicios', 'otros'),
  }),
  fc.record({ k: fc.constant('unexpense' as const), i: fc.nat() }),
  fc.record({
    k: fc.constant('income' as const),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    withClient: fc.boolean(),
  }),
  fc.record({ k: fc.constant('delete' as const), i: fc.nat() }),
  fc.record({
    k: fc.constant('paySalary' as const),
    whole: fc.boolean(),
    share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  }),
  fc.record({ k: fc.constant('revertSalary' as const) }),
  fc.record({ k: fc.constant('close' as const), current: fc.boolean() }),
  fc.record({ k: fc.constant('reopen' as const) }),
  fc.record({ k: fc.constant('reconfigure' as const) }),
  fc.record({
    k: fc.constant('configure' as const),
    referencia: fc.constantFrom('25000', '30000', '40000'),
  }),
  fc.record({
    k: fc.constant('work' as const),
    who: fc.constantFrom('operador1', 'operador2', 'supervisor'),
    minutes: fc.integer({ min: 1, max: 600 }),
    /** In the salary's month (a day of March 2026) instead of the hours just gone. */
    inSalaryMonth: fc.boolean(),
    day: fc.integer({ min: 1, max: 31 }),
  }),
  fc.record({ k: fc.constant('statement' as const) }),
  fc.record({
    k: fc.constant('payCommissions' as const),
    whole: fc.boolean(),
    share: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
  }),
  fc.record({ k: fc.constant('revertCommissions' as const), i: fc.nat() }),
);

async function newFinished(n: number): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    t.database.db,
    sql`insert into audits (titulo, estado, client_id, branch_id, fecha_solicitada, operador_id, prioridad, fecha_terminacion)
        select 'Modelo ' || g, 'terminada', ${clientId}, ${branchId}, current_date, ${operador}, 'normal', now()
        from generate_series(1, ${n}) g returning id`,
  );
  return rows.map((r) => r.id);
}

/** The salary's final amount and paid total (centavos), and whether its month is closed, as stored now. */
async function salaryState() {
  const [row] = await sqlRows<{ final: string; paid: string; closed: boolean }>(
    t.database.db,
    sql`select sueldo_final::text as final, total_pagado::text as paid,
          exists (select 1 from closed_periods where mes = ${SALARY_MONTH.mes} and anio = ${SALARY_MONTH.anio}) as closed
        from salary_records where id = ${sueldoId}`,
  );
  return { final: Number(row?.final), paid: Number(row?.paid), closed: row?.closed === true };
}

/**
 * The operator's commissions (centavos) as the ledger has them: accrued (every 2101 line but the payments and their
 * reversals) and owed (the 2101 balance). What the model checks is that owed = accrued − what it paid.
 */
async function commissionLedger() {
  const [row] = await sqlRows<{ accrued: string; owed: string }>(
    t.database.db,
    sql`select coalesce(-sum(l.amount) filter (where e.kind <> 'comision_pago'), 0)::text as accrued,
               coalesce(-sum(l.amount), 0)::text as owed
          from ledger_lines l join ledger_entries e on e.id = l.entry_id
          where l.account = '2101' and l.user_id = ${operador}`,
  );
  return { accrued: Number(row?.accrued), owed: Number(row?.owed) };
}

async function figures() {
  const res = await as('contable', { method: 'GET', url: '/api/finanzas/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json().resumen as Record<string, number>;
  return {
    ingresos: cents(r.ingresosMes ?? 0),
    egresos: cents(r.egresosMes ?? 0),
    cobrar: cents(r.cuentasPorCobrar ?? 0),
    saldo: cents(r.saldoRealTotal ?? 0),
    movimiento: cents(r.movimientoMes ?? 0),
    neto: cents(r.balanceNeto ?? 0),
    // The model follows salaries, not the operators' commissions accrued at delivery (2101): the projection and
    // pending salaries here are without them (sueldosPendientes = sueldosPorPagar + comisionesPorPagar).
    proyeccion: cents((r.proyeccion ?? 0) + (r.comisionesPorPagar ?? 0)),
    sueldos: cents(r.sueldosPorPagar ?? 0),
    pendientes:
      cents(r.sueldosPendientes ?? 0) - cents((r.sueldosPorPagar ?? 0) + (r.comisionesPorPagar ?? 0)),
    comisiones: cents(r.comisionesPorPagar ?? 0),
  };
}

/** What the client's statement says it owes (centavos): as the client sees it and as finance staff see it. */
async function statementBalance() {
  const own = await as('cliente', { method: 'GET', url: '/api/finanzas/mi-cuenta' });
  expect(own.statusCode, own.body).toBe(200);
  const staff = await as('contable', { method: 'GET', url: `/api/clients/${clientId}/account-statement` });
  expect(staff.statusCode, staff.body).toBe(200);
  const saldo = cents(own.json().data.estadoCuenta.saldoPendiente ?? 0);
  expect(
    cents(staff.json().data.estadoCuenta.saldoPendiente ?? 0),
    'el mismo saldo para el cliente y finanzas',
  ).toBe(saldo);
  return saldo;
}

/** The reconciliation check of a month (the current one by default): the invariants that are not OK. */
async function reconciliationFailures(query = '') {
  const res = await as('contable', { method: 'GET', url: `/api/finanzas/conciliacion${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json() as {
    invariantes: Array<{
      clave: string;
      ok: boolean;
      diferencia: number;
      filas: Array<{ diferencia: number }>;
    }>;
  };
  return r.invariantes
    .filter((i) => !i.ok)
    .map((i) => ({
      clave: i.clave,
      diferencia: i.diferencia,
      filas: i.filas.filter((f) => f.diferencia !== 0),
    }));
}

/** A finished work session of a staff member (minutes long), ending in the hours just gone or on a March day. */
async function workSession(who: string, minutes: number, inSalaryMonth: boolean, day: number) {
  const userId = users[who] ?? 0;
  const end = inSalaryMonth
    ? sql`(${`2026-03-${String(Math.min(day, 31)).padStart(2, '0')} 18:00`}::timestamp at time zone 'America/Argentina/Buenos_Aires')`
    : sql`now() - interval '1 minute'`;
  await t.database.db.execute(
    sql`insert into auth_sessions (user_id, token_hash, created_at, last_seen_at, ended_at, end_reason)
        values (${userId}, ${`modelo-${userId}-${Math.random()}`}, ${end} - make_interval(mins => ${minutes}), ${end}, ${end}, 'logout')`,
  );
}

/** Steps run per action, and salary payments made while the salary's month was closed (for the summary line). */
const seen: Record<string, number> = {};
async function step(m: Model, a: Action) {
  seen[a.k] = (seen[a.k] ?? 0) + 1;
  if (a.k === 'paySalary' && m.closed && m.salary.paid < m.salary.final)
    seen.pagoEnMesCerrado = (seen.pagoEnMesCerrado ?? 0) + 1;
  const pick = <T>(list: T[], i: number) => (list.length ? list[i % list.length] : undefined);
  switch (a.k) {
    case 'deliver': {
      const audit = pick(
        m.audits.filter((x) => x.state === 'terminada'),
        a.i,
      );
      if (!audit) return;
      const res = await as('supervisor', {
        method: 'PUT',
        url: `/api/audits/${audit.id}/send-to-client`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      Object.assign(audit, { state: 'entregada', charge: PRICE.normal, paid: 0, before: null });
      m.receivable += PRICE.normal;
      return;
    }
    case 'correct': {
      const audit = pick(
        m.audits.filter((x) => x.state === 'entregada'),
        a.i,
      );
      if (!audit) return;
      const res = await as('admin', { method: 'PATCH', url: `/api/audits/${audit.id}/devolver-correccion` });
      if (audit.paid > 0) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      m.receivable -= audit.charge;
      Object.assign(audit, { state: 'terminada', charge: 0, paid: 0, before: null });
      return;
    }
    case 'collect': {
      const audit = pick(
        m.audits.filter((x) => x.state === 'entregada'),
        a.i,
      );
      if (!audit) return;
      const payload =
        a.rate === 'gratis'
          ? { estadoPago: 'pagada', gratisParaCliente: true }
          : { estadoPago: 'pagada', prioridad: a.rate };
      const res = await as('contable', { method: 'PATCH', url: `/api/audits/${audit.id}/pago`, payload });
      const price = PRICE[a.rate];
      if (price < audit.paid) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      if (audit.before === null) audit.before = audit.charge;
      m.cashIn += price - audit.paid;
      m.receivable += -audit.charge + audit.paid; // the charge moves to the new price and is paid off
      Object.assign(audit, { state: 'pagada', charge: price, paid: price });
      return;
    }
    case 'partial': {
      const audit = pick(
        m.audits.filter((x) => x.state === 'entregada' && x.charge - x.paid > 1),
        a.i,
      );
      if (!audit) return;
      const amount = Math.max(1, Math.floor((audit.charge - audit.paid) * a.share));
      const res = await as('admin', {
        method: 'PATCH',
        url: `/api/audits/${audit.id}/pago`,
        payload: { estadoPago: 'pagada', monto: amount / 100 },
      });
      expect(res.statusCode, res.body).toBe(200);
      if (audit.before === null) audit.before = audit.charge;
      m.cashIn += amount;
      m.receivable -= amount;
      audit.paid += amount;
      if (audit.paid === audit.charge) audit.state = 'pagada';
      return;
    }
    case 'revert': {
      const audit = pick(
        m.audits.filter((x) => x.paid > 0 || x.state === 'pagada'),
        a.i,
      );
      if (!audit) return;
      const res = await as('admin', {
        method: 'PATCH',
        url: `/api/audits/${audit.id}/pago`,
        payload: { estadoPago: 'pendiente' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const restored = audit.before ?? audit.charge;
      m.cashIn -= audit.paid;
      m.receivable += restored - (audit.charge - audit.paid);
      Object.assign(audit, { state: 'entregada', charge: restored, paid: 0, before: null });
      return;
    }
    case 'expense': {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/gastos',
        payload: { descripcion: 'Gasto modelo', monto: a.amount / 100, categoria: a.cat },
      });
      expect(res.statusCode, res.body).toBe(200);
      m.expenses.push({ id: res.json().gasto.id, amount: a.amount });
      m.cashOut += a.amount;
      return;
    }
    case 'unexpense': {
      const e = pick(m.expenses, a.i);
      if (!e) return;
      const res = await as('contable', { method: 'DELETE', url: `/api/gastos/${e.id}` });
      expect(res.statusCode, res.body).toBe(200);
      m.expenses = m.expenses.filter((x) => x !== e);
      m.cashOut -= e.amount;
      return;
    }
    case 'income': {
      const res = await as('contable', {
        method: 'POST',
        url: '/api/audits/ingreso-manual',
        payload: {
          clienteId: a.withClient ? clientId : null,
          titulo: 'Ingreso modelo',
          costoFinal: a.amount / 100,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      m.cashIn += a.amount;
      return;
    }
    case 'delete': {
      const audit = pick(
        m.audits.filter((x) => x.state === 'entregada' || x.state === 'terminada'),
        a.i,
      );
      if (!audit) return;
      const res = await as('admin', { method: 'DELETE', url: `/api/finanzas/borrar-auditoria/${audit.id}` });
      if (audit.paid > 0) {
        expect(res.statusCode, res.body).toBe(409);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      m.receivable -= audit.charge;
      Object.assign(audit, { state: 'borrada', charge: 0, paid: 0, before: null });
      return;
    }
    case 'paySalary': {
      const remaining = m.salary.final - m.salary.paid;
      // Partial payments in whole pesos, below what remains.
      const partial = Math.floor((remaining / 100) * a.share);
      const whole = a.whole || partial < 1;
      const res = await as('admin', {
        method: 'POST',
        url: '/api/sueldos/pagar',
        payload: whole
          ? { sueldoId, tipoPago: 'Pago Total' }
          : { sueldoId, tipoPago: 'Pago Parcial', montoPago: partial },
      });
      if (remaining <= 0) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe('El sueldo ya está pagado');
        return;
      }
      // Paying is cash on the day it is paid: a closed salary month does not stop it.
      expect(res.statusCode, res.body).toBe(200);
      const amount = whole ? remaining : partial * 100;
      m.salary.paid += amount;
      m.cashOut += amount;
      return;
    }
    case 'revertSalary': {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/sueldos/revertir',
        payload: { sueldoId, motivo: 'Reversión del modelo' },
      });
      if (m.salary.paid === 0) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe('El sueldo no tiene pagos para revertir');
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      m.cashOut -= m.salary.paid;
      m.salary.paid = 0;
      return;
    }
    case 'close': {
      if (a.current) {
        // The running month has not ended: it cannot be closed.
        const now = new Date();
        const p = {
          mes: Number(
            now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', month: 'numeric' }),
          ),
          anio: Number(
            now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' }),
          ),
        };
        const res = await as('admin', { method: 'POST', url: '/api/periodos/cerrar', payload: p });
        expect(res.statusCode, res.body).toBe(400);
        return;
      }
      const res = await as('admin', { method: 'POST', url: '/api/periodos/cerrar', payload: SALARY_MONTH });
      expect(res.statusCode, res.body).toBe(m.closed ? 409 : 200);
      m.closed = true;
      return;
    }
    case 'reopen': {
      const res = await as('admin', {
        method: 'POST',
        url: '/api/periodos/reabrir',
        payload: { ...SALARY_MONTH, motivo: 'Corrección del modelo' },
      });
      expect(res.statusCode, res.body).toBe(m.closed ? 200 : 409);
      m.closed = false;
      return;
    }
    case 'reconfigure':
    case 'configure': {
      // Saving the salary's values (again, or with another reference salary) recalculates it unless a payment
      // stands; work time added to its month since may change it too. In a closed month it is refused.
      const payload =
        a.k === 'configure' ? { ...salaryConfig, sueldoReferencia: a.referencia } : salaryConfig;
      const res = await as('admin', { method: 'POST', url: '/api/sueldos/configurar', payload });
      expect(res.statusCode, res.body).toBe(m.closed ? 409 : 200);
      if (m.closed) return;
      salaryConfig = payload;
      const body = res.json();
      expect(body.recalculado, res.body).toBe(m.salary.paid === 0);
      if (body.recalculado) m.salary.final = cents(body.sueldo.sueldoFinal);
      return;
    }
    case 'work': {
      await workSession(a.who, a.minutes, a.inSalaryMonth, a.day);
      return;
    }
    case 'statement': {
      expect(await statementBalance(), 'saldo del estado de cuenta').toBe(m.statementAtStart + m.receivable);
      return;
    }
    case 'payCommissions': {
      const { owed } = await commissionLedger();
      // Partial payments in whole pesos, below what is owed.
      const partial = Math.floor((owed / 100) * a.share);
      const whole = a.whole || partial < 1;
      const res = await as('contable', {
        method: 'POST',
        url: '/api/finanzas/pagar-comisiones',
        payload: whole
          ? { operadorId: operador, tipoPago: 'Pago Total' }
          : { operadorId: operador, tipoPago: 'Pago Parcial', monto: partial },
        headers: { 'idempotency-key': `modelo-comisiones-${Math.random()}` },
      });
      if (owed <= 0) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error).toBe('El empleado no tiene comisiones pendientes de pago');
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const amount = whole ? owed : partial * 100;
      m.commissions.paid += amount;
      m.commissions.payments.push({ id: res.json().movimientoId, amount });
      m.cashOut += amount;
      return;
    }
    case 'revertCommissions': {
      const p = pick(m.commissions.payments, a.i);
      if (!p) return;
      const res = await as('admin', {
        method: 'POST',
        url: '/api/finanzas/revertir-pago-comisiones',
        payload: { movimientoId: p.id, motivo: 'Reversión del modelo' },
        headers: { 'idempotency-key': `modelo-revertir-${Math.random()}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      m.commissions.payments = m.commissions.payments.filter((x) => x !== p);
      m.commissions.paid -= p.amount;
      m.cashOut -= p.amount;
      return;
    }
  }
}

/** Sequences started (the first RECONCILE_RUNS check the reconciliation after every step). */
let sequence = 0;

describe('finance model', () => {
  it(
    'random sequences keep the ledger balanced and every figure equal to the model',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 10, maxLength: 15 }), async (actions) => {
          sequence++;
          const base = await figures();
          const commissionsAtStart = await commissionLedger();
          const ids = await newFinished(4);
          const salary = await salaryState();
          const m: Model = {
            salary: {
              final: salary.final,
              paid: salary.paid,
              paidAtStart: salary.paid,
              finalAtStart: salary.final,
            },
            closed: salary.closed,
            statementAtStart: await statementBalance(),
            audits: ids.map((id) => ({ id, state: 'terminada', charge: 0, paid: 0, before: null })),
            expenses: [],
            commissions: { paid: 0, payments: [] },
            cashIn: 0,
            cashOut: 0,
            receivable: 0,
          };
          for (const a of actions) {
            await step(m, a);
            const f = await figures();
            expect(f.ingresos - base.ingresos, JSON.stringify(a)).toBe(m.cashIn);
            expect(f.egresos - base.egresos).toBe(m.cashOut);
            expect(f.movimiento - base.movimiento).toBe(m.cashIn - m.cashOut);
            expect(f.neto - base.neto).toBe(m.cashIn - m.cashOut);
            expect(f.saldo - base.saldo).toBe(m.cashIn - m.cashOut);
            expect(f.cobrar - base.cobrar).toBe(m.receivable);
            // Pending salaries fall by what is paid; the projection is receivables minus pending salaries.
            // Pending salaries follow the accrued final amount less what is paid.
            const owedSince = m.salary.final - m.salary.finalAtStart - (m.salary.paid - m.salary.paidAtStart);
            expect(f.sueldos - base.sueldos, JSON.stringify(a)).toBe(owedSince);
            expect(f.proyeccion - base.proyeccion).toBe(m.receivable - owedSince);
            expect(f.pendientes, 'sueldos pendientes = sueldos + comisiones').toBe(0);
            // Commissions owed are what was accrued less what the model paid; the Balance shows that balance.
            const commissions = await commissionLedger();
            expect(commissions.owed, JSON.stringify(a)).toBe(
              commissions.accrued -
                (commissionsAtStart.accrued - commissionsAtStart.owed) -
                m.commissions.paid,
            );
            expect(f.comisiones - base.comisiones, JSON.stringify(a)).toBe(
              commissions.owed - commissionsAtStart.owed,
            );
            const stored = await salaryState();
            expect(stored, JSON.stringify(a)).toEqual({
              final: m.salary.final,
              paid: m.salary.paid,
              closed: m.closed,
            });
            expect(await unbalancedEntries(t.database.db)).toBe(0);
            const due = await sqlRows<{ audit_id: number; saldo: string }>(
              t.database.db,
              sql`select audit_id, coalesce(sum(amount) filter (where account = '1201'), 0) as saldo from ledger_lines
                where audit_id in (${sql.join(
                  ids.map((i) => sql`${i}`),
                  sql`, `,
                )}) group by audit_id`,
            );
            for (const audit of m.audits) {
              const row = due.find((d) => d.audit_id === audit.id);
              expect(Number(row?.saldo ?? 0), `saldo de ${audit.id}`).toBe(audit.charge - audit.paid);
            }
            // Every figure ties to the others (statements, receivables, pending salaries, salary inputs and
            // staff hours, the ledger, the closed month).
            if (sequence <= RECONCILE_RUNS || a === actions[actions.length - 1]) {
              expect(await reconciliationFailures(), `conciliación tras ${JSON.stringify(a)}`).toEqual([]);
              seen.conciliaciones = (seen.conciliaciones ?? 0) + 1;
            }
            // The kept receivable audits (what the receivables list reads) equal their definition, after every step.
            expect(
              await sqlRows(
                t.database.db,
                sql`(select * from receivable_audits except select * from receivable_audits_live)
                  union all (select * from receivable_audits_live except select * from receivable_audits)`,
              ),
              JSON.stringify(a),
            ).toEqual([]);
          }
          // The salary's month too (its inputs against the staff centre's, its closed figures).
          expect(await reconciliationFailures(`?mes=${SALARY_MONTH.mes}&anio=${SALARY_MONTH.anio}`)).toEqual(
            [],
          );
        }),
        { seed: Number(process.env.MODEL_SEED ?? 20_261_128), numRuns: RUNS, endOnFailure: true },
      );
      console.info(
        `[finanzas] modelo: ${RUNS} corridas, ${Object.entries(seen)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
      );
      for (const k of [
        'paySalary',
        'revertSalary',
        'close',
        'reopen',
        'reconfigure',
        'configure',
        'work',
        'statement',
        'pagoEnMesCerrado',
        'payCommissions',
        'revertCommissions',
      ])
        expect(seen[k] ?? 0, k).toBeGreaterThan(0);
    },
    Math.max(120_000, RUNS * 4_000),
  );
});
