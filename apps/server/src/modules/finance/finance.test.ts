import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cursorParam, followPages, useTestApp } from '../../test/app';
import { deliverAudit, orderAudit } from '../../test/audit-flow';
import { sqlCount, sqlRows } from '../../test/database';
import {
  auditMoneyColumns,
  LIGHT_BILL,
  ledgerEntries,
  auditLedger as ledgerOf,
  unbalancedEntries,
} from '../../test/finance';

const t = useTestApp({ manualOrders: true, unrestricted: true });
const { ids, clients, branches, as, db } = t;
const entries = () => ledgerEntries(db());
const unbalanced = () => unbalancedEntries(db());
/** Every receivable audit of a client's period, following the pages of GET /finanzas/clientes/{id}/auditorias. */
async function receivablesOf(clientId: number, mes: number, anio: number, limit = 2) {
  const pages = await followPages(async (cursor) => {
    const res = await t.get(
      'contable',
      `/api/finanzas/clientes/${clientId}/auditorias?mes=${mes}&anio=${anio}&limit=${limit}${cursorParam(cursor)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as {
      auditorias: Array<{ id: number; saldo: number; cobrado: number; costoFinal: number }>;
      paginacion: { siguiente: string | null };
    };
    expect(page.auditorias.length).toBeLessThanOrEqual(limit);
    return page;
  });
  return pages.flatMap((page) => page.auditorias);
}

/** PATCH /audits/{id}/pago as `who`: a collection, its reversal, or a change of the charge. */
const pago = (who: string, id: number | undefined, payload: Record<string, unknown>) =>
  t.patch(who, `/api/audits/${id}/pago`, payload);

/** A delivered audit of Demo Norte, Sucursal Belgrano ($25.000 normal, urgent $60.000; operator 40 %). */
async function delivered(titulo: string, operator = 'operador1') {
  const id = await orderAudit(t, {
    clienteId: clients['Demo Norte S.A.'] as number,
    branchId: branches['Sucursal Belgrano'] as number,
    titulo,
    prioridad: 'normal',
  });
  return deliver(id, operator);
}

/** Takes a created audit through assignment, work and review to the client. */
const deliver = (id: number, operator = 'operador1') => deliverAudit(t, id, { operator });

const auditLedger = (id: number) => ledgerOf(db(), id);
const auditCols = (id: number) => auditMoneyColumns(db(), id);
const dashboard = async (who = 'admin') => {
  const res = await t.get(who, '/api/finanzas/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resumen as {
    ingresosMes: number;
    egresosMes: number;
    cuentasPorCobrar: number;
    saldoRealTotal: number;
  };
};

describe('repair of audits delivered before the ledger', () => {
  it('the demo posts its money from the start; repair posts what an audit lacks, then finds nothing', async () => {
    // Seeded through the ledger functions: deliveries, Demo Sur's package and its payment, expenses, an income.
    expect(await entries()).toBeGreaterThan(0);
    const first = await t.post('admin', '/api/finanzas/repair-inconsistencias');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().detalle).toEqual([]);
    const seeded = await sqlRows<{ id: number }>(
      db(),
      sql`select id from audits where aprobada and estado in ('entregada', 'facturada') and deleted_at is null`,
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const a of seeded) expect((await auditLedger(a.id)).pago, String(a.id)).toBeGreaterThan(0);
    const [sur] = await sqlRows<{ s: string }>(
      db(),
      sql`select coalesce(sum(amount), 0) as s from ledger_lines where account = '1201' and client_id = ${clients['Demo Sur S.R.L.']}`,
    );
    expect(Number(sur?.s)).toBe(0);

    // An audit delivered and paid with no entries (as before the ledger existed): repair posts both.
    const id = await delivered('Sin asientos');
    await db().execute(sql`update audits set estado_pago = 'pagada', estado = 'facturada' where id = ${id}`);
    const legacy = await orderAudit(t, {
      clienteId: clients['Demo Norte S.A.'] as number,
      branchId: branches['Sucursal Belgrano'] as number,
      titulo: 'Entregada sin libro',
      prioridad: 'normal',
    });
    await db().execute(
      sql`update audits set estado = 'facturada', aprobada = true, costo_final = 2500000, estado_pago = 'pagada',
            operador_id = ${ids.operador1}, fecha_entrega = now() where id = ${legacy}`,
    );
    const res = await t.post('admin', '/api/finanzas/repair-inconsistencias');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.detalle).toEqual(
      expect.arrayContaining([
        { auditId: legacy, problema: 'sin asientos', monto: 25_000 },
        { auditId: id, problema: 'pagada sin cobro en el libro', monto: 25_000 },
      ]),
    );
    expect(body.reparaciones.length).toBeGreaterThan(0);
    for (const p of [id, legacy]) {
      const l = await auditLedger(p);
      expect(l.saldo).toBe(0);
      expect(l.cobrado).toBe(2_500_000);
    }
    expect(await unbalanced()).toBe(0);
    const again = await t.post('admin', '/api/finanzas/repair-inconsistencias');
    expect(again.json().detalle).toEqual([]);
  });

  it('fixes an audit whose payment flag the ledger contradicts', async () => {
    const id = await delivered('Reparar pago');
    await db().execute(sql`update audits set estado_pago = 'pagada', estado = 'facturada' where id = ${id}`);
    const res = await t.post('admin', '/api/finanzas/repair-inconsistencias');
    expect(res.json().detalle).toEqual([
      { auditId: id, problema: 'pagada sin cobro en el libro', monto: 25_000 },
    ]);
    expect((await auditLedger(id)).saldo).toBe(0);
  });

  it('is for admins only', async () => {
    for (const who of ['contable', 'supervisor', 'operador1', 'cliente']) {
      const before = await entries();
      expect((await t.post(who, '/api/finanzas/repair-inconsistencias')).statusCode).toBe(403);
      expect(await entries()).toBe(before);
    }
  });
});

describe('delivery, correction and deletion post automatically', () => {
  it('delivery charges the client and accrues the operator pay; Corregir takes both back', async () => {
    const before = await dashboard();
    const id = await delivered('Entrega simple');
    expect(await auditLedger(id)).toEqual({
      cargo: 2_500_000,
      cobrado: 0,
      saldo: 2_500_000,
      pago: 1_000_000,
      deber: 1_000_000,
    });
    const after = await dashboard();
    expect(after.cuentasPorCobrar - before.cuentasPorCobrar).toBe(25_000);
    expect(after.ingresosMes).toBe(before.ingresosMes);
    const corr = await t.patch('admin', `/api/audits/${id}/devolver-correccion`);
    expect(corr.statusCode, corr.body).toBe(200);
    expect(await auditLedger(id)).toEqual({ cargo: 0, cobrado: 0, saldo: 0, pago: 0, deber: 0 });
    expect((await dashboard()).cuentasPorCobrar).toBe(before.cuentasPorCobrar);
    expect(await unbalanced()).toBe(0);
  });

  it('a free audit posts only the operator pay', async () => {
    const id = await delivered('Gratis');
    const free = await t.put('admin', `/api/audits/${id}/toggle-gratis`, { gratisParaCliente: true });
    expect(free.statusCode, free.body).toBe(200);
    expect(await auditLedger(id)).toMatchObject({ cargo: 0, saldo: 0, pago: 1_000_000 });
    const again = await t.put('admin', `/api/audits/${id}/toggle-gratis`, { gratisParaCliente: false });
    expect(again.statusCode).toBe(200);
    expect(await auditLedger(id)).toMatchObject({ cargo: 2_500_000, saldo: 2_500_000 });
  });

  it('a correction deletion reverses the charge and the pay and keeps the deletion alert', async () => {
    const id = await delivered('Borrar por corrección');
    const res = await t.del('admin', `/api/finanzas/borrar-auditoria/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditLedger(id)).toEqual({ cargo: 0, cobrado: 0, saldo: 0, pago: 0, deber: 0 });
    const [alert] = await sqlRows<{ monto: string; tipo: string }>(
      db(),
      sql`select monto, tipo from deletion_alerts where audit_id = ${id}`,
    );
    expect(alert).toEqual({ monto: '2500000', tipo: 'correction' });
    expect((await t.del('contable', `/api/finanzas/borrar-auditoria/${id}`)).statusCode).toBe(403);
    expect((await t.del('admin', '/api/finanzas/borrar-auditoria/99999999')).statusCode).toBe(404);
  });

  it('an audit with a collection cannot be corrected until the collection is reverted', async () => {
    const id = await delivered('Con cobro parcial');
    const part = await pago('contable', id, { estadoPago: 'pagada', monto: 5_000 });
    expect(part.statusCode, part.body).toBe(200);
    const corr = await t.patch('admin', `/api/audits/${id}/devolver-correccion`);
    expect(corr.statusCode).toBe(409);
    expect((await auditCols(id))?.estado).toBe('entregada');
    await pago('contable', id, { estadoPago: 'pendiente' });
    expect((await t.patch('admin', `/api/audits/${id}/devolver-correccion`)).statusCode).toBe(200);
  });
});

describe('collections', () => {
  it('collects at normal, reverts, collects at urgent (branch price) and at free', async () => {
    const id = await delivered('Cobros');
    const before = await dashboard();
    const res = await pago('contable', id, { estadoPago: 'pagada', prioridad: 'normal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auditoria).toMatchObject({
      estadoPago: 'pagada',
      estado: 'facturada',
      costoFinal: 25_000,
      cobrado: 25_000,
      saldo: 0,
    });
    expect((await auditCols(id))?.fecha_pago).not.toBeNull();
    const mid = await dashboard();
    expect(mid.ingresosMes - before.ingresosMes).toBe(25_000);
    expect(mid.cuentasPorCobrar - before.cuentasPorCobrar).toBe(-25_000);
    expect((await pago('contable', id, { estadoPago: 'pagada' })).statusCode).toBe(409);

    const back = await pago('admin', id, { estadoPago: 'pendiente' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().auditoria).toMatchObject({
      estadoPago: 'pendiente',
      estado: 'entregada',
      costoFinal: 25_000,
      saldo: 25_000,
    });
    expect(await dashboard()).toEqual(before);
    expect((await pago('admin', id, { estadoPago: 'pendiente' })).statusCode).toBe(409);

    const urgent = await pago('admin', id, { estadoPago: 'pagada', prioridad: 'urgente' });
    expect(urgent.json().auditoria).toMatchObject({
      costoFinal: 60_000,
      prioridad: 'urgente',
      cobrado: 60_000,
    });
    expect(await auditLedger(id)).toMatchObject({ cargo: 6_000_000, cobrado: 6_000_000, saldo: 0 });
    await pago('admin', id, { estadoPago: 'pendiente' });
    expect(await auditCols(id)).toMatchObject({
      costo_final: '2500000',
      prioridad: 'normal',
      estado_pago: 'pendiente',
    });

    const prio = await pago('admin', id, { estadoPago: 'pagada', prioridad: 'prioritaria' });
    expect(prio.json().auditoria).toMatchObject({ costoFinal: 37_500 });
    await pago('admin', id, { estadoPago: 'pendiente' });

    const free = await pago('admin', id, { estadoPago: 'pagada', gratisParaCliente: true });
    expect(free.json().auditoria).toMatchObject({
      costoFinal: 0,
      gratisParaCliente: true,
      estadoPago: 'pagada',
      cobrado: 0,
    });
    expect(await auditLedger(id)).toMatchObject({ cargo: 0, saldo: 0, pago: 1_000_000 });
    await pago('admin', id, { estadoPago: 'pendiente' });
    expect(await auditCols(id)).toMatchObject({
      costo_final: '2500000',
      gratis: false,
      estado_pago: 'pendiente',
    });
    expect(await unbalanced()).toBe(0);
  });

  it('partial payments: the rest stays due until the last one', async () => {
    const id = await delivered('Parciales');
    const first = await pago('admin', id, { estadoPago: 'pagada', monto: 10_000.5 });
    expect(first.json()).toMatchObject({
      message: 'Cobro parcial registrado',
      auditoria: { estadoPago: 'pendiente', saldo: 14_999.5, cobrado: 10_000.5 },
    });
    const over = await pago('admin', id, { estadoPago: 'pagada', monto: 20_000 });
    expect(over.statusCode).toBe(400);
    const rest = await pago('admin', id, { estadoPago: 'pagada', monto: 14_999.5 });
    expect(rest.json().auditoria).toMatchObject({ estadoPago: 'pagada', saldo: 0, estado: 'facturada' });
    const statement = await t.get('cliente', '/api/finanzas/mi-cuenta');
    const pagos = statement.json().data.ultimosPagos as Array<{ monto: number; esParcial: boolean }>;
    expect(pagos.slice(0, 2)).toEqual([
      expect.objectContaining({ monto: 14_999.5, esParcial: false }),
      expect.objectContaining({ monto: 10_000.5, esParcial: true }),
    ]);
    await pago('admin', id, { estadoPago: 'pendiente' });
    expect(await auditLedger(id)).toMatchObject({ cobrado: 0, saldo: 2_500_000 });
  });

  it.each([
    ['negative', { monto: -5 }],
    ['zero', { monto: 0 }],
    ['huge', { monto: 1e13 }],
    ['fractional centavo', { monto: 10.005 }],
    ['text', { monto: 'NaN' }],
  ])('refuses a %s amount with a Spanish 400 and writes nothing', async (_name, extra) => {
    const id = await delivered(`Monto malo ${_name}`);
    const before = await entries();
    const res = await pago('admin', id, { estadoPago: 'pagada', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toMatch(/Monto inválido|inválid|Invalid|esperaba/i);
    expect(await entries()).toBe(before);
    expect((await auditCols(id))?.estado_pago).toBe('pendiente');
  });

  it('unknown and not-receivable audits', async () => {
    expect((await pago('admin', 99999999, { estadoPago: 'pagada' })).statusCode).toBe(404);
    const [inProgress] = await sqlRows<{ id: number }>(
      db(),
      sql`select id from audits where estado not in ('entregada','facturada','terminada') and deleted_at is null limit 1`,
    );
    const res = await pago('admin', inProgress?.id, { estadoPago: 'pagada' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La auditoría no está pendiente de cobro');
  });

  it('only admin and contable collect', async () => {
    const id = await delivered('Roles cobro');
    for (const who of ['supervisor', 'operador1', 'cliente', 'grupo']) {
      const res = await pago(who, id, { estadoPago: 'pagada' });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await auditCols(id))?.estado_pago).toBe('pendiente');
  });

  it('a retried request with the same Idempotency-Key answers the first result', async () => {
    const id = await delivered('Idempotente');
    const send = () =>
      as('admin', {
        method: 'PATCH',
        url: `/api/audits/${id}/pago`,
        payload: { estadoPago: 'pagada' },
        headers: { 'idempotency-key': `cobro-${id}` },
      });
    const a = await send();
    const b = await send();
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(
      await sqlCount(
        db(),
        sql`select count(*)::int as n from ledger_entries where audit_id = ${id} and kind = 'cobro'`,
      ),
    ).toBe(1);
  });

  // 50 parallel identical collections (with and without a key): security/races.test.ts.

  it('collects a whole period of a client', async () => {
    const a = await delivered('Período A');
    const b = await delivered('Período B');
    const now = new Date();
    const [mes, anio] = [
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', month: 'numeric' })),
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' })),
    ];
    const norteId = clients['Demo Norte S.A.'] as number;
    const groups = await t.get('contable', `/api/finanzas/clientes?clienteId=${norteId}`);
    expect(groups.statusCode, groups.body).toBe(200);
    const norte = groups.json().clientes[0];
    const period = norte.periodos.find(
      (p: { mes: number; anio: number }) => p.mes === mes && p.anio === anio,
    );
    // The period carries its totals; its audits are asked when it is opened, one page at a time.
    const periodAudits = await receivablesOf(norteId, mes, anio);
    expect(periodAudits.map((x) => x.id)).toEqual(expect.arrayContaining([a, b]));
    expect(period.cantidadAuditorias).toBe(periodAudits.length);
    expect(Math.round(period.totalPeriodo * 100)).toBe(
      periodAudits.reduce((t, x) => t + Math.round(x.saldo * 100), 0),
    );
    expect(norte.cantidadAuditorias).toBe(
      norte.periodos.reduce((t: number, p: { cantidadAuditorias: number }) => t + p.cantidadAuditorias, 0),
    );
    const res = await t.post('admin', '/api/finanzas/cobrar-periodo', {
      clienteId: clients['Demo Norte S.A.'],
      mes,
      anio,
      auditoriaIds: [a, b],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cobradas: 2, monto: 50_000 });
    expect((await auditCols(a))?.estado_pago).toBe('pagada');
    const again = await t.post('admin', '/api/finanzas/cobrar-periodo', {
      clienteId: clients['Demo Norte S.A.'],
      mes,
      anio,
      auditoriaIds: [a, b],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('No hay auditorías pendientes de cobro');
    expect(
      (await t.post('admin', '/api/finanzas/cobrar-periodo', { clienteId: 99999999, mes, anio })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.post('supervisor', '/api/finanzas/cobrar-periodo', {
          clienteId: clients['Demo Norte S.A.'],
          mes,
          anio,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('collects a period without ids: every receivable audit of the period, and the period leaves the list', async () => {
    const c = await delivered('Período C');
    const d = await delivered('Período D');
    const norteId = clients['Demo Norte S.A.'] as number;
    const now = new Date();
    const [mes, anio] = [
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', month: 'numeric' })),
      Number(now.toLocaleString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires', year: 'numeric' })),
    ];
    const due = await receivablesOf(norteId, mes, anio);
    expect(due.map((x) => x.id)).toEqual(expect.arrayContaining([c, d]));
    const res = await t.post('contable', '/api/finanzas/cobrar-periodo', { clienteId: norteId, mes, anio });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cobradas).toBe(due.length);
    expect(Math.round(res.json().monto * 100)).toBe(due.reduce((t, x) => t + Math.round(x.saldo * 100), 0));
    expect(await receivablesOf(norteId, mes, anio)).toEqual([]);
    const groups = await t.get('contable', `/api/finanzas/clientes?clienteId=${norteId}`);
    const periods = (groups.json().clientes[0]?.periodos ?? []) as Array<{ mes: number; anio: number }>;
    expect(periods.find((p) => p.mes === mes && p.anio === anio)).toBeUndefined();
  });
});

describe('manual income and expenses', () => {
  it('records income (general and per client) with the spec messages', async () => {
    const before = await dashboard();
    const bad = await t.post('contable', '/api/audits/ingreso-manual', {
      clienteId: null,
      titulo: ' ',
      costoFinal: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Complete título y monto');
    const noAmount = await t.post('contable', '/api/audits/ingreso-manual', { titulo: 'Algo' });
    expect(noAmount.json().message).toBe('Complete título y monto');
    const badDate = await t.post('contable', '/api/audits/ingreso-manual', {
      titulo: 'Algo',
      costoFinal: 5,
      fecha: '2025-02-30',
    });
    expect(badDate.json().message).toBe('Formato de fecha inválido. Use YYYY-MM-DD');
    expect(
      (
        await t.post('contable', '/api/audits/ingreso-manual', {
          titulo: 'X',
          costoFinal: 5,
          clienteId: 99999999,
        })
      ).statusCode,
    ).toBe(404);
    const ok = await t.post('contable', '/api/audits/ingreso-manual', {
      clienteId: null,
      titulo: 'Venta de equipo',
      costoFinal: 1234.56,
      estadoPago: 'pagada',
      tipo: 'ingreso_manual',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const forClient = await t.post('admin', '/api/audits/ingreso-manual', {
      clienteId: clients['Demo Sur S.R.L.'],
      titulo: 'Seña',
      costoFinal: 100,
    });
    expect(forClient.statusCode).toBe(200);
    const after = await dashboard('contable');
    expect(Math.round((after.ingresosMes - before.ingresosMes) * 100)).toBe(133_456);
    expect(
      (await t.post('cliente', '/api/audits/ingreso-manual', { titulo: 'x', costoFinal: 1 })).statusCode,
    ).toBe(403);
  });

  it('expenses: create, explanation for contable, edit amount (reversal + new entry), delete (reversal)', async () => {
    const before = await dashboard();
    const missing = await t.post('admin', '/api/gastos', { descripcion: 'Luz', monto: 100 });
    expect(missing.json().message).toBe('Complete todos los campos');
    const shortExp = await t.post('contable', '/api/gastos', {
      descripcion: 'Luz',
      monto: 100,
      categoria: 'servicios',
      explicacion: '  corta        ',
    });
    expect(shortExp.statusCode).toBe(400);
    expect(shortExp.json().message).toBe('La explicación debe tener al menos 15 caracteres');
    const created = await t.post('contable', '/api/gastos', LIGHT_BILL);
    expect(created.statusCode, created.body).toBe(200);
    const gasto = created.json().gasto;
    expect(gasto).toMatchObject({ descripcion: 'Luz', monto: 100, categoria: 'servicios' });
    expect((await dashboard()).egresosMes - before.egresosMes).toBe(100);
    const edited = await t.put('admin', `/api/gastos/${gasto.id}`, { monto: 250 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().gasto.movimientoId).not.toBe(gasto.movimientoId);
    expect((await dashboard()).egresosMes - before.egresosMes).toBe(250);
    const badEdit = await t.put('admin', `/api/gastos/${gasto.id}`, { monto: -1 });
    expect(badEdit.statusCode).toBe(400);
    const list = await t.get('contable', '/api/gastos?limit=1');
    expect(list.json().gastos[0]).toMatchObject({ id: gasto.id, monto: 250 });
    expect((await t.get('contable', `/api/gastos/${gasto.id}`)).json().gasto.monto).toBe(250);
    const del = await t.del('contable', `/api/gastos/${gasto.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await dashboard()).egresosMes).toBe(before.egresosMes);
    expect((await t.del('contable', `/api/gastos/${gasto.id}`)).statusCode).toBe(404);
    expect((await t.get('contable', `/api/gastos/${gasto.id}`)).statusCode).toBe(404);
    for (const who of ['supervisor', 'operador1', 'cliente']) {
      expect(
        (await t.post(who, '/api/gastos', { descripcion: 'x', monto: 1, categoria: 'otros' })).statusCode,
      ).toBe(403);
      expect((await t.get(who, '/api/gastos')).statusCode).toBe(403);
    }
    expect(await unbalanced()).toBe(0);
  });
});

describe('reads', () => {
  it('movements are paged newest first and filtered by type', async () => {
    const first = await t.get('admin', '/api/finanzas/movimientos?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.movimientos).toHaveLength(2);
    expect(page1.paginacion.siguiente).toBeTruthy();
    const second = await t.get(
      'admin',
      `/api/finanzas/movimientos?limit=2&cursor=${page1.paginacion.siguiente}`,
    );
    const ids1 = page1.movimientos.map((m: { id: number }) => m.id);
    for (const m of second.json().movimientos) expect(ids1).not.toContain(m.id);
    expect(Math.max(...second.json().movimientos.map((m: { id: number }) => m.id))).toBeLessThan(
      Math.min(...ids1),
    );
    const egresos = await t.get('contable', '/api/finanzas/movimientos?tipo=egreso');
    expect(egresos.json().movimientos.every((m: { tipo: string }) => m.tipo === 'gasto')).toBe(true);
    expect((await t.get('admin', '/api/finanzas/movimientos?cursor=basura')).statusCode).toBe(400);
  });

  it("a free audit's delivery shows the operator's pay it recognised as an egreso: negative", async () => {
    const id = await orderAudit(t, {
      clienteId: clients['Demo Norte S.A.'] as number,
      branchId: branches['Sucursal Belgrano'] as number,
      titulo: 'Sin cargo para el cliente',
      prioridad: 'normal',
    });
    await db().execute(sql`update audits set gratis_para_cliente = true where id = ${id}`);
    await deliver(id);
    const { cargo, pago } = await auditLedger(id);
    expect(cargo).toBe(0);
    expect(pago).toBeGreaterThan(0);
    const moves = await t.get('contable', '/api/finanzas/movimientos?limit=10');
    const delivery = moves.json().movimientos.find((m: { auditId: number }) => m.auditId === id);
    expect(delivery).toMatchObject({ tipo: 'entrega', monto: -pago / 100 });
  });

  it("debt groups: clients in name order, paged and searched by name; a period's audits paged by number", async () => {
    // Two clients owe something: one audit each, delivered now.
    await delivered('Deuda Norte');
    await deliver(
      await orderAudit(t, {
        clienteId: clients['Norte Kiosco 24h'] as number,
        branchId: branches['Kiosco Palermo'] as number,
        titulo: 'Deuda Kiosco',
        prioridad: 'normal',
      }),
    );
    const first = await t.get('contable', '/api/finanzas/clientes?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().clientes).toHaveLength(1);
    const names = [first.json().clientes[0].clienteNombre as string];
    let cursor: string | null = first.json().paginacion.siguiente;
    expect(cursor).not.toBeNull();
    while (cursor) {
      const next = await t.get('contable', `/api/finanzas/clientes?limit=1&cursor=${cursor}`);
      expect(next.statusCode, next.body).toBe(200);
      names.push(...next.json().clientes.map((g: { clienteNombre: string }) => g.clienteNombre));
      cursor = next.json().paginacion.siguiente;
    }
    expect(names).toEqual(expect.arrayContaining(['Demo Norte S.A.', 'Norte Kiosco 24h']));
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'es')));
    expect(new Set(names).size).toBe(names.length);
    // The total is every client's, on every page.
    const all = await t.get('contable', '/api/finanzas/clientes');
    expect(first.json().totalGeneral).toBe(all.json().totalGeneral);
    // A page is at most 100 clients, whatever the request says.
    expect((await t.get('contable', '/api/finanzas/clientes?limit=5000')).json().paginacion.limite).toBe(100);

    const found = await t.get('contable', '/api/finanzas/clientes?search=KIOSCO');
    expect(found.json().clientes.map((g: { clienteNombre: string }) => g.clienteNombre)).toEqual([
      'Norte Kiosco 24h',
    ]);
    const none = await t.get('contable', '/api/finanzas/clientes?search=%25');
    expect(none.json().clientes).toEqual([]);
    for (const bad of ['basura', Buffer.from('["x", -1]').toString('base64url')]) {
      const res = await t.get('contable', `/api/finanzas/clientes?cursor=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
    }

    // The audits of a period, one page at a time, each with what it still owes.
    const norte = all
      .json()
      .clientes.find((g: { clienteNombre: string }) => g.clienteNombre === 'Demo Norte S.A.');
    const period = norte.periodos[0];
    const audits = await receivablesOf(norte.clienteId, period.mes, period.anio, 1);
    expect(audits).toHaveLength(period.cantidadAuditorias);
    expect(audits.map((a) => a.id)).toEqual([...audits.map((a) => a.id)].sort((x, y) => x - y));
    const periodUrl = `/api/finanzas/clientes/${norte.clienteId}/auditorias?mes=${period.mes}&anio=${period.anio}`;
    expect((await t.get('contable', `${periodUrl}&cursor=basura`)).statusCode).toBe(400);
    expect(
      (await t.get('contable', `/api/finanzas/clientes/${norte.clienteId}/auditorias?mes=13&anio=2026`))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.get('contable', '/api/finanzas/clientes/99999999/auditorias?mes=1&anio=2026')).statusCode,
    ).toBe(404);
  });

  it('statement lists are paged newest first; the counts come from the kept counters', async () => {
    const norte = clients['Demo Norte S.A.'] as number;
    const url = `/api/clients/${norte}/account-statement`;
    const whole = (await t.get('contable', url)).json().data;
    const [count] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audits where client_id = ${norte} and deleted_at is null and estado in ('entregada', 'facturada')`,
    );
    expect(whole.estadoCuenta.auditoriasCompletadas).toBe(count?.n);
    expect(whole.auditorias.completadas.length).toBeLessThanOrEqual(20);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.get(
        'contable',
        `${url}?lista=completadas&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.auditorias.completadas.length).toBeLessThanOrEqual(2);
      expect(data.auditorias.pendientes).toEqual([]);
      expect(data.paginacion.pendientes.siguiente).toBeNull();
      seen.push(...data.auditorias.completadas.map((a: { id: number }) => a.id));
      cursor = data.paginacion.completadas.siguiente;
      pages += 1;
    } while (cursor && pages < 100);
    expect(seen).toHaveLength(count?.n ?? -1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, whole.auditorias.completadas.length)).toEqual(
      whole.auditorias.completadas.map((a: { id: number }) => a.id),
    );
    // A cursor belongs to one list; a stranger is refused.
    expect((await t.get('contable', `${url}?cursor=${cursor ?? 'x'}`)).statusCode).toBe(400);
    expect((await t.get('contable', `${url}?lista=pendientes&cursor=basura`)).statusCode).toBe(400);
    // The client's own statement pages the same way; the operator's too.
    const mine = await t.get('cliente', '/api/finanzas/mi-cuenta?lista=completadas&limit=1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.auditorias.completadas).toHaveLength(1);
    expect(mine.json().data.paginacion.completadas.siguiente).not.toBeNull();
    const op = await t.get('operador1', '/api/finanzas/mi-cuenta?limit=1');
    expect(op.statusCode, op.body).toBe(200);
    expect(op.json().data.auditorias.completadas.length).toBeLessThanOrEqual(1);
    const [delivered] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audits where operador_id = ${ids.operador1} and deleted_at is null and estado in ('entregada', 'facturada')`,
    );
    expect(op.json().data.estadoCuenta.totalAuditorias).toBe(delivered?.n);
  });

  it('staff finance reads are refused to other roles', async () => {
    for (const url of [
      '/api/finanzas/dashboard',
      '/api/finanzas/clientes',
      `/api/finanzas/clientes/${clients['Demo Norte S.A.']}/auditorias?mes=1&anio=2026`,
      '/api/finanzas/movimientos',
    ]) {
      for (const who of ['supervisor', 'operador1', 'cliente', 'grupo']) {
        expect((await t.get(who, url)).statusCode, `${who} ${url}`).toBe(403);
      }
      expect((await t.get(null, url)).statusCode).toBe(401);
    }
  });

  it('account statements: a client only its own companies, an operator its commissions', async () => {
    const norte = clients['Demo Norte S.A.'];
    const sur = clients['Demo Sur S.R.L.'];
    const mine = await t.get('cliente', '/api/finanzas/mi-cuenta');
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data;
    expect(data.tipoUsuario).toBe('cliente');
    expect(data.cliente.nombre).toBe('Demo Norte S.A.');
    expect(data.estadoCuenta.deudaTotal - data.estadoCuenta.totalPagado).toBe(
      data.estadoCuenta.saldoPendiente,
    );
    const [ledger] = await sqlRows<{ s: string }>(
      db(),
      sql`select coalesce(sum(amount),0) as s from ledger_lines where account = '1201' and client_id = ${norte}`,
    );
    expect(data.estadoCuenta.saldoPendiente * 100).toBe(Number(ledger?.s));
    expect(data.auditorias.completadas[0].estadoPago).toMatch(/FACTURADA|PAGADA/);
    // Finished work not yet delivered stays out of the client's sight, in its statement too.
    const [hidden] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audits where client_id = ${norte} and deleted_at is null and estado in ('terminada', 'guardado_supervisor', 'aprobada')`,
    );
    expect(hidden?.n).toBeGreaterThan(0);
    const pendingStates = (data.auditorias.pendientes as Array<{ estado: string }>).map((a) => a.estado);
    expect(pendingStates.length).toBeGreaterThan(0);
    expect(pendingStates.filter((e) => ['terminada', 'guardado_supervisor', 'aprobada'].includes(e))).toEqual(
      [],
    );
    const staff = await t.get('contable', `/api/clients/${norte}/account-statement`);
    expect(staff.json().data.estadoCuenta).toEqual(data.estadoCuenta);
    expect((await t.get('cliente', `/api/clients/${sur}/account-statement`)).statusCode).toBe(404);
    expect((await t.get('cliente2', `/api/clients/${sur}/account-statement`)).statusCode).toBe(200);
    expect((await t.get('grupo', `/api/clients/${norte}/account-statement`)).statusCode).toBe(200);
    expect((await t.get('supervisor', `/api/clients/${norte}/account-statement`)).statusCode).toBe(403);
    expect((await t.get('operador1', `/api/clients/${norte}/account-statement`)).statusCode).toBe(403);
    expect((await t.get('admin', '/api/clients/99999999/account-statement')).statusCode).toBe(404);

    const op = await t.get('operador1', '/api/finanzas/mi-cuenta?t=123');
    expect(op.statusCode, op.body).toBe(200);
    const [earned] = await sqlRows<{ s: string }>(
      db(),
      sql`select coalesce(-sum(amount),0) as s from ledger_lines where account = '2101' and user_id = ${ids.operador1}`,
    );
    expect(op.json().data.tipoUsuario).toBe('operador');
    expect(op.json().data.estadoCuenta.comisionesDevengadas * 100).toBe(Number(earned?.s));
    expect(op.json().data.estadoCuenta.comisionesDevengadas).toBeGreaterThan(0);
    expect(op.json().data.cliente).toBeNull();
    const other = await t.get('supervisor', '/api/finanzas/mi-cuenta');
    expect(other.json().data).toMatchObject({ tipoUsuario: 'otro', estadoCuenta: {} });
  });

  it('edits an audit from finance: title, amount (as an adjustment) and date, with the spec messages', async () => {
    const id = await delivered('Editar');
    const bad = await t.put('admin', `/api/finanzas/editar-auditoria/${id}`, { costoFinal: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Monto inválido');
    const badDate = await t.put('admin', `/api/finanzas/editar-auditoria/${id}`, {
      fechaSolicitada: '10/10/2025',
    });
    expect(badDate.json().message).toBe('Formato de fecha inválido. Use YYYY-MM-DD');
    const res = await t.put('contable', `/api/finanzas/editar-auditoria/${id}`, {
      titulo: 'Editada',
      costoFinal: 30_000,
      fechaSolicitada: '2025-10-10',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditLedger(id)).toMatchObject({ cargo: 3_000_000, saldo: 3_000_000 });
    expect(
      (await t.put('contable', '/api/finanzas/editar-auditoria/99999999', { titulo: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await t.put('supervisor', `/api/finanzas/editar-auditoria/${id}`, { titulo: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('database rules of the ledger', () => {
  it('refuses an unbalanced entry at commit, and edits or deletions of entries and lines', async () => {
    const before = await entries();
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_entries (kind, occurred_on, description) values ('gasto', current_date, 'roto')`,
        );
        await tx.execute(
          sql`insert into ledger_lines (entry_id, account, amount) values ((select max(id) from ledger_entries), '1102', -100)`,
        );
      }),
    ).rejects.toThrow();
    expect(await entries()).toBe(before);
    await expect(
      db().execute(
        sql`update ledger_lines set amount = amount + 1 where id = (select min(id) from ledger_lines)`,
      ),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`delete from ledger_entries where id = (select min(id) from ledger_entries)`),
    ).rejects.toThrow();
    await expect(
      db().execute(
        sql`insert into ledger_entries (kind, occurred_on, description) values ('gasto', current_date, 'vacío')`,
      ),
    ).rejects.toThrow();
    const [balances] = await sqlRows<{ a: string; b: string }>(
      db(),
      sql`select (select coalesce(sum(amount),0) from ledger_month_balances where client_id >= 0) as a, (select coalesce(sum(amount),0) from ledger_lines) as b`,
    );
    expect(balances).toEqual({ a: '0', b: '0' });
    const [perAccount] = await sqlRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from (
            select l.account, coalesce(l.client_id, 0) as c, date_trunc('month', e.occurred_on)::date as m, sum(l.amount) as s
            from ledger_lines l join ledger_entries e on e.id = l.entry_id group by 1, 2, 3) x
          full join (select * from ledger_month_balances where client_id >= 0) b on b.account = x.account and b.client_id = x.c and b.month = x.m
          where coalesce(x.s, 0) <> coalesce(b.amount, 0)`,
    );
    expect(perAccount?.n).toBe(0);
  });
});

describe('the kept receivable audits', () => {
  it('equal their definition after everything above (deliveries, collections, reversals, edits, deletions)', async () => {
    const kept = await sqlCount(db(), sql`select count(*)::int as n from receivable_audits`);
    expect(kept).toBeGreaterThan(0);
    expect(
      await sqlRows(
        db(),
        sql`(select * from receivable_audits except select * from receivable_audits_live)
            union all (select * from receivable_audits_live except select * from receivable_audits)`,
      ),
    ).toEqual([]);
  });
});
