import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';
import { salaryPayment } from '../../test/finance';
import { postEntries, reverseEntries } from './ledger';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente', 'grupo'],
});
const { ids, as } = t;
const url = '/api/finanzas/adelantos';

/** An advance as the ledger holds it: account 1301 of the person against cash out. */
async function postAdvance(userId: number, centavos: number, concepto: string, occurredOn?: string) {
  return t.database.db.transaction(async (tx) => {
    const [id] = await postEntries(tx, [
      {
        kind: 'gasto',
        description: concepto,
        occurredOn,
        lines: [
          { account: '1301', amount: centavos, userId },
          { account: '1102', amount: -centavos },
        ],
        createdBy: ids.admin as number,
      },
    ]);
    return id as number;
  });
}

describe('GET /finanzas/adelantos', () => {
  it('is empty while the ledger holds no advance (the demo registers none)', async () => {
    const res = await as('contable', { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, adelantos: [], paginacion: { siguiente: null, limite: 50 } });
  });

  it('lists the 1301 debits of a person, newest first, in pesos; reversed ones and other accounts are left out', async () => {
    const today = (
      await sqlRows<{ d: string }>(
        t.database.db,
        sql`select (now() at time zone 'America/Argentina/Buenos_Aires')::date::text as d`,
      )
    )[0]?.d as string;
    const first = await postAdvance(ids.operador1 as number, 1_500_050, 'Adelanto de sueldo');
    await postAdvance(ids.operador2 as number, 2_000_000, 'Adelanto operador2');
    const reversed = await postAdvance(ids.operador1 as number, 999_900, 'Adelanto anulado');
    await t.database.db.transaction(async (tx) => {
      await reverseEntries(
        tx,
        [{ id: reversed, kind: 'gasto', description: 'Adelanto anulado', clientId: null }],
        { createdBy: ids.admin as number, reason: 'error' },
      );
      // Not an advance: a salary payment (2201), also to a person.
      await postEntries(tx, [salaryPayment('Sueldo', ids.operador1, 100_000, ids.admin)]);
    });

    const res = await as('admin', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const list = res.json().adelantos;
    expect(list).toEqual([
      {
        id: expect.any(Number),
        usuario: expect.any(String),
        usuarioId: ids.operador2,
        fecha: today,
        monto: 20_000,
        concepto: 'Adelanto operador2',
      },
      {
        id: expect.any(Number),
        usuario: expect.any(String),
        usuarioId: ids.operador1,
        fecha: today,
        monto: 15_000.5,
        concepto: 'Adelanto de sueldo',
      },
    ]);
    const [name] = await sqlRows<{ name: string }>(
      t.database.db,
      sql`select name from users where id = ${ids.operador1}`,
    );
    expect(list[1].usuario).toBe(name?.name);
    expect(first).toBeGreaterThan(0);

    const mine = await as('admin', { method: 'GET', url: `${url}?usuarioId=${ids.operador1}` });
    expect(mine.json().adelantos.map((a: { concepto: string }) => a.concepto)).toEqual([
      'Adelanto de sueldo',
    ]);

    const [anio, mes] = today.split('-').map(Number) as [number, number];
    const thisMonth = await as('admin', { method: 'GET', url: `${url}?mes=${mes}&anio=${anio}` });
    expect(thisMonth.json().adelantos).toHaveLength(2);
    const otherMonth = await as('admin', {
      method: 'GET',
      url: `${url}?mes=${mes === 1 ? 12 : mes - 1}&anio=${mes === 1 ? anio - 1 : anio}`,
    });
    expect(otherMonth.json().adelantos).toEqual([]);
  });

  it('pages with the keyset cursor and refuses a forged one', async () => {
    const page1 = (await as('admin', { method: 'GET', url: `${url}?limit=1` })).json();
    expect(page1.adelantos.map((a: { concepto: string }) => a.concepto)).toEqual(['Adelanto operador2']);
    expect(page1.paginacion.siguiente).toEqual(expect.any(String));
    const page2 = (
      await as('admin', { method: 'GET', url: `${url}?limit=1&cursor=${page1.paginacion.siguiente}` })
    ).json();
    expect(page2.adelantos.map((a: { concepto: string }) => a.concepto)).toEqual(['Adelanto de sueldo']);
    expect(page2.paginacion.siguiente).toBeNull();
    const bad = await as('admin', { method: 'GET', url: `${url}?cursor=xyz` });
    expect(bad.statusCode).toBe(400);
    expect((await as('admin', { method: 'GET', url: `${url}?mes=13&anio=2026` })).statusCode).toBe(400);
  });

  it('finance staff only: operators, supervisors and client companies (with finance_view) are refused', async () => {
    for (const who of ['operador1', 'supervisor', 'cliente', 'grupo']) {
      const res = await as(who, { method: 'GET', url });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().adelantos, who).toBeUndefined();
    }
    expect(
      (await as('operador1', { method: 'GET', url: `${url}?usuarioId=${ids.operador1}` })).statusCode,
    ).toBe(403);
    expect((await call(t.app, null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
