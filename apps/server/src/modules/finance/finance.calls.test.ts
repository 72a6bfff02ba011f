import { DEFAULT_PRICING } from '@auditorias/domain/clients/pricing';
import { argentineDay } from '@auditorias/domain/format/locale';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { deliverAudit, orderAudit } from '../../test/audit-flow';
import { sqlCount, sqlRows } from '../../test/database';
import {
  auditMoneyColumns,
  ledgerEntries,
  auditLedger as ledgerOf,
  salaryPayment,
  unbalancedEntries,
} from '../../test/finance';
import { ensurePackageBilled } from './fixed-package';
import { postEntries } from './ledger';

/**
 * The finance calls the spec names without detail (docs/decisions.md, "Finanzas: llamadas sin detalle"), the
 * package collection, the reversal of a manual income, the year's figures and the staff list for finance.
 */
const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'cliente2'],
  unrestricted: true,
  manualOrders: true,
});
const { ids, clients, branches, as, db } = t;
const norte = () => clients['Demo Norte S.A.'] as number;
const sur = () => clients['Demo Sur S.R.L.'] as number;
const entries = () => ledgerEntries(db());
const unbalanced = () => unbalancedEntries(db());
/** A delivered audit of Demo Norte, Sucursal Belgrano ($25.000 normal, $60.000 urgent). */
const delivered = async (titulo: string) =>
  deliverAudit(
    t,
    await orderAudit(t, {
      clienteId: norte(),
      branchId: branches['Sucursal Belgrano'] as number,
      titulo,
      prioridad: 'normal',
    }),
  );

async function auditLedger(id: number) {
  const { cargo, cobrado, saldo } = await ledgerOf(db(), id);
  return { cargo, cobrado, saldo };
}
const auditCols = (id: number) => auditMoneyColumns(db(), id);
const summary = async () => {
  const res = await t.get('admin', '/api/finanzas/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resumen as { ingresosMes: number; egresosMes: number; cuentasPorCobrar: number };
};
const debtOf = async (clienteId: number) => {
  const res = await t.get('contable', '/api/finanzas/deudas-clientes');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().deudas as Array<{ clienteId: number; saldoPendiente: number }>).find(
    (d) => d.clienteId === clienteId,
  );
};

describe('reads', () => {
  it('GET /finanzas answers the month and every account of the chart; refused to other roles', async () => {
    const res = await t.get('contable', '/api/finanzas');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.resumen).toEqual((await summary()) as unknown);
    const caja = body.cuentas.filter((c: { codigo: string }) => c.codigo === '1101' || c.codigo === '1102');
    const cash = caja.reduce((s: number, c: { saldo: number }) => s + c.saldo, 0);
    expect(Math.round(cash * 100)).toBe(Math.round(body.resumen.saldoRealTotal * 100));
    expect(body.cuentas.map((c: { codigo: string }) => c.codigo)).toContain('5304');
    for (const who of ['supervisor', 'operador1', 'cliente'])
      expect((await t.get(who, '/api/finanzas')).statusCode).toBe(403);
  });

  it('the year figures equal the month dashboards, in one call', async () => {
    const today = argentineDay();
    const anio = Number(today.slice(0, 4));
    const res = await t.get('admin', `/api/finanzas/dashboard/anual?anio=${anio}`);
    expect(res.statusCode, res.body).toBe(200);
    const meses = res.json().meses as Array<{ mes: number; resumen: Record<string, number> }>;
    expect(meses).toHaveLength(12);
    for (const mes of [1, 6, Number(today.slice(5, 7))]) {
      const one = await t.get('admin', `/api/finanzas/dashboard?mes=${mes}&anio=${anio}`);
      expect(meses[mes - 1]?.resumen).toEqual(one.json().resumen);
    }
    expect((await t.get('cliente', `/api/finanzas/dashboard/anual?anio=${anio}`)).statusCode).toBe(403);
    expect((await t.get('admin', '/api/finanzas/dashboard/anual?anio=abc')).statusCode).toBe(400);
  });

  it('the employees for finance: operador, supervisor and contable, for contable too; operators alone', async () => {
    await delivered('Para comisiones');
    const res = await t.get('contable', '/api/finanzas/usuarios/detallados');
    expect(res.statusCode, res.body).toBe(200);
    const usuarios = res.json().usuarios as Array<{ id: number; rol: string; comisionesDevengadas: number }>;
    const roles = new Set(usuarios.map((u) => u.rol));
    expect([...roles].sort()).toEqual(['contable', 'operador', 'supervisor']);
    expect(usuarios.some((u) => u.id === ids.admin || u.id === ids.cliente)).toBe(false);
    expect(usuarios.find((u) => u.id === ids.operador1)?.comisionesDevengadas).toBeGreaterThan(0);
    const ops = await t.get('admin', '/api/finanzas/operadores');
    expect(ops.statusCode).toBe(200);
    expect(new Set(ops.json().operadores.map((u: { rol: string }) => u.rol))).toEqual(new Set(['operador']));
    for (const url of ['/api/finanzas/usuarios/detallados', '/api/finanzas/operadores']) {
      expect((await t.get('operador1', url)).statusCode).toBe(403);
      expect((await t.get('cliente', url)).statusCode).toBe(403);
    }
  });

  it("clients' debts from the ledger, largest first", async () => {
    const res = await t.get('admin', '/api/finanzas/deudas-clientes');
    expect(res.statusCode, res.body).toBe(200);
    const { deudas, totalGeneral } = res.json() as {
      deudas: Array<{ clienteId: number; deudaTotal: number; totalPagado: number; saldoPendiente: number }>;
      totalGeneral: number;
    };
    const mine = deudas.find((d) => d.clienteId === norte());
    expect(mine?.saldoPendiente).toBeGreaterThan(0);
    for (const d of deudas) expect(d.deudaTotal - d.totalPagado).toBeCloseTo(d.saldoPendiente, 2);
    const sorted = [...deudas].sort((a, b) => b.saldoPendiente - a.saldoPendiente);
    expect(deudas.map((d) => d.clienteId)).toEqual(sorted.map((d) => d.clienteId));
    expect(totalGeneral).toBeCloseTo((await summary()).cuentasPorCobrar, 2);
    expect((await t.get('supervisor', '/api/finanzas/deudas-clientes')).statusCode).toBe(403);
  });

  it('categorized: the month by income source and expense category', async () => {
    const before = await t.get('contable', '/api/finanzas/categorizadas');
    expect(before.statusCode, before.body).toBe(200);
    const servicios = (b: { egresos: Array<{ categoria: string; monto: number }> }) =>
      b.egresos.find((e) => e.categoria === 'servicios')?.monto ?? 0;
    const gasto = await t.post('admin', '/api/gastos', {
      descripcion: 'Luz',
      monto: 1234.56,
      categoria: 'servicios',
    });
    expect(gasto.statusCode, gasto.body).toBe(200);
    const after = (await t.get('contable', '/api/finanzas/categorizadas')).json();
    expect(servicios(after) - servicios(before.json())).toBeCloseTo(1234.56, 2);
    expect(after.ingresos.map((i: { categoria: string }) => i.categoria)).toEqual(['auditorias', 'manuales']);
    expect((await t.get('operador1', '/api/finanzas/categorizadas')).statusCode).toBe(403);
  });

  it("an employee's salary payments of the month: 0 until salaries, then the ledger's, net of reversals", async () => {
    const url = `/api/finanzas/pagos-empleado/${ids.operador1}`;
    const zero = await t.get('contable', url);
    expect(zero.statusCode, zero.body).toBe(200);
    expect(zero.json().totalPagado).toBe(0);
    // A salary payment as the salaries module will post it: salaries payable of the user against cash out.
    await db().transaction(async (tx) => {
      await postEntries(tx, [salaryPayment('Sueldo de prueba', ids.operador1, 3_000_050, ids.admin)]);
    });
    const paid = (await t.get('admin', url)).json();
    expect(paid.totalPagado).toBe(30_000.5);
    expect(paid.pagos).toHaveLength(1);
    const other = await t.get('admin', `/api/finanzas/pagos-empleado/${ids.contable}`);
    expect(other.json().totalPagado).toBe(0);
    expect((await t.get('admin', '/api/finanzas/pagos-empleado/999999')).statusCode).toBe(404);
    expect((await t.get('operador1', url)).statusCode).toBe(403);
    expect((await t.get('cliente', url)).statusCode).toBe(403);
  });
});

describe('money calls', () => {
  it('POST /finanzas records an income or an expense with the same rules', async () => {
    const before = await summary();
    const income = await t.post('contable', '/api/finanzas', {
      tipo: 'ingreso',
      titulo: 'Extra',
      monto: 1000,
    });
    expect(income.statusCode, income.body).toBe(200);
    expect(income.json().movimientoId).toBeGreaterThan(0);
    const missing = await t.post('admin', '/api/finanzas', { tipo: 'ingreso', monto: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Complete título y monto');
    const n = await entries();
    const unexplained = await t.post('contable', '/api/finanzas', {
      tipo: 'egreso',
      descripcion: 'Papel',
      monto: 10,
      categoria: 'otros',
      explicacion: 'corta',
    });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error).toBe('La explicación debe tener al menos 15 caracteres');
    expect(await entries()).toBe(n);
    const expense = await t.post('contable', '/api/finanzas', {
      tipo: 'egreso',
      descripcion: 'Papel',
      monto: 400,
      categoria: 'otros',
      explicacion: 'Resmas para la oficina central',
    });
    expect(expense.statusCode, expense.body).toBe(200);
    const after = await summary();
    expect(after.ingresosMes - before.ingresosMes).toBeCloseTo(1000, 2);
    expect(after.egresosMes - before.egresosMes).toBeCloseTo(400, 2);
    expect((await t.post('supervisor', '/api/finanzas', { tipo: 'ingreso' })).statusCode).toBe(403);
  });

  it('procesar-cobro and process-payment collect at a rate, whole or part; revert-payment reverts', async () => {
    const a = await delivered('Procesar cobro');
    const urgent = await as('contable', {
      method: 'POST',
      url: '/api/finanzas/procesar-cobro',
      payload: { auditoriaId: a, tarifa: 'urgente' },
      headers: { 'idempotency-key': 'pc-1' },
    });
    expect(urgent.statusCode, urgent.body).toBe(200);
    expect(urgent.json().auditoria).toMatchObject({ estadoPago: 'pagada', costoFinal: 60_000, saldo: 0 });
    const retried = await as('contable', {
      method: 'POST',
      url: '/api/finanzas/procesar-cobro',
      payload: { auditoriaId: a, tarifa: 'urgente' },
      headers: { 'idempotency-key': 'pc-1' },
    });
    expect(retried.json()).toEqual(urgent.json());
    expect(await auditLedger(a)).toEqual({ cargo: 6_000_000, cobrado: 6_000_000, saldo: 0 });
    const reverted = await t.post('admin', '/api/audit-finance/revert-payment', { auditId: a });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(await auditLedger(a)).toEqual({ cargo: 2_500_000, cobrado: 0, saldo: 2_500_000 });
    expect((await auditCols(a))?.estado_pago).toBe('pendiente');
    const part = await t.post('admin', '/api/audit-finance/process-payment', { auditId: a, monto: 10_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().auditoria).toMatchObject({ cobrado: 10_000, saldo: 15_000 });
    const bad = await t.post('admin', '/api/audit-finance/process-payment', { auditId: a, monto: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Monto inválido');
    const noId = await t.post('admin', '/api/finanzas/procesar-cobro', {});
    expect(noId.statusCode).toBe(400);
    expect((await t.post('admin', '/api/finanzas/procesar-cobro', { auditoriaId: 999999 })).statusCode).toBe(
      404,
    );
    for (const url of [
      '/api/finanzas/procesar-cobro',
      '/api/audit-finance/process-payment',
      '/api/audit-finance/revert-payment',
    ]) {
      expect((await t.post('supervisor', url, { auditoriaId: a })).statusCode).toBe(403);
      expect((await t.post('cliente', url, { auditoriaId: a })).statusCode).toBe(403);
    }
    expect(await unbalanced()).toBe(0);
  });

  it('process-forgiveness: free when nothing was collected, settled at what was collected otherwise', async () => {
    const a = await delivered('Condonar sin cobros');
    const res = await t.post('admin', '/api/audit-finance/process-forgiveness', { auditId: a });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditCols(a)).toMatchObject({ estado_pago: 'pagada', gratis: true });
    expect(await auditLedger(a)).toEqual({ cargo: 0, cobrado: 0, saldo: 0 });

    const b = await delivered('Condonar con cobro parcial');
    await t.patch('admin', `/api/audits/${b}/pago`, { estadoPago: 'pagada', monto: 5000 });
    const settled = await t.post('contable', '/api/audit-finance/process-forgiveness', { auditoriaId: b });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await auditLedger(b)).toEqual({ cargo: 500_000, cobrado: 500_000, saldo: 0 });
    expect((await auditCols(b))?.estado_pago).toBe('pagada');
    const again = await t.post('admin', '/api/audit-finance/process-forgiveness', { auditId: b });
    expect(again.statusCode).toBe(409);
    // Revertible like a collection: the charge returns.
    await t.patch('admin', `/api/audits/${b}/pago`, { estadoPago: 'pendiente' });
    expect(await auditLedger(b)).toEqual({ cargo: 2_500_000, cobrado: 0, saldo: 2_500_000 });
    expect(
      (await t.post('operador1', '/api/audit-finance/process-forgiveness', { auditId: b })).statusCode,
    ).toBe(403);
  });

  it('change-priority reprices a receivable audit without collecting it', async () => {
    const a = await delivered('Cambiar prioridad');
    const res = await t.post('admin', '/api/audit-finance/change-priority', {
      auditId: a,
      prioridad: 'urgente',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auditoria).toMatchObject({ prioridad: 'urgente', costoFinal: 60_000, saldo: 60_000 });
    expect(await auditLedger(a)).toEqual({ cargo: 6_000_000, cobrado: 0, saldo: 6_000_000 });
    const bad = await t.post('admin', '/api/audit-finance/change-priority', {
      auditId: a,
      prioridad: 'altisima',
    });
    expect(bad.statusCode).toBe(400);
    await t.patch('admin', `/api/audits/${a}/pago`, { estadoPago: 'pagada' });
    const paid = await t.post('admin', '/api/audit-finance/change-priority', {
      auditId: a,
      prioridad: 'normal',
    });
    expect(paid.statusCode).toBe(409);
    expect(
      (await t.post('supervisor', '/api/audit-finance/change-priority', { auditId: a, prioridad: 'normal' }))
        .statusCode,
    ).toBe(403);
  });

  it('process-client-payment applies an amount oldest first, or collects the whole debt', async () => {
    const a = await delivered('Cliente 1');
    const b = await delivered('Cliente 2');
    const debt = (await debtOf(norte()))?.saldoPendiente ?? 0;
    expect(debt).toBeGreaterThanOrEqual(50_000);
    const n = await entries();
    const over = await t.post('admin', '/api/audit-finance/process-client-payment', {
      clienteId: norte(),
      monto: debt + 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('El monto supera la deuda pendiente del cliente');
    for (const monto of [0, Number.NaN, 0.001, 2e12]) {
      const res = await t.post('admin', '/api/audit-finance/process-client-payment', {
        clienteId: norte(),
        monto,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(await entries()).toBe(n);
    const part = await t.post('contable', '/api/audit-finance/process-client-payment', {
      clienteId: norte(),
      monto: debt - 10_000,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().monto).toBeCloseTo(debt - 10_000, 2);
    expect((await debtOf(norte()))?.saldoPendiente).toBeCloseTo(10_000, 2);
    // The newest audit is the one left with a balance.
    expect((await auditLedger(b)).saldo).toBe(1_000_000);
    expect((await auditLedger(a)).saldo).toBe(0);
    const rest = await t.post('admin', '/api/audit-finance/process-client-payment', { clienteId: norte() });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await debtOf(norte())).toBeUndefined();
    const none = await t.post('admin', '/api/audit-finance/process-client-payment', { clienteId: norte() });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('No hay auditorías pendientes de cobro');
    expect(
      (await t.post('admin', '/api/audit-finance/process-client-payment', { clienteId: 999999 })).statusCode,
    ).toBe(404);
    expect(
      (await t.post('operador1', '/api/audit-finance/process-client-payment', { clienteId: norte() }))
        .statusCode,
    ).toBe(403);
    expect(await unbalanced()).toBe(0);
  });

  it('forgive-client forgives every receivable audit of the client', async () => {
    const a = await delivered('Perdonar 1');
    const b = await delivered('Perdonar 2');
    const res = await t.post('admin', '/api/audit-finance/forgive-client', { clienteId: norte() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ auditorias: 2, monto: 50_000 });
    expect(await auditCols(a)).toMatchObject({ estado_pago: 'pagada', gratis: true });
    expect(await auditCols(b)).toMatchObject({ estado_pago: 'pagada', gratis: true });
    expect(await debtOf(norte())).toBeUndefined();
    const again = await t.post('admin', '/api/audit-finance/forgive-client', { clienteId: norte() });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.post('cliente', '/api/audit-finance/forgive-client', { clienteId: norte() })).statusCode,
    ).toBe(403);
  });

  it("claim-debt writes to the client's users with the pending balance", async () => {
    await delivered('Reclamar');
    const before = await sqlCount(
      db(),
      sql`select count(*)::int as n from messages where to_user_id = ${ids.cliente}`,
    );
    const res = await t.post('contable', '/api/audit-finance/claim-debt', { clienteId: norte() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ saldoPendiente: 25_000 });
    expect(res.json().notificados).toBeGreaterThanOrEqual(1);
    const [msg] = await sqlRows<{ contenido: string }>(
      db(),
      sql`select contenido from messages where to_user_id = ${ids.cliente} order by id desc limit 1`,
    );
    expect(msg?.contenido).toMatch(/\$\s25\.000/);
    expect(
      await sqlCount(db(), sql`select count(*)::int as n from messages where to_user_id = ${ids.cliente}`),
    ).toBe(before + 1);
    await t.post('admin', '/api/audit-finance/forgive-client', { clienteId: norte() });
    const noDebt = await t.post('admin', '/api/audit-finance/claim-debt', { clienteId: norte() });
    expect(noDebt.statusCode).toBe(409);
    expect(noDebt.json().error).toBe('El cliente no tiene deuda pendiente');
    expect(
      (await t.post('operador1', '/api/audit-finance/claim-debt', { clienteId: norte() })).statusCode,
    ).toBe(403);
  });

  it('recuperar-cobros-perdidos runs the repair, for admins only', async () => {
    const res = await t.post('admin', '/api/audit-finance/recuperar-cobros-perdidos');
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().reparaciones)).toBe(true);
    expect((await t.post('contable', '/api/audit-finance/recuperar-cobros-perdidos')).statusCode).toBe(403);
  });
});

describe('reverting a manual income', () => {
  it('reverses it once (retries and parallel twins too); other entries are refused', async () => {
    const before = await summary();
    const income = await t.post('admin', '/api/audits/ingreso-manual', {
      clienteId: null,
      titulo: 'Para revertir',
      costoFinal: 777.77,
    });
    expect(income.statusCode, income.body).toBe(200);
    const id = income.json().movimientoId as number;
    const url = `/api/finanzas/movimientos/${id}/revertir`;
    expect((await t.post('operador1', url)).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.post('contable', url)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(
      await sqlCount(
        db(),
        sql`select count(*)::int as n from ledger_entries where reverses_entry_id = ${id}`,
      ),
    ).toBe(1);
    expect((await summary()).ingresosMes).toBeCloseTo(before.ingresosMes, 2);
    const reversal = await sqlRows<{ id: number }>(
      db(),
      sql`select id from ledger_entries where reverses_entry_id = ${id}`,
    );
    const ofReversal = await t.post('admin', `/api/finanzas/movimientos/${reversal[0]?.id}/revertir`);
    expect(ofReversal.statusCode).toBe(409);
    const gasto = await t.post('admin', '/api/gastos', {
      descripcion: 'Gasto',
      monto: 1,
      categoria: 'otros',
    });
    const notHere = await t.post(
      'admin',
      `/api/finanzas/movimientos/${gasto.json().gasto.movimientoId}/revertir`,
    );
    expect(notHere.statusCode).toBe(409);
    expect((await t.post('admin', '/api/finanzas/movimientos/99999999/revertir')).statusCode).toBe(404);
    expect(await unbalanced()).toBe(0);
  });
});

describe('the package of four fixed audits', () => {
  const month = '2025-03';
  const key = () => `abono:${sur()}:0:${month}`;

  it('shows in the debt groups, is collected once, and its collection can be reverted', async () => {
    await db().transaction((tx) =>
      ensurePackageBilled(tx, { clientId: sur(), branchId: null }, month, DEFAULT_PRICING, null),
    );
    const groups = async () => {
      const res = await t.get('contable', `/api/finanzas/clientes?clienteId=${sur()}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().clientes as Array<{
        totalDeuda: number;
        periodos: Array<{
          mesAnio: string;
          totalPeriodo: number;
          abonos: Array<{ clave: string; monto: number }>;
        }>;
      }>;
    };
    const period = (await groups())[0]?.periodos.find((p) => p.mesAnio === month);
    expect(period?.abonos).toEqual([expect.objectContaining({ clave: key(), monto: 72_000 })]);
    expect(period?.totalPeriodo).toBe(72_000);

    const body = { clienteId: sur(), mes: 3, anio: 2025 };
    expect((await t.post('supervisor', '/api/finanzas/cobrar-abono', body)).statusCode).toBe(403);
    expect((await t.post('cliente2', '/api/finanzas/cobrar-abono', body)).statusCode).toBe(403);
    const missing = await t.post('admin', '/api/finanzas/cobrar-abono', { ...body, mes: 4 });
    expect(missing.statusCode).toBe(404);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as('admin', {
          method: 'POST',
          url: '/api/finanzas/cobrar-abono',
          payload: body,
          headers: { 'idempotency-key': `abono-${i}` },
        }),
      ),
    );
    const okOnes = answers.filter((r) => r.statusCode === 200);
    expect(okOnes).toHaveLength(1);
    expect(
      answers.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'El abono ya fue cobrado'),
    ).toBe(true);
    expect(okOnes[0]?.json().monto).toBe(72_000);
    const collections = () =>
      sqlCount(
        db(),
        sql`select count(*)::int as n from ledger_entries where kind = 'cobro' and meta->>'abono' = ${key()}`,
      );
    expect(await collections()).toBe(1);
    expect((await groups())[0]?.periodos.find((p) => p.mesAnio === month)).toBeUndefined();

    const revert = await t.post(
      'admin',
      `/api/finanzas/movimientos/${okOnes[0]?.json().movimientoId}/revertir`,
    );
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await groups())[0]?.periodos.find((p) => p.mesAnio === month)?.abonos).toHaveLength(1);
    const again = await t.post('contable', '/api/finanzas/cobrar-abono', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(await collections()).toBe(2);
    expect(await unbalanced()).toBe(0);
  });
});

describe("paying an operator's commissions in parallel", () => {
  it('ten total payments sent together pay once; ten reversals of it revert once', async () => {
    await delivered('Comisión en paralelo');
    const op = ids.operador1 as number;
    const owed = async () => {
      const [row] = await sqlRows<{ s: string }>(
        db(),
        sql`select coalesce(-sum(amount), 0) as s from ledger_lines where account = '2101' and user_id = ${op}`,
      );
      return Number(row?.s);
    };
    const before = await owed();
    expect(before).toBeGreaterThan(0);
    const cashOut = (await summary()).egresosMes;
    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as('contable', {
          method: 'POST',
          url: '/api/finanzas/pagar-comisiones',
          payload: { operadorId: op, tipoPago: 'Pago Total' },
          headers: { 'idempotency-key': `comisiones-paralelo-${i}` },
        }),
      ),
    );
    const okOnes = paid.filter((r) => r.statusCode === 200);
    expect(okOnes).toHaveLength(1);
    expect(
      paid
        .filter((r) => r.statusCode !== 200)
        .map((r) => [r.statusCode, r.json().error])
        .every(([s, e]) => s === 409 && e === 'El empleado no tiene comisiones pendientes de pago'),
    ).toBe(true);
    expect(await owed()).toBe(0);
    expect(Math.round(((await summary()).egresosMes - cashOut) * 100)).toBe(before);

    const movimientoId = okOnes[0]?.json().movimientoId as number;
    const reverted = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as('admin', {
          method: 'POST',
          url: '/api/finanzas/revertir-pago-comisiones',
          payload: { movimientoId, motivo: 'Pagado dos veces' },
          headers: { 'idempotency-key': `comisiones-revertir-${i}` },
        }),
      ),
    );
    expect(reverted.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(reverted.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(
      await sqlCount(
        db(),
        sql`select count(*)::int as n from ledger_entries where reverses_entry_id = ${movimientoId}`,
      ),
    ).toBe(1);
    expect(await owed()).toBe(before);
    expect(await unbalanced()).toBe(0);
  });
});
