import type { FinanceFigures } from './figures';
import { type InvariantResult, invariant, type ReconciliationRow, row } from './reconciliation-core';

/**
 * Check 6 of the reconciliation (reconciliation.ts): a closed month's figures, kept when it was closed, are what
 * the same reads give now.
 */

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
