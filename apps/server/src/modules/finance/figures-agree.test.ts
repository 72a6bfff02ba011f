import { argentineDay } from '@auditorias/domain/format/locale';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { deliverAudit, orderAudit } from '../../test/audit-flow';
import { marchSalaryConfig } from '../../test/finance';

/**
 * Every screen shows the same figure for the same thing (issue 23, docs/decisions.md "## Finance", "Figures and
 * their basis"): a client's audit has one value and one payment state for the client (/mi-cuenta, Mis Auditorías)
 * and for the admin (audit lists, receivables), and the Balance's pending salaries are the Personal tab's total.
 */
const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente'],
  unrestricted: true,
  manualOrders: true,
});
const { clients, branches, ids } = t;
const norte = () => clients['Demo Norte S.A.'] as number;
const today = argentineDay();
const mes = Number(today.slice(5, 7));
const anio = Number(today.slice(0, 4));

type StatementAudit = { id: number; valor: number; estadoPago: string; estado: string };
type ClientAudit = {
  id: number;
  precioEstimado?: number;
  costoFinal?: number | null;
  estadoPagoCuenta?: string;
};
type Receivable = { id: number; costoFinal: number; saldo: number; cobrado: number };

async function ok(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

const order = (titulo: string, prioridad: string) =>
  orderAudit(t, {
    clienteId: norte(),
    branchId: branches['Sucursal Belgrano'] as number,
    titulo,
    prioridad,
  });

/** The client's statement, both lists whole. */
async function statement() {
  const body = (await ok(await t.get('cliente', '/api/finanzas/mi-cuenta?limit=100'))).data as {
    estadoCuenta: { saldoPendiente: number; auditoriasCompletadas: number };
    auditorias: { completadas: StatementAudit[]; pendientes: StatementAudit[] };
  };
  const all = [...body.auditorias.completadas, ...body.auditorias.pendientes];
  return { ...body, byId: new Map(all.map((a) => [a.id, a])) };
}

/** 'Mis Auditorías' and 'Mis Pedidos': the client's own audit list. */
async function myAudits() {
  const body = await ok(await t.get('cliente', '/api/clients/my-audits?limit=100'));
  return new Map((body.auditorias as ClientAudit[]).map((a) => [a.id, a]));
}

/** The admin's receivables of Demo Norte: the debt group and every audit of its periods. */
async function receivables() {
  const body = await ok(await t.get('admin', `/api/finanzas/clientes?clienteId=${norte()}`));
  const group = (
    body.clientes as Array<{ totalDeuda: number; periodos: Array<{ mes: number; anio: number }> }>
  )[0];
  const audits = new Map<number, Receivable>();
  for (const p of group?.periodos ?? []) {
    const page = await ok(
      await t.get(
        'admin',
        `/api/finanzas/clientes/${norte()}/auditorias?mes=${p.mes}&anio=${p.anio}&limit=100`,
      ),
    );
    for (const a of page.auditorias as Receivable[]) audits.set(a.id, a);
  }
  return { totalDeuda: group?.totalDeuda ?? 0, audits };
}

describe("a client's audit: one value and one payment state for the client and for the admin", () => {
  it('ordered, delivered, partly collected and collected audits agree on every screen', async () => {
    const ordered = await order('Pedido prioritario sin entregar', 'prioritaria');
    const delivered = await deliverAudit(t, await order('Entregada sin cobrar', 'normal'));
    const partial = await deliverAudit(t, await order('Entregada con cobro parcial', 'normal'));
    const paid = await deliverAudit(t, await order('Entregada y cobrada', 'normal'));
    await ok(await t.patch('admin', `/api/audits/${partial}/pago`, { estadoPago: 'pagada', monto: 10000 }));
    await ok(await t.patch('admin', `/api/audits/${paid}/pago`, { estadoPago: 'pagada' }));

    const mine = await statement();
    const list = await myAudits();
    const owed = await receivables();

    // Not delivered: the client's value is what the admin's list estimates (not $ 0), both 'PENDIENTE'.
    const admin = (await ok(await t.get('admin', `/api/audits/${ordered}`))).data as ClientAudit;
    expect(admin.precioEstimado).toBeGreaterThan(0);
    expect(mine.byId.get(ordered)?.valor).toBe(admin.precioEstimado);
    expect(list.get(ordered)?.precioEstimado).toBe(admin.precioEstimado);
    expect(mine.byId.get(ordered)?.estadoPago).toBe('PENDIENTE');
    expect(list.get(ordered)?.estadoPagoCuenta).toBe('PENDIENTE');
    expect(owed.audits.has(ordered)).toBe(false);

    // Delivered: the same state in /mi-cuenta and Mis Auditorías; owed ones are the admin's receivables at the
    // value the client sees.
    for (const [id, state, receivable] of [
      [delivered, 'FACTURADA', true],
      [partial, 'FACTURADA', true],
      [paid, 'PAGADA', false],
    ] as const) {
      const seen = mine.byId.get(id);
      expect(seen?.estadoPago, `audit ${id}`).toBe(state);
      expect(list.get(id)?.estadoPagoCuenta, `audit ${id}`).toBe(state);
      expect(list.get(id)?.costoFinal).toBe(seen?.valor);
      expect(owed.audits.has(id), `audit ${id} receivable`).toBe(receivable);
      if (receivable) expect(owed.audits.get(id)?.costoFinal).toBe(seen?.valor);
    }
    expect(owed.audits.get(partial)?.saldo).toBe((mine.byId.get(partial)?.valor ?? 0) - 10000);

    // Every audit the statement shows as owed (FACTURADA, not in a package) is a receivable, and the other way.
    const facturadas = [...mine.byId.values()].filter((a) => a.estadoPago === 'FACTURADA').map((a) => a.id);
    expect(facturadas.sort()).toEqual([...owed.audits.keys()].sort());

    // The totals: the client's pending balance is the admin's debt of the client (receivables and debts list).
    expect(mine.estadoCuenta.saldoPendiente).toBe(owed.totalDeuda);
    const debts = await ok(await t.get('contable', '/api/finanzas/deudas-clientes'));
    const debt = (debts.deudas as Array<{ clienteId: number; saldoPendiente: number }>).find(
      (d) => d.clienteId === norte(),
    );
    expect(debt?.saldoPendiente).toBe(mine.estadoCuenta.saldoPendiente);

    // The completed count is the completed list (entregada and facturada), whole here.
    expect(mine.estadoCuenta.auditoriasCompletadas).toBe(mine.auditorias.completadas.length);
  });
});

describe('pending salaries: the Balance is the Personal tab', () => {
  it('unpaid salaries plus accrued commissions, per employee and in total, on both screens', async () => {
    // operador1 delivered audits above (commissions accrued); a salary of the month accrued and partly paid.
    await ok(
      await t.post('admin', '/api/sueldos/configurar', {
        ...marchSalaryConfig(ids.operador1),
        mes,
        anio,
        francosMarcados: '',
      }),
    );
    const records = await ok(
      await t.get('admin', `/api/sueldos?operadorId=${ids.operador1}&mes=${mes}&anio=${anio}`),
    );
    const sueldo = (records.sueldos as Array<{ id: number; sueldoFinal: number }>)[0];
    expect(sueldo?.sueldoFinal).toBeGreaterThan(1000);
    await ok(
      await t.post('admin', '/api/sueldos/pagar', {
        sueldoId: sueldo?.id,
        tipoPago: 'Pago Parcial',
        montoPago: 1000,
      }),
    );

    const q = `mes=${mes}&anio=${anio}`;
    const balance = (await ok(await t.get('contable', `/api/finanzas/dashboard?${q}`))).resumen as Record<
      string,
      number
    >;
    // As the issue states it: the Balance's pending salaries are the salary records still owed plus the
    // commissions the Personal staff list shows (the Balance said $ 0 beside $ 18.000 of commissions).
    const cents = (pesos: number) => Math.round(pesos * 100);
    const salaryRecords = await ok(await t.get('contable', `/api/sueldos?${q}&limit=100`));
    const owedSalaries = (salaryRecords.sueldos as Array<{ saldoPendiente: number }>).reduce(
      (s, r) => s + cents(r.saldoPendiente),
      0,
    );
    const staffList = await ok(await t.get('contable', '/api/finanzas/usuarios/detallados'));
    const staffCommissions = (staffList.usuarios as Array<{ comisionesDevengadas: number }>).reduce(
      (s, u) => s + cents(u.comisionesDevengadas),
      0,
    );
    expect(staffCommissions).toBeGreaterThan(0);
    expect(cents(balance.sueldosPendientes ?? 0)).toBe(owedSalaries + staffCommissions);
    const personal = (await ok(await t.get('contable', `/api/finanzas/personal/pendientes?${q}`))) as {
      empleados: Array<{
        usuarioId: number;
        sueldosPendientes: number;
        comisionesDevengadas: number;
        total: number;
      }>;
      totales: { sueldosPendientes: number; comisionesDevengadas: number; total: number };
    };
    // The issue: Balance said $ 0 while Personal listed the accrued commissions.
    expect(personal.totales.comisionesDevengadas).toBeGreaterThan(0);
    expect(balance.sueldosPendientes).toBe(personal.totales.total);
    expect(balance.sueldosPorPagar).toBe(personal.totales.sueldosPendientes);
    expect(balance.comisionesPorPagar).toBe(personal.totales.comisionesDevengadas);
    expect(balance.proyeccion).toBe((balance.cuentasPorCobrar ?? 0) - (balance.sueldosPendientes ?? 0));
    const sum = (k: 'sueldosPendientes' | 'comisionesDevengadas' | 'total') =>
      Math.round(personal.empleados.reduce((s, e) => s + e[k] * 100, 0)) / 100;
    expect(sum('total')).toBe(personal.totales.total);

    // An earlier month (everything above is dated after it): the lines are cut at its end on both screens.
    const prev = mes === 1 ? `mes=12&anio=${anio - 1}` : `mes=${mes - 1}&anio=${anio}`;
    const before = (await ok(await t.get('contable', `/api/finanzas/dashboard?${prev}`))).resumen as Record<
      string,
      number
    >;
    const personalBefore = await ok(await t.get('contable', `/api/finanzas/personal/pendientes?${prev}`));
    expect(before.sueldosPendientes).toBe((personalBefore.totales as { total: number }).total);
    expect(before.sueldosPendientes).toBeLessThan(balance.sueldosPendientes ?? 0);

    // The salary part is the salary records still owed; the commissions part is the Personal staff list's.
    const olga = personal.empleados.find((e) => e.usuarioId === ids.operador1);
    expect(olga?.sueldosPendientes).toBe((sueldo?.sueldoFinal ?? 0) - 1000);
    const staff = await ok(await t.get('contable', '/api/finanzas/usuarios/detallados'));
    const commissions = (staff.usuarios as Array<{ id: number; comisionesDevengadas: number }>).filter(
      (u) => u.comisionesDevengadas !== 0,
    );
    expect(Math.round(commissions.reduce((s, u) => s + u.comisionesDevengadas * 100, 0)) / 100).toBe(
      personal.totales.comisionesDevengadas,
    );
    for (const u of commissions)
      expect(personal.empleados.find((e) => e.usuarioId === u.id)?.comisionesDevengadas).toBe(
        u.comisionesDevengadas,
      );

    // The operator's own statement says the same commissions as the staff screens.
    const own = (await ok(await t.get('operador1', '/api/finanzas/mi-cuenta'))).data as {
      estadoCuenta: { comisionesDevengadas: number; totalAuditorias: number };
    };
    expect(own.estadoCuenta.comisionesDevengadas).toBe(olga?.comisionesDevengadas);
    const olgaStaff = (staff.usuarios as Array<{ id: number; auditoriasEntregadas: number }>).find(
      (u) => u.id === ids.operador1,
    );
    expect(own.estadoCuenta.totalAuditorias).toBe(olgaStaff?.auditoriasEntregadas);
  });
});

describe('cash and accrual say which they are', () => {
  it('income by category (accrual) names its basis, unlike the cash of the dashboard', async () => {
    const cat = await ok(await t.get('contable', `/api/finanzas/categorizadas?mes=${mes}&anio=${anio}`));
    expect(cat.base).toBe('Devengado: lo facturado en el mes, cobrado o no');
  });
});
