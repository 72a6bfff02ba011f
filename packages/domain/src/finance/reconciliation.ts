import type { FinanceFigures } from './figures';

/**
 * The reconciliation check (docs/decisions.md, "Conciliación"): the invariants that tie the figures of the finance,
 * salary and staff screens together, each a pure comparison of figures the server gathered by calling the same
 * functions the screens call. Every value is an integer in hundredths of its unit: centavos for money, hundredths
 * of an hour for hours (as the staff screens round them), plain counts for counts. The server divides money and
 * hours by 100 when it answers.
 */

export type ReconciliationUnit = 'pesos' | 'horas' | 'cantidad';

export type InvariantKey =
  | 'estados_de_cuenta'
  | 'total_cuentas_a_cobrar'
  | 'sueldos_pendientes'
  | 'insumos_de_sueldos'
  | 'libro_balanceado'
  | 'meses_cerrados';

/** One row behind an invariant: one client, employee, entry or month figure, with both sides. */
export interface ReconciliationRow {
  clave: string;
  nombre: string;
  unidad: ReconciliationUnit;
  /** The left side's value for this row (null when the row only counts on the right). */
  izquierda: number | null;
  derecha: number | null;
  diferencia: number;
}

export interface InvariantResult {
  clave: InvariantKey;
  titulo: string;
  descripcion: string;
  /** Whether this invariant is checked for the chosen month (false: it says why in `nota`). */
  aplica: boolean;
  ok: boolean;
  unidad: ReconciliationUnit;
  izquierda: { etiqueta: string; valor: number };
  derecha: { etiqueta: string; valor: number };
  /** izquierda − derecha. */
  diferencia: number;
  /** What the rows' two columns hold (the sides' labels unless they differ). */
  columnas: { izquierda: string; derecha: string };
  /** The rows with a difference first, then the others; at most RECONCILIATION_ROW_LIMIT. */
  filas: ReconciliationRow[];
  /** How many rows there are in all, and how many differ. */
  filasTotal: number;
  filasConDiferencia: number;
  nota: string | null;
}

/** How many rows an invariant returns at most. */
export const RECONCILIATION_ROW_LIMIT = 50;

export const INVARIANT_TEXTS: Record<InvariantKey, { titulo: string; descripcion: string }> = {
  estados_de_cuenta: {
    titulo: 'Estados de cuenta = cuentas a cobrar por cliente',
    descripcion:
      'El saldo pendiente del estado de cuenta de cada cliente es lo que ese cliente debe en la lista de cuentas a cobrar (auditorías y abonos impagos).',
  },
  total_cuentas_a_cobrar: {
    titulo: 'Total de cuentas a cobrar = suma por cliente',
    descripcion:
      'El total general de la lista de cuentas a cobrar, el de deudas de clientes y (en el mes en curso) el del Balance son la suma de lo que debe cada cliente.',
  },
  sueldos_pendientes: {
    titulo: 'Sueldos pendientes del Balance = sueldos impagos + comisiones',
    descripcion:
      'Los sueldos pendientes del Balance son los sueldos calculados todavía impagos más las comisiones devengadas, como los lista la pestaña Personal.',
  },
  insumos_de_sueldos: {
    titulo: 'Insumos de sueldos = control horario',
    descripcion:
      'Las horas trabajadas, auditorías y correcciones del mes con que se calcula cada sueldo son las del control horario del personal para el mismo mes.',
  },
  libro_balanceado: {
    titulo: 'Libro diario balanceado',
    descripcion:
      'En cada asiento y en el total, los débitos son iguales a los créditos; ningún asiento queda sin líneas.',
  },
  meses_cerrados: {
    titulo: 'Meses cerrados sin cambios',
    descripcion:
      'Las cifras de cada mes cerrado (Balance y sueldos del mes) son las mismas que cuando se cerró.',
  },
};

interface Side {
  etiqueta: string;
  valor: number;
}

function row(
  clave: string,
  nombre: string,
  izquierda: number | null,
  derecha: number | null,
  unidad: ReconciliationUnit,
): ReconciliationRow {
  return { clave, nombre, unidad, izquierda, derecha, diferencia: (izquierda ?? 0) - (derecha ?? 0) };
}

/** Assembles one invariant: differing rows first, bounded; ok when both sides and every row agree. */
export function invariant(
  clave: InvariantKey,
  parts: {
    unidad: ReconciliationUnit;
    izquierda: Side;
    derecha: Side;
    filas: readonly ReconciliationRow[];
    columnas?: { izquierda: string; derecha: string };
    /** Rows are only a breakdown (a difference in them does not fail the invariant by itself). */
    filasInformativas?: boolean;
    aplica?: boolean;
    nota?: string | null;
  },
): InvariantResult {
  const aplica = parts.aplica ?? true;
  const differing = parts.filas.filter((r) => r.diferencia !== 0);
  const same = parts.filas.filter((r) => r.diferencia === 0);
  const diferencia = parts.izquierda.valor - parts.derecha.valor;
  const rowsAgree = parts.filasInformativas === true || differing.length === 0;
  return {
    clave,
    ...INVARIANT_TEXTS[clave],
    aplica,
    ok: !aplica || (diferencia === 0 && rowsAgree),
    unidad: parts.unidad,
    izquierda: parts.izquierda,
    derecha: parts.derecha,
    diferencia,
    columnas: parts.columnas ?? { izquierda: parts.izquierda.etiqueta, derecha: parts.derecha.etiqueta },
    filas: [...differing, ...same].slice(0, RECONCILIATION_ROW_LIMIT),
    filasTotal: parts.filas.length,
    filasConDiferencia: parts.filasInformativas ? 0 : differing.length,
    nota: parts.nota ?? null,
  };
}

const total = (values: Iterable<number>) => {
  let t = 0;
  for (const v of values) t += v;
  return t;
};

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

// ---- 6. closed months unchanged ----

/** What is kept of a month when it is closed (centavos and counts), and compared with the same read later. */
export interface MonthSnapshot extends FinanceFigures {
  /** Salary records of the month and their final amounts. */
  sueldosDelMes: number;
  cantidadSueldos: number;
}

/** Spanish names of the kept figures; a figure added later shows under its key until it is named here. */
export const SNAPSHOT_LABELS: Readonly<Record<string, string>> = {
  ingresosMes: 'Ingresos del mes',
  egresosMes: 'Egresos del mes',
  saldoMesAnterior: 'Saldo del mes anterior',
  movimientoMes: 'Movimiento del mes',
  saldoRealTotal: 'Saldo real total',
  cuentasPorCobrar: 'Cuentas a cobrar',
  sueldosPendientes: 'Sueldos pendientes',
  sueldosPorPagar: 'Sueldos por pagar',
  comisionesPorPagar: 'Comisiones por pagar',
  proyeccion: 'Proyección',
  gastosMes: 'Gastos del mes',
  balanceNeto: 'Balance neto',
  sueldosDelMes: 'Sueldos del mes',
  cantidadSueldos: 'Cantidad de sueldos',
};

/** A stored snapshot read back: its numeric figures by name; anything else is ignored. */
export function snapshotOf(raw: unknown): Record<string, number> | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>))
    if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}

export function checkClosedMonths(
  months: ReadonlyArray<{
    mes: number;
    anio: number;
    /** As stored at close; null for a month closed before snapshots were kept. */
    alCerrar: Readonly<Record<string, number>> | null;
    actual: MonthSnapshot;
  }>,
): InvariantResult {
  const filas: ReconciliationRow[] = [];
  let sinInstantanea = 0;
  for (const m of months) {
    const period = `${String(m.mes).padStart(2, '0')}/${m.anio}`;
    if (!m.alCerrar) {
      sinInstantanea++;
      continue;
    }
    // Only the figures kept at close and still computed now (a figure added since has nothing to compare with).
    const now = m.actual as unknown as Readonly<Record<string, number>>;
    const known = Object.keys(SNAPSHOT_LABELS);
    const order = (k: string) => (known.includes(k) ? known.indexOf(k) : known.length);
    const keys = Object.keys(m.alCerrar).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
    for (const k of keys) {
      const before = m.alCerrar[k] as number;
      const after = now[k];
      if (typeof after !== 'number') continue;
      filas.push(
        row(
          `${m.anio}-${String(m.mes).padStart(2, '0')}:${k}`,
          `${period}: ${SNAPSHOT_LABELS[k] ?? k}`,
          before,
          after,
          k === 'cantidadSueldos' ? 'cantidad' : 'pesos',
        ),
      );
    }
  }
  const changed = new Set(filas.filter((f) => f.diferencia !== 0).map((f) => f.clave.slice(0, 7)));
  const compared = months.length - sinInstantanea;
  return invariant('meses_cerrados', {
    unidad: 'cantidad',
    izquierda: { etiqueta: 'Meses cerrados comparados', valor: compared },
    derecha: { etiqueta: 'Meses sin cambios', valor: compared - changed.size },
    filas,
    columnas: { izquierda: 'Al cerrar', derecha: 'Hoy' },
    nota:
      months.length === 0
        ? 'No hay meses cerrados.'
        : sinInstantanea > 0
          ? `${sinInstantanea} ${sinInstantanea === 1 ? 'mes cerrado' : 'meses cerrados'} antes de que se guardaran sus cifras: reabrirlo y volver a cerrarlo las guarda.`
          : null,
  });
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
