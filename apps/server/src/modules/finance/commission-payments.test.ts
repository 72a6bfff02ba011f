import { argentineDay, formatPesos } from '@auditorias/domain/format/locale';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { deliverAudit, orderAudit } from '../../test/audit-flow';
import { sqlCount, sqlRows } from '../../test/database';
import { unbalancedEntries } from '../../test/finance';
import { postEntries } from './ledger';

/**
 * Paying the operators' commissions (docs/decisions.md, "Pago de comisiones"): POST /finanzas/pagar-comisiones and
 * /finanzas/revertir-pago-comisiones. Every figure that shows what is owed to the staff drops by what is paid.
 */
const t = useTestApp({
  users: ['admin', 'contable', 'supervisor', 'operador1', 'operador2', 'cliente'],
  unrestricted: true,
  manualOrders: true,
});
const { ids, clients, branches, as, db } = t;
let keys = 0;
/** A money write with a fresh Idempotency-Key (or the one given). */
const send = (who: string, url: string, payload: object, key: string | null = `k-${++keys}`) =>
  as(who, { method: 'POST', url, payload, headers: key === null ? {} : { 'idempotency-key': key } });
const pay = (payload: object, key?: string | null, who = 'contable') =>
  send(who, '/api/finanzas/pagar-comisiones', payload, key);
const revert = (payload: object, key?: string | null, who = 'contable') =>
  send(who, '/api/finanzas/revertir-pago-comisiones', payload, key);

/** What the ledger says operador1 is owed in commissions (centavos). */
async function owedInLedger(userId = ids.operador1) {
  const [row] = await sqlRows<{ s: string }>(
    db(),
    sql`select coalesce(-sum(amount), 0) as s from ledger_lines where account = '2101' and user_id = ${userId}`,
  );
  return Number(row?.s);
}

/** Every figure that shows what operador1 is owed, and the month's cash out, in centavos. */
async function figures() {
  const c = (pesos: number) => Math.round(pesos * 100);
  const dash = (await t.get('contable', '/api/finanzas/dashboard')).json().resumen;
  const pending = (await t.get('contable', '/api/finanzas/personal/pendientes')).json();
  const row = pending.empleados.find((e: { usuarioId: number }) => e.usuarioId === ids.operador1);
  const statement = (await t.get('operador1', '/api/finanzas/mi-cuenta')).json().data.estadoCuenta;
  const staff = (await t.get('contable', '/api/finanzas/operadores')).json().operadores;
  const listed = staff.find((u: { id: number }) => u.id === ids.operador1);
  return {
    balance: c(dash.comisionesPorPagar),
    sueldosPendientes: c(dash.sueldosPendientes),
    personal: c(pending.totales.comisionesDevengadas),
    fila: c(row?.comisionesDevengadas ?? 0),
    estadoCuenta: c(statement.comisionesDevengadas),
    operadores: c(listed.comisionesDevengadas),
    egresos: c(dash.egresosMes),
  };
}

async function reconciliationFailures() {
  const res = await t.get('contable', '/api/finanzas/conciliacion');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().invariantes as Array<{ clave: string; ok: boolean }>).filter((i) => !i.ok);
}

/** A delivered audit worked by operador1 (Belgrano, normal: $25.000, operator 40 %: $10.000 of commission). */
const delivered = async (titulo: string) =>
  deliverAudit(
    t,
    await orderAudit(t, {
      clienteId: clients['Demo Norte S.A.'] as number,
      branchId: branches['Sucursal Belgrano'] as number,
      titulo,
      prioridad: 'normal',
    }),
    { operator: 'operador1' },
  );

const movement = async (id: number) => {
  const res = await t.get('contable', '/api/finanzas/movimientos?tipo=comision_pago&limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().movimientos as Array<Record<string, unknown>>).find((m) => m.id === id);
};

describe('paying commissions', () => {
  it('pays part, then the rest: the Balance, Personal, the statement and the staff list drop by the same', async () => {
    await delivered('Comisión a pagar');
    const owed = await owedInLedger();
    expect(owed).toBeGreaterThanOrEqual(1_000_000);
    const before = await figures();
    expect(before.fila).toBe(owed);
    expect(before.estadoCuenta).toBe(owed);
    expect(before.operadores).toBe(owed);

    const partial = await pay({ operadorId: ids.operador1, tipoPago: 'Pago Parcial', monto: 1500.5 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      message: 'Pago parcial de comisiones registrado',
      operadorId: ids.operador1,
      monto: 1500.5,
      pendiente: (owed - 150_050) / 100,
    });
    const after = await figures();
    for (const k of [
      'balance',
      'sueldosPendientes',
      'personal',
      'fila',
      'estadoCuenta',
      'operadores',
    ] as const)
      expect(before[k] - after[k], k).toBe(150_050);
    // Cash out, as a salary payment: the month's egresos rise by what was paid.
    expect(after.egresos - before.egresos).toBe(150_050);
    expect(await movement(partial.json().movimientoId)).toMatchObject({
      tipo: 'comision_pago',
      descripcion: 'Pago parcial de comisiones — Olga Operadora',
      monto: -1500.5,
      revertido: false,
      creadoPor: 'Carla Contable',
    });

    const total = await pay({ operadorId: ids.operador1, tipoPago: 'Pago Total' }, undefined, 'admin');
    expect(total.statusCode, total.body).toBe(200);
    expect(total.json()).toMatchObject({
      message: 'Pago de comisiones registrado',
      monto: (owed - 150_050) / 100,
      pendiente: 0,
    });
    const paid = await figures();
    expect(paid.fila).toBe(0);
    expect(paid.estadoCuenta).toBe(0);
    expect(before.balance - paid.balance).toBe(owed);
    expect(before.personal - paid.personal).toBe(owed);
    expect(paid.egresos - before.egresos).toBe(owed);
    expect(await owedInLedger()).toBe(0);

    const again = await pay({ operadorId: ids.operador1, tipoPago: 'Pago Total' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('El empleado no tiene comisiones pendientes de pago');
    expect(await unbalancedEntries(db())).toBe(0);
    expect(await reconciliationFailures()).toEqual([]);

    // The activity log in words, with the amount of the total payment sent without one.
    const log = await t.get('admin', '/api/registro-actividad?accion=commission_pay&limit=1');
    expect(log.json().data[0].descripcion).toBe(
      `Ana Administradora pagó las comisiones de Olga Operadora (${formatPesos((owed - 150_050) / 100)})`,
    );
  });

  it('reverts one payment with a reason, once: what was paid is owed again', async () => {
    await delivered('Comisión a revertir');
    const owed = await owedInLedger();
    const paid = await pay({ operadorId: ids.operador1, tipoPago: 'Pago Total', monto: owed / 100 });
    expect(paid.statusCode, paid.body).toBe(200);
    const id = paid.json().movimientoId as number;
    const before = await figures();

    const blank = await revert({ movimientoId: id, motivo: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Indique el motivo de la reversión');
    expect((await revert({ movimientoId: id, motivo: 'x' }, undefined, 'operador1')).statusCode).toBe(403);
    expect((await revert({ movimientoId: id, motivo: 'x' }, undefined, 'supervisor')).statusCode).toBe(403);

    const done = await revert({ movimientoId: id, motivo: 'Transferencia rechazada' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message:
        'Pago de comisiones revertido: se creó un egreso compensatorio y las comisiones vuelven a pendiente',
      operadorId: ids.operador1,
      pendiente: owed / 100,
    });
    const after = await figures();
    for (const k of ['balance', 'personal', 'fila', 'estadoCuenta', 'operadores'] as const)
      expect(after[k] - before[k], k).toBe(owed);
    expect(before.egresos - after.egresos).toBe(owed);
    // A new entry pointing at the payment; the payment itself is unchanged and shows as reverted.
    const [reversal] = await sqlRows<{ reverses_entry_id: number; kind: string; description: string }>(
      db(),
      sql`select reverses_entry_id::int as reverses_entry_id, kind, description from ledger_entries where id = ${done.json().movimientoId}`,
    );
    expect(reversal).toEqual({
      reverses_entry_id: id,
      kind: 'comision_pago',
      description: 'Reversión: Pago de comisiones — Olga Operadora (Transferencia rechazada)',
    });
    expect(await movement(id)).toMatchObject({ revertido: true, monto: -owed / 100 });

    const twice = await revert({ movimientoId: id, motivo: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('El movimiento ya fue revertido');
    const ofReversal = await revert({ movimientoId: done.json().movimientoId, motivo: 'x' });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().error).toBe('Una reversión no se puede revertir');
    const [other] = await sqlRows<{ id: number }>(
      db(),
      sql`select id::int as id from ledger_entries where kind = 'entrega' order by id limit 1`,
    );
    const notPayment = await revert({ movimientoId: other?.id, motivo: 'x' });
    expect(notPayment.statusCode).toBe(409);
    expect(notPayment.json().error).toBe('El movimiento no es un pago de comisiones');
    expect((await revert({ movimientoId: 99_999_999, motivo: 'x' })).statusCode).toBe(404);
    expect(await reconciliationFailures()).toEqual([]);

    const log = await t.get('admin', '/api/registro-actividad?accion=commission_revert&limit=1');
    expect(log.json().data[0].descripcion).toBe(
      `Carla Contable revirtió el pago de comisiones #${id} de Olga Operadora: «Transferencia rechazada»`,
    );
  });

  it('refuses what does not fit, in Spanish, and writes nothing', async () => {
    await delivered('Comisión rechazos');
    const owed = await owedInLedger();
    const entries = () => sqlCount(db(), sql`select count(*)::int as n from ledger_entries`);
    const start = await entries();
    const op = ids.operador1;
    const refused = async (payload: object, status: number, error?: string, key?: string | null) => {
      const res = await pay(payload, key);
      expect(res.statusCode, res.body).toBe(status);
      if (error) expect(res.json().error).toBe(error);
    };
    await refused(
      { operadorId: op, tipoPago: 'Pago Total' },
      400,
      'Falta la clave de idempotencia (encabezado Idempotency-Key): el pago no se registró. Vuelva a intentarlo desde la pantalla',
      null,
    );
    await refused(
      { operadorId: op, tipoPago: 'Pago Parcial' },
      400,
      'El monto del pago debe ser mayor que 0',
    );
    await refused({ operadorId: op, tipoPago: 'Pago Parcial', monto: 0 }, 400);
    await refused({ operadorId: op, tipoPago: 'Pago Parcial', monto: -5 }, 400);
    await refused({ operadorId: op, tipoPago: 'Pago Parcial', monto: 'mil' }, 400);
    await refused({ operadorId: op, tipoPago: 'Otro' }, 400);
    await refused({ operadorId: op, tipoPago: 'Pago Parcial', monto: owed / 100 }, 400);
    await refused({ operadorId: op, tipoPago: 'Pago Parcial', monto: owed / 100 + 1 }, 400);
    const over = await pay({ operadorId: op, tipoPago: 'Pago Total', monto: owed / 100 + 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatch(/^El pago total debe ser lo adeudado en comisiones: \$ /);
    await refused({ operadorId: op, tipoPago: 'Pago Total', fecha: '2999-01-01' }, 400);
    const tomorrow = new Date(`${argentineDay()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await refused(
      { operadorId: op, tipoPago: 'Pago Total', fecha: tomorrow.toISOString().slice(0, 10) },
      400,
      'La fecha del pago no puede ser posterior a hoy',
    );
    await refused({ operadorId: 99_999_999, tipoPago: 'Pago Total' }, 404, 'Empleado no encontrado');
    // Nothing owed to a person who never delivered an audit.
    await refused(
      { operadorId: ids.supervisor, tipoPago: 'Pago Total' },
      409,
      'El empleado no tiene comisiones pendientes de pago',
    );
    for (const who of ['operador1', 'supervisor', 'cliente'])
      expect((await pay({ operadorId: op, tipoPago: 'Pago Total' }, undefined, who)).statusCode, who).toBe(
        403,
      );
    expect(await entries()).toBe(start);
    expect(await owedInLedger()).toBe(owed);

    // The same key again answers the first payment; with another body it is refused and nothing is paid.
    const first = await pay({ operadorId: op, tipoPago: 'Pago Parcial', monto: 100 }, 'misma-clave');
    expect(first.statusCode, first.body).toBe(200);
    const retried = await pay({ operadorId: op, tipoPago: 'Pago Parcial', monto: 100 }, 'misma-clave');
    expect(retried.json()).toEqual(first.json());
    const otherBody = await pay({ operadorId: op, tipoPago: 'Pago Parcial', monto: 200 }, 'misma-clave');
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().error).toMatch(/^La clave de idempotencia ya se usó con otros datos/);
    expect(await owedInLedger()).toBe(owed - 10_000);
    expect(await entries()).toBe(start + 1);
  });

  it('a payment dated in a closed month is refused (409); one dated today is not', async () => {
    // Commissions accrued in January 2025, a month then closed.
    await db().transaction((tx) =>
      postEntries(tx, [
        {
          kind: 'entrega',
          description: 'Entrega de enero',
          lines: [
            { account: '5101', userId: ids.operador2, amount: 500_000 },
            { account: '2101', userId: ids.operador2, amount: -500_000 },
          ],
          occurredOn: '2025-01-10',
          createdBy: null,
        },
      ]),
    );
    const closed = await t.post('admin', '/api/periodos/cerrar', { mes: 1, anio: 2025 });
    expect(closed.statusCode, closed.body).toBe(200);
    const inClosed = await pay({
      operadorId: ids.operador2,
      tipoPago: 'Pago Parcial',
      monto: 1000,
      fecha: '2025-01-20',
    });
    expect(inClosed.statusCode, inClosed.body).toBe(409);
    expect(inClosed.json().error).toMatch(/cerrado/);
    // Up to a day, only what was accrued by then may be paid.
    const early = await pay({
      operadorId: ids.operador2,
      tipoPago: 'Pago Parcial',
      monto: 1000,
      fecha: '2025-01-05',
    });
    expect(early.statusCode).toBe(409);
    const today = await pay({ operadorId: ids.operador2, tipoPago: 'Pago Parcial', monto: 1000 });
    expect(today.statusCode, today.body).toBe(200);
  });
});
