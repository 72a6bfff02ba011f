import {
  type InvariantResult,
  invariant,
  type ReconciliationRow,
  type ReconciliationUnit,
  row,
  total,
} from './reconciliation-core';

/**
 * The reconciliation check (docs/decisions.md, "Conciliación"): the invariants that tie the figures of the finance,
 * salary and staff screens together, each a pure comparison of figures the server gathered by calling the same
 * functions the screens call. Every value is an integer in hundredths of its unit: centavos for money, hundredths
 * of an hour for hours (as the staff screens round them), plain counts for counts. The server divides money and
 * hours by 100 when it answers.
 */

// The invariants' parts (reconciliation-core.ts) and check 6 (reconciliation-closed-months.ts), offered here too.
export type { MonthSnapshot } from './reconciliation-closed-months';
export { checkClosedMonths, SNAPSHOT_LABELS, snapshotOf } from './reconciliation-closed-months';
export type {
  InvariantKey,
  InvariantResult,
  ReconciliationRow,
  ReconciliationUnit,
} from './reconciliation-core';
export { INVARIANT_TEXTS, invariant, RECONCILIATION_ROW_LIMIT } from './reconciliation-core';

// ---- 1. statements = receivables per client ----

export interface ClientReceivable {
  clienteId: number;
  nombre: string;
  /** The account statement's `saldoPendiente` (centavos). */
  saldoEstadoDeCuenta: number;
  /** What the client owes in the receivables list (its group's `totalDeuda`, centavos; 0 when not listed). */
  deudaEnCuentasACobrar: number;
}

export function checkStatements(clients: readonly ClientReceivable[]): InvariantResult {
  return invariant('estados_de_cuenta', {
    unidad: 'pesos',
    izquierda: {
      etiqueta: 'Saldos de los estados de cuenta',
      valor: total(clients.map((c) => c.saldoEstadoDeCuenta)),
    },
    derecha: {
      etiqueta: 'Deuda en cuentas a cobrar',
      valor: total(clients.map((c) => c.deudaEnCuentasACobrar)),
    },
    filas: clients.map((c) =>
      row(`cliente:${c.clienteId}`, c.nombre, c.saldoEstadoDeCuenta, c.deudaEnCuentasACobrar, 'pesos'),
    ),
  });
}

// ---- 2. receivables total = the sum per client ----

export function checkReceivablesTotal(input: {
  /** Each client's `totalDeuda` in the receivables list (centavos). */
  porCliente: ReadonlyArray<{ clienteId: number; nombre: string; deuda: number }>;
  /** The totals other screens show for the same thing (centavos), each compared to the sum per client. */
  totales: ReadonlyArray<{ clave: string; nombre: string; valor: number }>;
}): InvariantResult {
  const suma = total(input.porCliente.map((c) => c.deuda));
  const differing = input.totales.find((t) => t.valor !== suma);
  return invariant('total_cuentas_a_cobrar', {
    unidad: 'pesos',
    izquierda: { etiqueta: 'Suma por cliente', valor: suma },
    derecha: {
      etiqueta: differing ? differing.nombre : (input.totales[0]?.nombre ?? 'Total general'),
      valor: differing ? differing.valor : (input.totales[0]?.valor ?? suma),
    },
    filas: input.totales.map((t) => row(t.clave, t.nombre, suma, t.valor, 'pesos')),
    columnas: { izquierda: 'Suma por cliente', derecha: 'Total que muestra' },
  });
}

// ---- 3. pending salaries ----

export interface EmployeeOwed {
  /** null: ledger lines that name no employee. */
  id: number | null;
  nombre: string;
  /** What the Personal tab's pending list says the employee is owed (salaries + commissions, centavos). */
  personal: number;
  /** The employee's salary records still owed (`saldoPendiente`, up to the month), centavos. */
  sueldos: number;
  /** The employee's accrued commissions in the Personal tab's staff table (`comisionesDevengadas`), centavos. */
  comisiones: number;
}

export function checkPendingSalaries(input: {
  /** The Balance's `sueldosPendientes` (centavos). */
  balance: number;
  /** The Personal tab's pending total (centavos). */
  personalTotal: number;
  empleados: readonly EmployeeOwed[];
  aplica?: boolean;
  nota?: string | null;
}): InvariantResult {
  const filas = [
    row(
      'total:personal',
      'Total de sueldos pendientes de Personal',
      input.balance,
      input.personalTotal,
      'pesos',
    ),
    ...input.empleados.map((e) =>
      row(
        `empleado:${e.id ?? 0}`,
        `${e.nombre}: pendiente en Personal / sueldos impagos + comisiones`,
        e.personal,
        e.sueldos + e.comisiones,
        'pesos',
      ),
    ),
  ];
  return invariant('sueldos_pendientes', {
    unidad: 'pesos',
    izquierda: { etiqueta: 'Sueldos pendientes (Balance)', valor: input.balance },
    derecha: {
      etiqueta: 'Sueldos impagos + comisiones devengadas',
      valor: total(input.empleados.map((e) => e.sueldos + e.comisiones)),
    },
    filas,
    columnas: { izquierda: 'Balance / Personal', derecha: 'Sueldos impagos + comisiones' },
    aplica: input.aplica ?? true,
    nota: input.nota ?? null,
  });
}

// ---- 4. salary inputs = staff control ----

export interface EmployeeMonthMeasures {
  auditorias: number;
  correcciones: number;
  /** Hundredths of an hour. */
  horas: number;
}

export function checkSalaryInputs(
  employees: ReadonlyArray<{
    id: number;
    nombre: string;
    /** What the salary is calculated on. */
    sueldo: EmployeeMonthMeasures;
    /** What the staff time control shows for the month. */
    control: EmployeeMonthMeasures;
  }>,
): InvariantResult {
  const filas: ReconciliationRow[] = [];
  for (const e of employees) {
    filas.push(
      row(`horas:${e.id}`, `${e.nombre}: horas trabajadas`, e.sueldo.horas, e.control.horas, 'horas'),
    );
    filas.push(
      row(
        `auditorias:${e.id}`,
        `${e.nombre}: auditorías`,
        e.sueldo.auditorias,
        e.control.auditorias,
        'cantidad',
      ),
    );
    filas.push(
      row(
        `correcciones:${e.id}`,
        `${e.nombre}: correcciones`,
        e.sueldo.correcciones,
        e.control.correcciones,
        'cantidad',
      ),
    );
  }
  return invariant('insumos_de_sueldos', {
    unidad: 'horas',
    izquierda: {
      etiqueta: 'Horas con que se calculan los sueldos',
      valor: total(employees.map((e) => e.sueldo.horas)),
    },
    derecha: { etiqueta: 'Horas del control horario', valor: total(employees.map((e) => e.control.horas)) },
    filas,
  });
}

// ---- 5. ledger balanced ----

export function checkLedgerBalanced(input: {
  /** Sum of the debit lines (centavos, positive). */
  debitos: number;
  /** Sum of the credit lines (centavos, as a positive number). */
  creditos: number;
  /** Entries whose lines do not sum to 0 (or that have none), at most the row limit, and how many in all. */
  desbalanceados: ReadonlyArray<{
    id: number;
    descripcion: string;
    fecha: string;
    suma: number;
    lineas: number;
  }>;
  desbalanceadosTotal: number;
}): InvariantResult {
  const result = invariant('libro_balanceado', {
    unidad: 'pesos',
    izquierda: { etiqueta: 'Débitos', valor: input.debitos },
    derecha: { etiqueta: 'Créditos', valor: input.creditos },
    columnas: { izquierda: 'Suma de sus líneas', derecha: 'Debería sumar' },
    filas: input.desbalanceados.map((e) => ({
      ...row(
        `asiento:${e.id}`,
        `Asiento #${e.id} del ${e.fecha}: ${e.descripcion}${e.lineas === 0 ? ' (sin líneas)' : ''}`,
        e.suma,
        0,
        'pesos',
      ),
      // An entry without lines is unbalanced even though its sum is 0.
      diferencia: e.lineas === 0 && e.suma === 0 ? 0 : e.suma,
    })),
  });
  const unbalanced = input.desbalanceadosTotal;
  return {
    ...result,
    ok: result.ok && unbalanced === 0,
    filasTotal: Math.max(result.filasTotal, unbalanced),
    filasConDiferencia: unbalanced,
  };
}

export interface ReconciliationResult {
  mes: number;
  anio: number;
  ok: boolean;
  invariantes: InvariantResult[];
}

export function reconciliation(
  mes: number,
  anio: number,
  invariantes: InvariantResult[],
): ReconciliationResult {
  return { mes, anio, ok: invariantes.every((i) => i.ok), invariantes };
}

/** A value in hundredths of its unit as text, es-AR ('$ 1.234,5', '-$ 12.345', '98,5 h', '3'). */
export function formatReconciliationValue(value: number, unidad: ReconciliationUnit): string {
  const n = value / (unidad === 'cantidad' ? 1 : 100);
  const text = n.toLocaleString('es-AR', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
  // The sign before the currency: '-$ 12.345'.
  if (unidad === 'pesos') return n < 0 ? `-$ ${text.slice(1)}` : `$ ${text}`;
  if (unidad === 'horas') return `${text} h`;
  return text;
}
