import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { deliverAudit, orderAudit } from '../test/audit-flow';
import { sqlRows } from '../test/database';
import { LIGHT_BILL, ledgerEntries } from '../test/finance';

/**
 * Money input that used to get through (issue 23): amounts that round to 0 centavos or exceed the money limit,
 * text where a number goes, invisible characters as text, money dates out of range or before a closed month, an
 * Idempotency-Key reused with another body, a partial branch edit. Each is tried through the API as the role
 * allowed to do it: a clear Spanish refusal that writes nothing, never a 500 (docs/decisions.md, "Money inputs").
 */
const t = useTestApp({
  env: { RATE_LIMIT_PER_MINUTE: '100000' },
  users: ['admin', 'contable', 'supervisor', 'operador1'],
  manualOrders: true,
  unrestricted: true,
});
const { ids, clients, branches } = t;

const entries = () => ledgerEntries(t.database.db);

/** A Spanish 400 whose message says `text`, with nothing of a driver's or a framework's English. */
function expectSpanish400(res: LightMyRequestResponse, text: string | RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  if (typeof text === 'string') expect(body.message).toContain(text);
  else expect(body.message).toMatch(text);
  expect(res.body).not.toMatch(/Invalid input|expected|received|Error:|importe no entero/);
}

async function deliveredAudit(titulo: string): Promise<number> {
  const id = await orderAudit(t, {
    clienteId: clients['Demo Norte S.A.'] as number,
    branchId: branches['Sucursal Belgrano'] as number,
    titulo,
  });
  return deliverAudit(t, id);
}

describe('amounts: one rule for every amount', () => {
  const tiny = 1e-9;

  it('an amount that rounds to 0 centavos is refused as 0 is, on every money write', async () => {
    const audit = await deliveredAudit('Cobro de un nanopeso');
    const before = await entries();
    const writes: Array<[string, () => Promise<LightMyRequestResponse>]> = [
      ['POST /api/gastos', () => t.post('admin', '/api/gastos', { ...LIGHT_BILL, monto: tiny })],
      [
        'POST /api/audits/ingreso-manual',
        () =>
          t.post('admin', '/api/audits/ingreso-manual', {
            clienteId: null,
            titulo: 'Ingreso mínimo',
            costoFinal: tiny,
          }),
      ],
      [
        'POST /api/finanzas (ingreso)',
        () => t.post('contable', '/api/finanzas', { tipo: 'ingreso', titulo: 'Ingreso mínimo', monto: tiny }),
      ],
      [
        'POST /api/finanzas (egreso)',
        () => t.post('contable', '/api/finanzas', { tipo: 'egreso', ...LIGHT_BILL, monto: tiny }),
      ],
      [
        'PATCH /api/audits/{id}/pago',
        () => t.patch('admin', `/api/audits/${audit}/pago`, { estadoPago: 'pagada', monto: tiny }),
      ],
      [
        'POST /api/audit-finance/process-client-payment',
        () =>
          t.post('admin', '/api/audit-finance/process-client-payment', {
            clienteId: clients['Demo Norte S.A.'],
            monto: tiny,
          }),
      ],
      [
        'POST /api/audit-finance/process-payment',
        () => t.post('admin', '/api/audit-finance/process-payment', { auditId: audit, monto: tiny }),
      ],
    ];
    for (const [name, send] of writes) {
      const res = await send();
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expectSpanish400(res, 'Monto inválido');
    }
    expect(await entries()).toBe(before);
    const [row] = await sqlRows<{ estado_pago: string }>(
      t.database.db,
      sql`select estado_pago from audits where id = ${audit}`,
    );
    expect(row?.estado_pago).toBe('pendiente');
  });

  it.each([
    ['beyond the limit', 1e11, 'supera el máximo'],
    ['1e15', 1e15, 'supera el máximo'],
    ['1e20', 1e20, 'supera el máximo'],
    ['text', 'abc', 'Monto inválido'],
    ['a numeric text', '100', 'Monto inválido'],
  ])('an expense of %s is a Spanish 400 that writes nothing', async (_name, monto, message) => {
    const before = await entries();
    expectSpanish400(await t.post('admin', '/api/gastos', { ...LIGHT_BILL, monto }), message);
    expect(await entries()).toBe(before);
  });

  it('a price of a branch beyond the limit is refused; 0 stays a valid price', async () => {
    const url = `/api/clients/${clients['Demo Norte S.A.']}/branches/${branches['Sucursal Belgrano']}`;
    expectSpanish400(await t.put('admin', url, { precio_normal: 1e20 }), 'supera el máximo');
    expectSpanish400(await t.put('admin', url, { precio_normal: 1e-9 }), 'Monto inválido');
    const zero = await t.put('admin', url, { precio_urgente: 0 });
    expect(zero.statusCode, zero.body).toBe(200);
  });
});

describe('salary configuration: amounts and text', () => {
  const config = (extra: Record<string, unknown>) => ({
    operadorId: ids.operador1,
    mes: 3,
    anio: 2026,
    tipoPago: 'objetivos',
    plusTipo: 'porcentaje',
    plusPorcentaje: 0,
    objetivoAuditorias: 0,
    diasVacaciones: 0,
    ...extra,
  });

  it.each([
    ['sueldoReferencia 1e20', { sueldoReferencia: 1e20 }, 'sueldoReferencia'],
    ['sueldoReferencia 1e15', { sueldoReferencia: 1e15 }, 'sueldoReferencia'],
    ['plusMontoFijo 1e20', { plusTipo: 'fijo', plusMontoFijo: 1e20 }, 'plusMontoFijo'],
    ['valorHora 1e20', { tipoPago: 'horas', valorHora: 1e20 }, 'valorHora'],
    ['sueldoReferencia "abc"', { sueldoReferencia: 'abc' }, 'sueldoReferencia'],
    ['valorHora "abc"', { tipoPago: 'horas', valorHora: 'abc' }, 'valorHora'],
    ['plusMontoFijo "abc"', { plusTipo: 'fijo', plusMontoFijo: 'abc' }, 'plusMontoFijo'],
  ])('%s is the Spanish 400 of that field and posts no accrual', async (_name, extra, campo) => {
    const before = await entries();
    const res = await t.post('admin', '/api/sueldos/configurar', config(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details?.map((d: { campo: string }) => d.campo)).toContain(campo);
    expect(res.json().message).toMatch(/debe ser/);
    expect(await entries()).toBe(before);
  });

  it('an empty reference still takes the role default (the form sends empty for what it cannot read)', async () => {
    const res = await t.post('admin', '/api/sueldos/configurar', config({ sueldoReferencia: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().porDefecto).toContain('sueldoReferencia');
  });
});

describe('invisible characters never count as text', () => {
  const zeroWidth = '\u200B'.repeat(20);

  it("an explanation of twenty zero-width spaces fails the contable's 15-character rule", async () => {
    const before = await entries();
    const res = await t.post('contable', '/api/gastos', { ...LIGHT_BILL, explicacion: zeroWidth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/Complete todos los campos|al menos 15 caracteres/);
    const mixed = await t.post('contable', '/api/gastos', {
      ...LIGHT_BILL,
      explicacion: `\u200C\u200D\u2060\uFEFF corto \u200B\u00AD`,
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().message).toBe('La explicación debe tener al menos 15 caracteres');
    expect(await entries()).toBe(before);
  });

  it('a title or a description made of invisible characters is missing', async () => {
    const before = await entries();
    const income = await t.post('admin', '/api/audits/ingreso-manual', {
      clienteId: null,
      titulo: '\u200B\u2060\uFEFF',
      costoFinal: 100,
    });
    expect(income.statusCode, income.body).toBe(400);
    expect(income.json().message).toBe('Complete título y monto');
    const expense = await t.post('admin', '/api/gastos', { ...LIGHT_BILL, descripcion: ' \u200D ' });
    expect(expense.statusCode, expense.body).toBe(400);
    expect(expense.json().message).toBe('Complete todos los campos');
    expect(await entries()).toBe(before);
  });

  it('invisible characters around a text are dropped; the text is kept', async () => {
    const res = await t.post('contable', '/api/gastos', {
      ...LIGHT_BILL,
      descripcion: '\u200BLuz del depósito\uFEFF',
      explicacion: '\u2060Factura de luz del depósito\u200B',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gasto).toMatchObject({
      descripcion: 'Luz del depósito',
      explicacion: 'Factura de luz del depósito',
    });
  });
});

describe('money dates', () => {
  const income = (fecha: string, titulo = 'Ingreso fechado') =>
    t.post('admin', '/api/audits/ingreso-manual', { clienteId: null, titulo, costoFinal: 1000, fecha });

  it.each(['0001-01-01', '1999-12-31', '9999-12-31', '2999-01-01'])(
    'a manual income or an expense dated %s is refused',
    async (fecha) => {
      const before = await entries();
      expectSpanish400(await income(fecha), 'La fecha debe estar entre el 01/01/2000 y el');
      expectSpanish400(await t.post('admin', '/api/gastos', { ...LIGHT_BILL, fecha }), 'La fecha debe estar');
      expectSpanish400(
        await t.post('contable', '/api/finanzas', { tipo: 'egreso', ...LIGHT_BILL, fecha }),
        'La fecha debe estar',
      );
      expect(await entries()).toBe(before);
    },
  );

  it('an entry dated in or before a closed month is refused naming the month; its opening cash stays', async () => {
    const closed = await t.post('admin', '/api/periodos/cerrar', { mes: 10, anio: 2025 });
    expect(closed.statusCode, closed.body).toBe(200);
    const dashboard = async () =>
      (await t.get('contable', '/api/finanzas/dashboard?mes=11&anio=2025')).json().resumen;
    const opening = (await dashboard()).saldoMesAnterior;
    const before = await entries();
    for (const fecha of ['2000-01-01', '2025-09-15', '2025-10-31']) {
      const res = await income(fecha, `Ingreso del ${fecha}`);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toContain('El mes 10/2025 está cerrado');
      const expense = await t.post('admin', '/api/gastos', { ...LIGHT_BILL, fecha });
      expect(expense.statusCode, expense.body).toBe(409);
    }
    expect(await entries()).toBe(before);
    expect((await dashboard()).saldoMesAnterior).toBe(opening);
    // The database refuses it too, whatever path writes.
    const direct = await t.database.db
      .execute(
        sql`insert into ledger_entries (kind, occurred_on, description) values ('ingreso_manual', '2024-05-01', 'directo')`,
      )
      .then(
        () => null,
        (e: { cause?: { code?: string; message?: string } }) => e.cause,
      );
    expect(direct?.code).toBe('AU001');
    expect(direct?.message).toBe('el mes 10/2025 está cerrado');
    // After it, the months stay open.
    const november = await income('2025-11-03');
    expect(november.statusCode, november.body).toBe(200);
    const reopen = await t.post('admin', '/api/periodos/reabrir', { mes: 10, anio: 2025, motivo: 'Prueba' });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect((await income('2025-09-15')).statusCode).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  const withKey = (key: string, payload: object) =>
    t.as('admin', { method: 'POST', url: '/api/gastos', headers: { 'idempotency-key': key }, payload });

  it('the same key with the same body replays the first answer; with another body it is a 422', async () => {
    const before = await entries();
    const first = await withKey('gasto-luz-1', { ...LIGHT_BILL, monto: 120 });
    expect(first.statusCode, first.body).toBe(200);
    // The same body in another key order is the same body.
    const { descripcion, categoria, explicacion } = LIGHT_BILL;
    const again = await withKey('gasto-luz-1', { monto: 120, explicacion, categoria, descripcion });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await withKey('gasto-luz-1', { ...LIGHT_BILL, monto: 999 });
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('La clave de idempotencia ya se usó con otros datos'),
    });
    expect(await entries()).toBe(before + 1);
    const [row] = await sqlRows<{ monto: string }>(
      t.database.db,
      sql`select monto::text as monto from expenses where id = ${first.json().gasto.id}`,
    );
    expect(Number(row?.monto)).toBe(12_000);
    // A key may not carry the separator of the body hash.
    const bad = await withKey('a#b', { ...LIGHT_BILL });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toBe('La clave de idempotencia no es válida');
  });
});

describe('branch edit: only the fields sent change', () => {
  it('a PUT with only the name keeps the address and every other field; the whole form still saves', async () => {
    const clientId = clients['Demo Norte S.A.'] as number;
    const branchId = branches['Sucursal Belgrano'] as number;
    const url = `/api/clients/${clientId}/branches/${branchId}`;
    const read = async () =>
      (await t.get('admin', `/api/clients/${clientId}/branches`))
        .json()
        .data.find((b: { id: number }) => b.id === branchId);
    const set = await t.put('admin', url, {
      direccion: 'Av. Cabildo 2000',
      telefono: '4555-0101',
      dvr_id: 'DVR-9',
      precio_normal: 30_000,
      instrucciones_op: 'Revisar cámaras del fondo',
    });
    expect(set.statusCode, set.body).toBe(200);
    const before = await read();
    expect(before).toMatchObject({ direccion: 'Av. Cabildo 2000', telefono: '4555-0101', dvr_id: 'DVR-9' });

    const renamed = await t.put('admin', url, { nombre: 'Sucursal Belgrano Centro' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await read();
    expect(after).toEqual({ ...before, nombre: 'Sucursal Belgrano Centro' });

    // The web form sends the whole branch: every field it sends is saved, null clears.
    const whole = await t.put('admin', url, {
      nombre: 'Sucursal Belgrano',
      direccion: null,
      telefono: '4555-0202',
      activa: true,
      dvr_id: 'DVR-9',
      precio_normal: null,
      modalidad_auditoria: null,
      instrucciones_op: 'Revisar cámaras del fondo',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(await read()).toMatchObject({
      nombre: 'Sucursal Belgrano',
      direccion: null,
      telefono: '4555-0202',
      precio_normal: null,
    });
  });
});
