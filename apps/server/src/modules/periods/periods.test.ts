import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlCount } from '../../test/database';
import { ledgerEntries } from '../../test/finance';

const ctx = useTestApp({ users: ['admin', 'contable', 'supervisor', 'operador1', 'cliente', 'operador2'] });
const { ids } = ctx;

const req = (who: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.as(who, { method, url, ...(payload ? { payload } : {}) });
const entries = () => ledgerEntries(ctx.database.db);
/** A manual income of $1.000 on a day, recorded by the admin. */
const manualIncome = (titulo: string, fecha: string) =>
  req('admin', 'POST', '/api/audits/ingreso-manual', { clienteId: null, titulo, costoFinal: 1000, fecha });

describe('month close', () => {
  it('only the admin closes and reopens; admin and contable read; clients and other staff are refused', async () => {
    for (const who of ['contable', 'supervisor', 'operador1', 'cliente']) {
      expect((await req(who, 'POST', '/api/periodos/cerrar', { mes: 10, anio: 2025 })).statusCode).toBe(403);
      expect(
        (await req(who, 'POST', '/api/periodos/reabrir', { mes: 10, anio: 2025, motivo: 'x' })).statusCode,
      ).toBe(403);
    }
    expect((await req(null, 'POST', '/api/periodos/cerrar', { mes: 10, anio: 2025 })).statusCode).toBe(401);
    for (const who of ['admin', 'contable'])
      expect((await req(who, 'GET', '/api/periodos')).statusCode).toBe(200);
    for (const who of ['supervisor', 'operador1', 'cliente']) {
      expect((await req(who, 'GET', '/api/periodos')).statusCode).toBe(403);
    }
    expect(await sqlCount(ctx.database.db, sql`select count(*)::int as n from closed_periods`)).toBe(0);
  });

  it('refuses a month that has not ended and bad input, in Spanish, closing nothing', async () => {
    const future = await req('admin', 'POST', '/api/periodos/cerrar', { mes: 1, anio: 2099 });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe('El mes 01/2099 todavía no terminó: solo se cierran meses terminados');
    expect((await req('admin', 'POST', '/api/periodos/cerrar', { mes: 13, anio: 2025 })).statusCode).toBe(
      400,
    );
    expect((await req('admin', 'POST', '/api/periodos/cerrar', { mes: 'x', anio: 2025 })).statusCode).toBe(
      400,
    );
    expect(await sqlCount(ctx.database.db, sql`select count(*)::int as n from closed_periods`)).toBe(0);
  });

  it('a closed month takes no money entry and no salary change; reopening with a reason lets them in again', async () => {
    // Fifty admins press 'Cerrar' at once: one closes, the rest are told it is closed already.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => req('admin', 'POST', '/api/periodos/cerrar', { mes: 10, anio: 2025 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]?.json().error).toBe('El mes 10/2025 ya está cerrado');

    const before = await entries();
    const income = await manualIncome('Ingreso atrasado', '2025-10-15');
    expect(income.statusCode, income.body).toBe(409);
    expect(income.json().error).toContain('El mes 10/2025 está cerrado');
    const expense = await req('admin', 'POST', '/api/gastos', {
      descripcion: 'Luz de octubre',
      monto: 500,
      categoria: 'servicios',
      fecha: '2025-10-20',
    });
    expect(expense.statusCode, expense.body).toBe(409);
    const salary = { operadorId: ids.operador2, mes: 10, anio: 2025 };
    expect((await req('admin', 'POST', '/api/sueldos/configurar', salary)).statusCode).toBe(409);
    expect((await req('admin', 'POST', '/api/sueldos/recalcular', salary)).statusCode).toBe(409);
    expect(
      (await req('admin', 'POST', '/api/sueldos/crear-gastos-existentes', { mes: 10, anio: 2025 }))
        .statusCode,
    ).toBe(409);
    expect(await entries()).toBe(before);

    // Whatever path writes, the database refuses an entry dated in the closed month.
    const direct = await ctx.database.db
      .execute(
        sql`insert into ledger_entries (kind, occurred_on, description) values ('ingreso_manual', '2025-10-31', 'directo')`,
      )
      .then(
        () => null,
        (e: { cause?: { code?: string; message?: string } }) => e.cause,
      );
    expect(direct?.code).toBe('AU001');
    expect(direct?.message).toBe('el mes 10/2025 está cerrado');

    // The months around it stay open.
    const november = await manualIncome('Ingreso de noviembre', '2025-11-02');
    expect(november.statusCode, november.body).toBe(200);

    const blank = await req('admin', 'POST', '/api/periodos/reabrir', { mes: 10, anio: 2025, motivo: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Indique el motivo de la reapertura');
    const notClosed = await req('admin', 'POST', '/api/periodos/reabrir', {
      mes: 9,
      anio: 2025,
      motivo: 'x',
    });
    expect(notClosed.statusCode).toBe(409);

    const reopen = await req('admin', 'POST', '/api/periodos/reabrir', {
      mes: 10,
      anio: 2025,
      motivo: '  Falta la factura de luz  ',
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    const late = await manualIncome('Ingreso atrasado', '2025-10-15');
    expect(late.statusCode, late.body).toBe(200);

    const list = (await req('contable', 'GET', '/api/periodos')).json();
    expect(list.cerrados).toEqual([]);
    expect(
      list.historial.map((h: { accion: string; motivo: string | null }) => [h.accion, h.motivo]),
    ).toEqual([
      ['reabrir', 'Falta la factura de luz'],
      ['cerrar', null],
    ]);
    expect(list.historial[0].usuario).toBeTruthy();
    const trail = await sqlCount(
      ctx.database.db,
      sql`select count(*)::int as n from activity_log where action in ('period_close', 'period_reopen')`,
    );
    expect(trail).toBe(2);
  });
});
