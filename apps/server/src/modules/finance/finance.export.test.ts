import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp({ users: ['admin', 'supervisor', 'operador1', 'contable', 'cliente', 'cliente2'] });
const { clients } = t;

async function xlsxOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('finance exports', () => {
  it('movements download as CSV and XLSX: Spanish headers, pesos as numbers, Argentine dates, attachment, no-store', async () => {
    const gasto = await t.post('admin', '/api/gastos', {
      descripcion: 'Resmas, tóner',
      monto: 12345.5,
      categoria: 'administrativo',
      fecha: '2026-10-31',
    });
    expect(gasto.statusCode, gasto.body).toBe(200);

    const csv = await t.get('contable', '/api/finanzas/movimientos/export?formato=csv&mes=10&anio=2026');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment; filename="movimientos-2026-10.csv"');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const text = csv.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'N°,Fecha,Tipo,Descripción,Monto,Cliente N°,Auditoría N°,Revierte el N°,Revertido,Registrado por',
    );
    const row = lines.find((l) => l.includes('Resmas'));
    expect(row).toBeDefined();
    // Quoted by the CSV library (the description has a comma); the amount in pesos, the day as dd/mm/aaaa.
    expect(row).toContain(',31/10/2026,Gasto,"Resmas, tóner (administrativo)",-12345.5,');
    expect(row).toContain(',No,Ana Administradora');

    const xlsx = await t.get('admin', '/api/finanzas/movimientos/export?formato=xlsx&mes=10&anio=2026');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toContain('movimientos-2026-10.xlsx');
    const sheet = await xlsxOf(xlsx.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'N°',
      'Fecha',
      'Tipo',
      'Descripción',
      'Monto',
      'Cliente N°',
      'Auditoría N°',
      'Revierte el N°',
      'Revertido',
      'Registrado por',
    ]);
    let found = false;
    sheet.eachRow((r, n) => {
      if (n === 1 || !String(r.getCell(4).value).includes('Resmas')) return;
      found = true;
      expect(r.getCell(5).value).toBe(-12345.5);
      expect(r.getCell(5).numFmt).toBe('"$ "#,##0');
      expect(r.getCell(2).value).toEqual(new Date('2026-10-31T00:00:00Z'));
      expect(r.getCell(2).numFmt).toBe('dd/mm/yyyy');
    });
    expect(found).toBe(true);
  });

  it('expenses and receivables download; bad formats are refused; only finance staff may download', async () => {
    const gastos = await t.get('contable', '/api/gastos/export?formato=xlsx&mes=10&anio=2026');
    expect(gastos.statusCode, gastos.body).toBe(200);
    expect(gastos.headers['content-disposition']).toContain('gastos-2026-10.xlsx');
    const sheet = await xlsxOf(gastos.rawPayload);
    expect(sheet.getRow(1).getCell(3).value).toBe('Descripción');
    expect(sheet.getRow(2).getCell(5).value).toBe(12345.5);
    expect(sheet.getRow(2).getCell(4).value).toBe('administrativo');

    const cobrar = await t.get('admin', '/api/finanzas/clientes/export?formato=csv');
    expect(cobrar.statusCode, cobrar.body).toBe(200);
    expect(cobrar.headers['content-disposition']).toMatch(/cuentas-a-cobrar-al-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = cobrar.rawPayload.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Cliente,Período,Auditoría N°,Título,Sucursal,Prioridad,Estado,Fecha de entrega,Precio,Cobrado,Saldo',
    );
    // The demo's delivered, unpaid audit of Demo Norte ($25.000 due).
    expect(lines.some((l) => l.startsWith('Demo Norte S.A.,') && l.endsWith(',25000,0,25000'))).toBe(true);

    expect((await t.get('admin', '/api/finanzas/movimientos/export?formato=pdf')).statusCode).toBe(400);
    expect((await t.get('admin', '/api/gastos/export')).statusCode).toBe(400);
    for (const url of [
      '/api/finanzas/movimientos/export?formato=csv',
      '/api/finanzas/clientes/export?formato=xlsx',
      '/api/gastos/export?formato=csv',
    ]) {
      for (const who of ['supervisor', 'operador1', 'cliente'])
        expect((await t.get(who, url)).statusCode, `${who} ${url}`).toBe(403);
      expect((await t.get(null, url)).statusCode).toBe(401);
    }
  });

  it("a client's statement downloads as PDF (company header) and as a sheet; only for who may see it", async () => {
    const norte = clients['Demo Norte S.A.'];
    const sur = clients['Demo Sur S.R.L.'];
    const pdf = await t.get('cliente', `/api/clients/${norte}/account-statement/export?formato=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /estado-de-cuenta-demo-norte-s-a-al-\d{4}-\d{2}-\d{2}\.pdf/,
    );
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await t.get('contable', `/api/clients/${sur}/account-statement/export?formato=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await xlsxOf(xlsx.rawPayload);
    expect(sheet.getRow(1).getCell(6).value).toBe('Estado de pago');

    expect(
      (await t.get('cliente', `/api/clients/${sur}/account-statement/export?formato=pdf`)).statusCode,
    ).toBe(404);
    expect(
      (await t.get('cliente2', `/api/clients/${sur}/account-statement/export?formato=csv`)).statusCode,
    ).toBe(200);
    for (const who of ['supervisor', 'operador1'])
      expect(
        (await t.get(who, `/api/clients/${norte}/account-statement/export?formato=pdf`)).statusCode,
      ).toBe(403);
  });
});

describe("'/finanzas-debug' data", () => {
  it('admin only: salaries (none yet), unpaid delivered audits and expense movements, paged', async () => {
    for (const who of ['contable', 'supervisor', 'operador1', 'cliente'])
      expect((await t.get(who, '/api/audit-finance/debug-movimientos')).statusCode, who).toBe(403);
    await t.post('admin', '/api/gastos', { descripcion: 'Luz', monto: 5000, categoria: 'servicios' });
    const before = await t.get('admin', '/api/audit-finance/debug-movimientos?limit=1');
    expect(before.json().sueldos).toEqual([]);
    // A salary of this month, calculated: the debug page lists it.
    const me = await t.get('admin', '/api/auth/me');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      new Date(),
    );
    const calc = await t.post('admin', '/api/sueldos/recalcular', {
      operadorId: me.json().user.id,
      mes: Number(day.slice(5, 7)),
      anio: Number(day.slice(0, 4)),
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const res = await t.get('admin', '/api/audit-finance/debug-movimientos?limit=1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sueldos).toHaveLength(1);
    expect(body.sueldos[0]).toMatchObject({
      operador: 'Ana Administradora',
      rol: 'admin',
      estado: 'calculado',
      totalPagado: 0,
      sueldoFinal: calc.json().sueldo.sueldoFinal,
    });
    expect(body.auditoriasImpagas).toHaveLength(1);
    expect(body.auditoriasImpagas[0]).toMatchObject({ cliente: 'Demo Norte S.A.', estado: 'entregada' });
    expect(body.movimientosGasto).toHaveLength(1);
    expect(body.movimientosGasto[0].tipo).toBe('gasto');
    expect(body.paginacion.gastos.siguiente).not.toBeNull();
    const next = await t.get(
      'admin',
      `/api/audit-finance/debug-movimientos?lista=gastos&limit=1&cursor=${body.paginacion.gastos.siguiente}`,
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().auditoriasImpagas).toEqual([]);
    expect(next.json().movimientosGasto[0].id).not.toBe(body.movimientosGasto[0].id);
  });
});
