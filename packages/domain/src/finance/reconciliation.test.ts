import { describe, expect, it } from 'vitest';
import {
  checkClosedMonths,
  checkLedgerBalanced,
  checkPendingSalaries,
  checkReceivablesTotal,
  checkSalaryInputs,
  checkStatements,
  formatReconciliationValue,
  type MonthSnapshot,
  RECONCILIATION_ROW_LIMIT,
  reconciliation,
  snapshotOf,
} from './reconciliation';

const client = (id: number, estado: number, lista: number) => ({
  clienteId: id,
  nombre: `Cliente ${id}`,
  saldoEstadoDeCuenta: estado,
  deudaEnCuentasACobrar: lista,
});

describe('statements = receivables per client', () => {
  it.each([
    { name: 'no clients', clients: [], ok: true, diff: 0, differing: 0 },
    {
      name: 'every client agrees',
      clients: [client(1, 100, 100), client(2, 0, 0)],
      ok: true,
      diff: 0,
      differing: 0,
    },
    {
      name: 'one client differs',
      clients: [client(1, 100, 100), client(2, 500, 300)],
      ok: false,
      diff: 200,
      differing: 1,
    },
    // Totals equal but two clients swapped: still a difference (per client, not only in total).
    {
      name: 'offsetting differences',
      clients: [client(1, 100, 200), client(2, 200, 100)],
      ok: false,
      diff: 0,
      differing: 2,
    },
  ])('$name', ({ clients, ok, diff, differing }) => {
    const r = checkStatements(clients);
    expect(r.ok).toBe(ok);
    expect(r.diferencia).toBe(diff);
    expect(r.filasConDiferencia).toBe(differing);
    expect(r.filasTotal).toBe(clients.length);
  });

  it('lists the differing clients first and at most the row limit', () => {
    const many = Array.from({ length: RECONCILIATION_ROW_LIMIT + 20 }, (_, i) => client(i + 1, 100, 100));
    many.push(client(999, 50, 0));
    const r = checkStatements(many);
    expect(r.filas).toHaveLength(RECONCILIATION_ROW_LIMIT);
    expect(r.filas[0]).toMatchObject({ clave: 'cliente:999', izquierda: 50, derecha: 0, diferencia: 50 });
    expect(r.filasTotal).toBe(RECONCILIATION_ROW_LIMIT + 21);
    expect(r.titulo).toBe('Estados de cuenta = cuentas a cobrar por cliente');
  });
});

describe('receivables total = the sum per client', () => {
  const porCliente = [
    { clienteId: 1, nombre: 'A', deuda: 300 },
    { clienteId: 2, nombre: 'B', deuda: 700 },
  ];
  it('OK when every total is the sum', () => {
    const r = checkReceivablesTotal({
      porCliente,
      totales: [
        { clave: 'a', nombre: 'Total general', valor: 1000 },
        { clave: 'b', nombre: 'Deudas', valor: 1000 },
      ],
    });
    expect(r).toMatchObject({
      ok: true,
      diferencia: 0,
      izquierda: { valor: 1000 },
      derecha: { valor: 1000 },
    });
  });
  it('names the total that differs', () => {
    const r = checkReceivablesTotal({
      porCliente,
      totales: [
        { clave: 'a', nombre: 'Total general', valor: 1000 },
        { clave: 'b', nombre: 'Cuentas a cobrar del Balance', valor: 1200 },
      ],
    });
    expect(r.ok).toBe(false);
    expect(r.derecha).toEqual({ etiqueta: 'Cuentas a cobrar del Balance', valor: 1200 });
    expect(r.diferencia).toBe(-200);
    expect(r.filas[0]).toMatchObject({ clave: 'b', diferencia: -200 });
  });
});

describe('pending salaries', () => {
  const emp = (id: number, personal: number, sueldos: number, comisiones: number) => ({
    id,
    nombre: `E${id}`,
    personal,
    sueldos,
    comisiones,
  });
  it.each([
    {
      name: 'agree',
      balance: 300,
      personal: 300,
      rows: [emp(1, 100, 100, 0), emp(2, 200, 150, 50)],
      ok: true,
    },
    {
      name: 'Balance without commissions',
      balance: 250,
      personal: 300,
      rows: [emp(1, 100, 100, 0), emp(2, 200, 150, 50)],
      ok: false,
    },
    {
      name: 'a record the ledger does not hold',
      balance: 300,
      personal: 300,
      rows: [emp(1, 100, 130, 0), emp(2, 200, 150, 50)],
      ok: false,
    },
    { name: 'nothing owed', balance: 0, personal: 0, rows: [], ok: true },
  ])('$name', ({ balance, personal, rows, ok }) => {
    expect(checkPendingSalaries({ balance, personalTotal: personal, empleados: rows }).ok).toBe(ok);
  });
  it('a month it does not apply to is OK and says why', () => {
    const r = checkPendingSalaries({
      balance: 1,
      personalTotal: 2,
      empleados: [],
      aplica: false,
      nota: 'porque',
    });
    expect(r).toMatchObject({ ok: true, aplica: false, nota: 'porque' });
  });
});

describe('salary inputs = staff control', () => {
  const m = (auditorias: number, correcciones: number, horas: number) => ({
    auditorias,
    correcciones,
    horas,
  });
  it('a row per employee and measure; hours differ → not OK', () => {
    const r = checkSalaryInputs([
      { id: 3, nombre: 'Olga', sueldo: m(0, 0, 0), control: m(1, 0, 9850) },
      { id: 4, nombre: 'Oscar', sueldo: m(1, 0, 9750), control: m(1, 0, 9750) },
    ]);
    expect(r.ok).toBe(false);
    expect(r.filasTotal).toBe(6);
    expect(r.filasConDiferencia).toBe(2);
    expect(r.filas.slice(0, 2).map((f) => [f.clave, f.diferencia])).toEqual([
      ['horas:3', -9850],
      ['auditorias:3', -1],
    ]);
    expect(r.diferencia).toBe(-9850);
  });
  it('equal measures are OK', () => {
    expect(checkSalaryInputs([{ id: 1, nombre: 'A', sueldo: m(2, 1, 100), control: m(2, 1, 100) }]).ok).toBe(
      true,
    );
  });
});

describe('ledger balanced', () => {
  it('OK with equal debits and credits and no unbalanced entry', () => {
    const r = checkLedgerBalanced({
      debitos: 500,
      creditos: 500,
      desbalanceados: [],
      desbalanceadosTotal: 0,
    });
    expect(r).toMatchObject({ ok: true, diferencia: 0, filas: [] });
  });
  it('an unbalanced entry, or one without lines, fails with its row', () => {
    const r = checkLedgerBalanced({
      debitos: 600,
      creditos: 500,
      desbalanceados: [
        { id: 7, descripcion: 'Cobro', fecha: '2026-11-02', suma: 100, lineas: 1 },
        { id: 8, descripcion: 'Vacío', fecha: '2026-11-03', suma: 0, lineas: 0 },
      ],
      desbalanceadosTotal: 2,
    });
    expect(r.ok).toBe(false);
    expect(r.diferencia).toBe(100);
    expect(r.filasConDiferencia).toBe(2);
    expect(r.filas.map((f) => f.nombre)).toEqual([
      'Asiento #7 del 2026-11-02: Cobro',
      'Asiento #8 del 2026-11-03: Vacío (sin líneas)',
    ]);
  });
  it('an entry without lines fails even when the totals agree', () => {
    const r = checkLedgerBalanced({
      debitos: 0,
      creditos: 0,
      desbalanceados: [{ id: 8, descripcion: 'Vacío', fecha: '2026-11-03', suma: 0, lineas: 0 }],
      desbalanceadosTotal: 1,
    });
    expect(r.ok).toBe(false);
  });
});

describe('closed months unchanged', () => {
  const figures: MonthSnapshot = {
    ingresosMes: 100,
    egresosMes: 50,
    saldoMesAnterior: 10,
    movimientoMes: 50,
    saldoRealTotal: 60,
    cuentasPorCobrar: 30,
    sueldosPendientes: 20,
    sueldosPorPagar: 15,
    comisionesPorPagar: 5,
    proyeccion: 10,
    gastosMes: 40,
    balanceNeto: 50,
    sueldosDelMes: 2500,
    cantidadSueldos: 2,
  };
  it('no closed month: OK with a note', () => {
    expect(checkClosedMonths([])).toMatchObject({ ok: true, nota: 'No hay meses cerrados.' });
  });
  it('the same figures: OK; one changed: the month and figure named', () => {
    const reversed = Object.fromEntries(Object.entries(figures).reverse());
    const same = checkClosedMonths([{ mes: 3, anio: 2026, alCerrar: reversed, actual: figures }]);
    expect(same.ok).toBe(true);
    expect(same.columnas).toEqual({ izquierda: 'Al cerrar', derecha: 'Hoy' });
    // The figures in the Balance's order, whatever order the stored snapshot kept.
    expect(same.filas.slice(0, 3).map((f) => f.nombre)).toEqual([
      '03/2026: Ingresos del mes',
      '03/2026: Egresos del mes',
      '03/2026: Saldo del mes anterior',
    ]);
    expect(same.izquierda.valor).toBe(1);
    expect(same.derecha.valor).toBe(1);
    const changed = checkClosedMonths([
      { mes: 3, anio: 2026, alCerrar: { ...figures, saldoMesAnterior: 0 }, actual: figures },
      { mes: 4, anio: 2026, alCerrar: { ...figures }, actual: figures },
    ]);
    expect(changed.ok).toBe(false);
    expect(changed.derecha.valor).toBe(1);
    expect(changed.filas[0]).toMatchObject({
      clave: '2026-03:saldoMesAnterior',
      nombre: '03/2026: Saldo del mes anterior',
      izquierda: 0,
      derecha: 10,
      diferencia: -10,
    });
  });
  it('a month closed without kept figures is counted in the note, not failed', () => {
    const r = checkClosedMonths([{ mes: 1, anio: 2026, alCerrar: null, actual: figures }]);
    expect(r.ok).toBe(true);
    expect(r.nota).toContain('1 mes cerrado antes de que se guardaran sus cifras');
  });
  it('reads back only numeric figures of a stored snapshot', () => {
    expect(snapshotOf({ ingresosMes: 5, x: 'a', y: null })).toEqual({ ingresosMes: 5 });
    expect(snapshotOf(null)).toBeNull();
    expect(snapshotOf([1])).toBeNull();
  });
});

describe('the whole check', () => {
  it('is OK only when every invariant is', () => {
    const ok = checkStatements([]);
    const bad = checkStatements([client(1, 1, 0)]);
    expect(reconciliation(11, 2026, [ok, ok]).ok).toBe(true);
    expect(reconciliation(11, 2026, [ok, bad]).ok).toBe(false);
  });
  it.each([
    [123456, 'pesos', '$ 1.234,56'],
    [-1234500, 'pesos', '-$ 12.345'],
    [-9850, 'horas', '-98,5 h'],
    [9850, 'horas', '98,5 h'],
    [3, 'cantidad', '3'],
  ] as const)('formats %s %s as %s', (value, unit, text) => {
    expect(formatReconciliationValue(value, unit)).toBe(text);
  });
});
