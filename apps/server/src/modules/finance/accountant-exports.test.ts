import { currentPeriod } from '@auditorias/domain/finance/periods';
import type { FinanceEmployee, FinanceSummary, StaffPending } from '@auditorias/domain/schemas/finance';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import type { EmployeeSummaryDto } from '@auditorias/domain/schemas/staff';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { column, type Downloaded, downloadBoth, type Table } from '../../test/exports';
import { postEntries } from './ledger';

const t = useTestApp({
  users: ['admin', 'supervisor', 'operador1', 'operador2', 'contable', 'cliente'],
});
const { ids } = t;
let newcomer: number;

/** The month the screens open on, and the one before it (ended, so it may be closed). */
const now = currentPeriod();
const before = now.mes === 1 ? { mes: 12, anio: now.anio - 1 } : { mes: now.mes - 1, anio: now.anio };
const key = (p: { mes: number; anio: number }) => `${p.anio}-${String(p.mes).padStart(2, '0')}`;
const query = (p: { mes: number; anio: number }) => `mes=${p.mes}&anio=${p.anio}`;

/** A cell as both files write it: pesos and hours as plain numbers, nothing for an empty value. */
const cell = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Both files of an export, checked to be the same table. */
async function download(url: string, who = 'admin'): Promise<Downloaded> {
  const files = await downloadBoth((u) => t.get(who, u), url);
  expect(files.xlsx).toEqual(files.csv);
  return files;
}

/** The row of a table whose column `header` reads `value`. */
function rowOf(table: Table, header: string, value: string): Record<string, string> {
  const index = column(table, header).indexOf(value);
  expect(index, `${header} = ${value}`).toBeGreaterThanOrEqual(0);
  const row = table.rows[index] as string[];
  return Object.fromEntries(table.header.map((h, i) => [h, row[i] ?? '']));
}

async function salaryRecords(p: { mes: number; anio: number }): Promise<SalaryRecordDto[]> {
  const res = await t.get('admin', `/api/sueldos?${query(p)}&limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sueldos;
}

async function employeeSummaries(p: { mes: number; anio: number }): Promise<EmployeeSummaryDto[]> {
  const all: EmployeeSummaryDto[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.get(
      'admin',
      `/api/work-sessions/employee-summary?${query(p)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    all.push(...res.json().empleados);
    cursor = res.json().paginacion.siguiente;
  } while (cursor);
  return all;
}

beforeAll(async () => {
  // The month's salaries registered, one of them paid in full; an advance to operador2 this month.
  const batch = await t.post('admin', '/api/sueldos/crear-gastos-existentes', now);
  expect(batch.statusCode, batch.body).toBe(200);
  const records = await salaryRecords(now);
  const paid = records.find((r) => r.operadorId === ids.operador1);
  expect(paid, 'operador1 has a salary this month').toBeDefined();
  const pay = await t.post('admin', '/api/sueldos/pagar', { sueldoId: paid?.id, tipoPago: 'Pago Total' });
  expect(pay.statusCode, pay.body).toBe(200);
  // The supervisor's paid in part; a new operator has no salary calculated yet.
  const part = records.find((r) => r.operadorId === ids.supervisor);
  const partial = await t.post('admin', '/api/sueldos/pagar', {
    sueldoId: part?.id,
    tipoPago: 'Pago Parcial',
    montoPago: 100,
  });
  expect(partial.statusCode, partial.body).toBe(200);
  const created = await t.post('admin', '/api/users', {
    name: 'Nora Nueva',
    email: 'nora.nueva@demo.ar',
    password: 'secreto',
    role: 'operador',
  });
  expect(created.statusCode, created.body).toBe(201);
  newcomer = created.json().data.id;
  await t.database.db.transaction((tx) =>
    postEntries(tx, [
      {
        kind: 'gasto',
        description: 'Adelanto de sueldo',
        lines: [
          { account: '1301', amount: 1_250_050, userId: ids.operador2 as number },
          { account: '1102', amount: -1_250_050 },
        ],
        createdBy: ids.admin as number,
      },
    ]),
  );
  const close = await t.post('admin', '/api/periodos/cerrar', before);
  expect(close.statusCode, close.body).toBe(200);
}, 60_000);

describe('the month payroll (GET /api/sueldos/export)', () => {
  it('has one row per salary of the month with the salary list figures, overtime, advances and paid state', async () => {
    const files = await download(`/api/sueldos/export?${query(now)}`, 'contable');
    expect(files.name).toBe(`nomina-${key(now)}`);
    expect(files.csv.header).toEqual([
      'Empleado N°',
      'Empleado',
      'Rol',
      'Tipo de pago',
      'Sueldo de referencia',
      'Auditorías',
      'Correcciones',
      'Horas trabajadas',
      'Horas extra',
      'Sueldo base',
      'Plus',
      'Francos pagados',
      'Francos trabajados',
      'Pago de francos',
      'Sueldo final',
      'Comisiones por auditorías (aparte del sueldo)',
      'Adelantos del mes',
      'Total pagado',
      'Saldo a pagar',
      'Estado de pago',
      'Calculado el',
    ]);
    const records = await salaryRecords(now);
    const staff = new Map((await employeeSummaries(now)).map((e) => [e.usuario.id, e]));
    expect(records.length).toBeGreaterThan(1);
    // Every salary of the month, and the active employee without one yet.
    expect(files.csv.rows).toHaveLength(records.length + 1);
    for (const r of records) {
      const row = rowOf(files.csv, 'Empleado N°', String(r.operadorId));
      expect(row).toMatchObject({
        Empleado: r.operador,
        'Sueldo de referencia': cell(r.sueldoReferencia),
        Auditorías: cell(r.auditoriasHechas),
        'Horas trabajadas': cell(r.horasTrabajadas),
        'Horas extra': cell(staff.get(r.operadorId)?.estadisticas.totalHorasExtra),
        'Pago de francos': cell(r.pagoFrancos),
        'Francos pagados': cell(r.detalle.francosPagados.length),
        'Sueldo final': cell(r.sueldoFinal),
        'Comisiones por auditorías (aparte del sueldo)': cell(r.montoAuditorias),
        'Total pagado': cell(r.detalle.totalPagado),
        'Saldo a pagar': cell(r.saldoPendiente),
      });
      // An Argentine date and time (dd/mm/aaaa hh:mm).
      expect(row['Calculado el']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    }
    const olga = rowOf(files.csv, 'Empleado N°', String(ids.operador1));
    expect(olga['Estado de pago']).toBe('Pagado');
    expect(olga['Saldo a pagar']).toBe('0');
    expect(olga.Rol).toBe('Operador');
    const oscar = rowOf(files.csv, 'Empleado N°', String(ids.operador2));
    expect(oscar['Adelantos del mes']).toBe('12500.5');
    expect(oscar['Estado de pago']).toBe('Pendiente');
    const sergio = rowOf(files.csv, 'Empleado N°', String(ids.supervisor));
    expect(sergio['Estado de pago']).toBe('Pago parcial');
    expect(sergio['Total pagado']).toBe('100');
    const nora = rowOf(files.csv, 'Empleado N°', String(newcomer));
    expect(nora).toMatchObject({
      Empleado: 'Nora Nueva',
      Rol: 'Operador',
      'Estado de pago': 'Sin calcular',
      'Sueldo final': '',
      'Saldo a pagar': '',
      'Calculado el': '',
    });
    // Names in Spanish alphabetical order.
    const names = column(files.csv, 'Empleado');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('writes pesos with the peso format and real dates in the XLSX', async () => {
    const res = await t.get('admin', `/api/sueldos/export?${query(now)}&formato=xlsx`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="nomina-${key(now)}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Nómina');
    const header = sheet.getRow(1).values as unknown[];
    const row = sheet.getRow(2);
    const final = row.getCell(header.indexOf('Sueldo final'));
    expect(typeof final.value).toBe('number');
    expect(final.numFmt).toBe('"$ "#,##0');
    expect(row.getCell(header.indexOf('Calculado el')).value).toBeInstanceOf(Date);
  });
});

describe("every employee's hours of the month (GET /api/work-sessions/employee-summary/export)", () => {
  it("has the staff centre's hours, overtime and audits of each employee", async () => {
    const files = await download(`/api/work-sessions/employee-summary/export?${query(now)}`);
    expect(files.name).toBe(`horas-personal-${key(now)}`);
    const summaries = await employeeSummaries(now);
    expect(summaries.length).toBeGreaterThan(2);
    expect(files.csv.rows).toHaveLength(summaries.length);
    for (const e of summaries) {
      const row = rowOf(files.csv, 'Empleado N°', String(e.usuario.id));
      expect(row).toMatchObject({
        Empleado: e.usuario.name,
        'Horas trabajadas': cell(e.estadisticas.totalHorasLogueadas),
        'Horas extra': cell(e.estadisticas.totalHorasExtra),
        'Días con horas extra sin autorizar': cell(e.estadisticas.diasConHorasSinAutorizar),
        'Auditorías completadas': cell(e.estadisticas.auditoriasCompletadas),
        Correcciones: cell(e.estadisticas.correcciones),
        Activo: e.usuario.isActive ? 'Sí' : 'No',
      });
    }
    // The centre's filters apply: operators only.
    const operators = await download(
      `/api/work-sessions/employee-summary/export?${query(now)}&role=operador`,
      'contable',
    );
    expect(column(operators.csv, 'Rol').length).toBeGreaterThan(0);
    expect(new Set(column(operators.csv, 'Rol'))).toEqual(new Set(['Operador']));
  });
});

describe('the Balance with month close (GET /api/finanzas/balance/export)', () => {
  it("has the year's months up to the chosen one with the Balance figures and whether each is closed", async () => {
    const files = await download(`/api/finanzas/balance/export?${query(now)}`, 'contable');
    expect(files.name).toBe(`balance-${key(now)}`);
    expect(files.csv.rows).toHaveLength(now.mes);
    const month = (p: { mes: number; anio: number }) => `${String(p.mes).padStart(2, '0')}/${p.anio}`;
    const res = await t.get('contable', `/api/finanzas/dashboard?${query(now)}`);
    const resumen: FinanceSummary = res.json().resumen;
    const row = rowOf(files.csv, 'Mes', month(now));
    expect(row).toMatchObject({
      'Ingresos del mes (cobrado)': cell(resumen.ingresosMes),
      'Egresos del mes (pagado)': cell(resumen.egresosMes),
      'Saldo mes anterior': cell(resumen.saldoMesAnterior),
      'Movimiento del mes': cell(resumen.movimientoMes),
      'Saldo real total': cell(resumen.saldoRealTotal),
      'Cuentas por cobrar': cell(resumen.cuentasPorCobrar),
      'Sueldos pendientes': cell(resumen.sueldosPendientes),
      Proyección: cell(resumen.proyeccion),
      'Gastos del mes': cell(resumen.gastosMes),
      'Balance neto': cell(resumen.balanceNeto),
      'Mes cerrado': 'No',
      'Cerrado el': '',
      'Cerrado por': '',
    });

    const closed = await download(`/api/finanzas/balance/export?${query(before)}`);
    expect(closed.name).toBe(`balance-${key(before)}`);
    const last = rowOf(closed.csv, 'Mes', month(before));
    expect(last['Mes cerrado']).toBe('Sí');
    expect(last['Cerrado por']).toBe('Ana Administradora');
    expect(last['Cerrado el']).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const earlier = await t.get('admin', `/api/finanzas/dashboard?${query(before)}`);
    expect(last['Saldo real total']).toBe(cell(earlier.json().resumen.saldoRealTotal));
  });
});

describe('Finanzas → Personal (GET /api/finanzas/personal/export)', () => {
  it("has the Personal tab's employees with the month's salary and advances, and what each is owed at the month's end", async () => {
    const files = await download(`/api/finanzas/personal/export?${query(now)}`);
    expect(files.name).toBe(`personal-${key(now)}`);
    const tab = await t.get('contable', '/api/finanzas/usuarios/detallados');
    const employees: FinanceEmployee[] = tab.json().usuarios;
    const owed = await t.get('contable', `/api/finanzas/personal/pendientes?${query(now)}`);
    expect(owed.statusCode, owed.body).toBe(200);
    const pending: StaffPending = owed.json();
    const pendingOf = new Map(pending.empleados.map((p) => [p.usuarioId, p]));
    const salaries = new Map((await salaryRecords(now)).map((r) => [r.operadorId, r]));
    for (const e of employees) {
      const row = rowOf(files.csv, 'Empleado N°', String(e.id));
      const salary = salaries.get(e.id);
      expect(row).toMatchObject({
        Nombre: e.nombre,
        Email: e.email,
        Estado: e.activo ? 'Activo' : 'Inactivo',
        'Auditorías entregadas': cell(e.auditoriasEntregadas),
        'Comisiones devengadas (a hoy)': cell(e.comisionesDevengadas),
        'Sueldo del mes': cell(salary?.sueldoFinal),
        'Estado del sueldo del mes': salary
          ? { pagado: 'Pagado', calculado: salary.detalle.totalPagado > 0 ? 'Pago parcial' : 'Pendiente' }[
              salary.estado
            ]
          : 'Sin calcular',
        'Adelantos del mes': e.id === ids.operador2 ? '12500.5' : '0',
        'Sueldos pendientes (al cierre del mes)': cell(pendingOf.get(e.id)?.sueldosPendientes ?? 0),
        'Comisiones devengadas (al cierre del mes)': cell(pendingOf.get(e.id)?.comisionesDevengadas ?? 0),
        'Total adeudado': cell(pendingOf.get(e.id)?.total ?? 0),
      });
    }
    // Whoever is owed money outside the list (the admin's salary) has a row too, so the file's total owed is the
    // Balance's 'Sueldos pendientes' and the tab's total.
    const listed = new Set(employees.map((e) => e.id));
    const outside = pending.empleados.filter((p) => p.usuarioId === null || !listed.has(p.usuarioId));
    expect(files.csv.rows).toHaveLength(employees.length + outside.length);
    const total =
      column(files.csv, 'Total adeudado').reduce((sum, v) => sum + Math.round(Number(v) * 100), 0) / 100;
    expect(total).toBe(pending.totales.total);
    const balance = await t.get('contable', `/api/finanzas/dashboard?${query(now)}`);
    expect(total).toBe(balance.json().resumen.sueldosPendientes);
    expect(pending.totales.total).toBeGreaterThan(0);
  });
});

describe('who may download them', () => {
  const urls = [
    `/api/sueldos/export?${query(now)}&formato=csv`,
    `/api/work-sessions/employee-summary/export?${query(now)}&formato=xlsx`,
    `/api/finanzas/balance/export?${query(now)}&formato=csv`,
    `/api/finanzas/personal/export?${query(now)}&formato=xlsx`,
  ];

  it('refuses the operator, the supervisor and a client company (403) and nobody signed in (401)', async () => {
    for (const url of urls) {
      for (const who of ['operador1', 'supervisor', 'cliente']) {
        const res = await t.get(who, url);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.headers['content-disposition']).toBeUndefined();
      }
      expect((await t.get(null, url)).statusCode, url).toBe(401);
    }
  });

  it('refuses a bad format, month or a page parameter with a Spanish 400', async () => {
    for (const base of urls.map((u) => u.split('?')[0] as string)) {
      for (const bad of ['formato=pdf', 'formato=csv&mes=13', 'formato=csv&limit=5', '']) {
        const res = await t.get('admin', `${base}?${bad}`);
        expect(res.statusCode, `${base}?${bad}`).toBe(400);
        expect(res.json().success).toBe(false);
        // In Spanish, naming the field ('Datos inválidos: formato: Opción inválida: …').
        expect(res.json().message).toMatch(/^Datos inválidos: (formato|mes|limit): /);
      }
    }
  });
});
