/**
 * What every reconciliation check is made of (reconciliation.ts): the invariants' keys, units, Spanish texts and
 * rows, and `invariant`, which assembles one result from its two sides and its rows.
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

export interface Side {
  etiqueta: string;
  valor: number;
}

export function row(
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

/** The sum of some values. */
export const total = (values: Iterable<number>) => {
  let t = 0;
  for (const v of values) t += v;
  return t;
};
