import { daysInMonth, isInMonth, isoDay, isSunday, nextDay, previousDay, sundaysOfMonth } from './calendar';
import type { PaymentType, PlusType, SalaryConfig, SalaryRole } from './config';

/**
 * # The salary of one employee for one month
 *
 * Everything in integer centavos; intermediate values are exact (no rounding) and the total is rounded to the
 * centavo once, at the end (half up). The breakdown lines are differences of the rounded running total, so they
 * always add up to `sueldoFinal` exactly.
 *
 * Notation: R reference salary, D day value (R/30 rounded to the peso), H hour value, N days of the month,
 * E days employed in the month (N, or N − day(fechaIngreso) + 1 when the employee started in the month, 0 when
 * the start date is after the month), V = min(diasVacaciones, E), A = E − V days available to work.
 *
 * 1. Objectives. For each objective set (> 0): audits (objetivoAuditorias) for everybody, corrections
 *    (objetivoCorrecciones) for supervisor only. The objective is for a whole month; it is adjusted to the days
 *    available: adjusted = ceil(objective × A / N). Ratio = done / adjusted. The pay ratio is the average of the
 *    ratios capped at 1; with no objective set (0, null, or adjusted to 0) the pay ratio is 1 (no division by zero).
 *    porcentajeObjetivo = pay ratio × 100. The objective is reached when every ratio is ≥ 1 (or none is set).
 * 2. Base:
 *    - admin: R × E / N when adminGanaSueldo, else 0 (objectives, plus and rest days do not apply);
 *    - fixed salary (esSueldoFijo; default for contable): R × E / N, objectives ignored;
 *    - tipoPago horas (operador): H × minutes worked / 60;
 *    - tipoPago objetivos: R × E / N × pay ratio.
 * 3. Plus, only when not admin, not fixed salary, employed in the month and the objective is reached:
 *    porcentaje → base × plusPorcentaje / 100; fijo → plusMontoFijo (not prorated).
 * 4. Rest days (francos), days of the month marked in the calendar, from the start date on. A marked day that was
 *    worked pays valorDiaTrabajoEnFranco (2 × D with double pay, else D). A marked day not worked pays D when the
 *    employee worked the day before and the day after it; looking for those days, other marked rest days, Sundays
 *    and public holidays that were not worked are skipped over (they do not break the chain), any other day not
 *    worked does. The days next to the month belong to the neighbouring months: the caller passes them in
 *    `diasTrabajados` (and their holidays in `feriados`); a rest day on the last day of a month whose next day has
 *    not come yet is not paid until the record is recalculated. Nothing is paid when cobraFrancos is off (admin).
 * 5. Vacations are paid days. With a monthly salary (fixed or objectives) they are already inside R × E / N and
 *    reduce the objective through A; paid by the hour they pay V × D on top of the hours.
 * 6. sueldoFinal = round(base + plus + rest days + vacation pay).
 *    montoAuditorias (the operator pay of the month's audits, accrued per audit at delivery in the ledger) is shown
 *    for information and is not added, so nobody is paid twice for the same audit.
 * domingosMes and feriadosMes count the month's Sundays and public holidays (informative, and used by rule 4).
 */
export interface SalaryInput {
  rol: SalaryRole;
  config: SalaryConfig;
  /**
   * Argentine days with work ('YYYY-MM-DD'). Days outside the month are used only to judge rest days at the
   * month's edges: include the last days of the previous month and the first days of the next when known.
   */
  diasTrabajados: readonly string[];
  /** Minutes worked in the month (paid by the hour). */
  minutosTrabajados: number;
  auditoriasHechas: number;
  correccionesHechas: number;
  /** Centavos: operator pay of the month's audits (informative). */
  montoAuditorias: number;
  /** Public holidays 'YYYY-MM-DD' (the month's, and the neighbouring months' if known). */
  feriados: readonly string[];
}

export interface SalaryLine {
  concepto: string;
  /** Centavos. */
  monto: number;
  /** A figure shown to explain the salary that is not part of sueldoFinal. */
  informativo?: boolean;
}

export interface FrancosResult {
  /** Marked days from the start date on. */
  marcados: number[];
  /** Not worked, worked before and after: paid at the day value. */
  pagados: number[];
  /** Worked on the rest day: paid at valorDiaTrabajoEnFranco. */
  trabajados: number[];
  /** Not worked and the chain before or after broken: not paid. */
  noPagados: number[];
}

export interface SalaryCalculation {
  mes: number;
  anio: number;
  rol: SalaryRole;
  diasMes: number;
  /** E: days employed in the month. */
  diasEmpleo: number;
  /** A: days employed minus vacation days. */
  diasDisponibles: number;
  sueldoReferencia: number;
  valorDiaPago: number;
  valorHora: number;
  tipoPago: PaymentType;
  esSueldoFijo: boolean;
  domingosMes: number;
  feriadosMes: number;
  /** The month's public holidays, ascending. */
  feriados: string[];
  horasTrabajadas: number;
  auditoriasHechas: number;
  correccionesHechas: number;
  /** Adjusted to the days available (0 = none). */
  objetivoAuditorias: number;
  objetivoCorrecciones: number | null;
  /** done / adjusted × 100, uncapped, 2 decimals; null without that objective. */
  porcentajeAuditorias: number | null;
  porcentajeCorrecciones: number | null;
  /** The pay ratio × 100 (0–100), 2 decimals. */
  porcentajeObjetivo: number;
  objetivoCumplido: boolean;
  sueldoBase: number;
  plusTipo: PlusType;
  plusPorcentaje: number;
  plusMontoFijo: number;
  montoPlus: number;
  francos: FrancosResult;
  pagoFrancos: number;
  diasVacaciones: number;
  pagoVacaciones: number;
  montoAuditorias: number;
  sueldoFinal: number;
  detalle: SalaryLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const decimal = (n: number) => String(round2(n)).replace('.', ',');
const dias = (n: number) => (n === 1 ? '1 día' : `${n} días`);

function assertCount(name: string, n: number) {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} debe ser un entero de 0 o más`);
}

/** Days employed in the month: all of them, from the start date on, or none if the start is after the month. */
export function employedDays(mes: number, anio: number, fechaIngreso: string | null): number {
  const n = daysInMonth(mes, anio);
  if (!fechaIngreso) return n;
  const first = isoDay(anio, mes, 1);
  const last = isoDay(anio, mes, n);
  if (fechaIngreso <= first) return n;
  if (fechaIngreso > last) return 0;
  return n - Number(fechaIngreso.slice(8, 10)) + 1;
}

/** The objective adjusted to the days available: ceil(objective × A / N); 0 when there is none. */
export function adjustedObjective(objetivo: number | null, disponibles: number, diasMes: number): number {
  if (!objetivo || objetivo <= 0) return 0;
  return Math.ceil((objetivo * disponibles) / diasMes);
}

/**
 * Classifies the month's marked rest days (rule 4 above). `worked` and `holidays` are sets of 'YYYY-MM-DD'.
 */
export function classifyFrancos(args: {
  mes: number;
  anio: number;
  marcados: readonly number[];
  primerDia: number;
  worked: ReadonlySet<string>;
  holidays: ReadonlySet<string>;
}): FrancosResult {
  const { mes, anio, worked, holidays } = args;
  const n = daysInMonth(mes, anio);
  const marcados = [...new Set(args.marcados)]
    .filter((d) => Number.isInteger(d) && d >= args.primerDia && d <= n)
    .sort((a, b) => a - b);
  const marked = new Set(marcados.map((d) => isoDay(anio, mes, d)));
  const skippable = (day: string) => marked.has(day) || isSunday(day) || holidays.has(day);
  const chainWorked = (from: string, step: (day: string) => string) => {
    let day = step(from);
    for (let i = 0; i < 62; i++) {
      if (worked.has(day)) return true;
      if (!skippable(day)) return false;
      day = step(day);
    }
    return false;
  };
  const result: FrancosResult = { marcados, pagados: [], trabajados: [], noPagados: [] };
  for (const d of marcados) {
    const day = isoDay(anio, mes, d);
    if (worked.has(day)) result.trabajados.push(d);
    else if (chainWorked(day, previousDay) && chainWorked(day, nextDay)) result.pagados.push(d);
    else result.noPagados.push(d);
  }
  return result;
}

/** The salary of one employee for one month: see the formula above. */
export function calculateSalary(input: SalaryInput): SalaryCalculation {
  const { config: c, rol } = input;
  const { mes, anio } = c;
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) throw new RangeError('mes inválido');
  assertCount('minutosTrabajados', input.minutosTrabajados);
  assertCount('auditoriasHechas', input.auditoriasHechas);
  assertCount('correccionesHechas', input.correccionesHechas);
  assertCount('diasVacaciones', c.diasVacaciones);
  if (!Number.isSafeInteger(input.montoAuditorias))
    throw new RangeError('montoAuditorias debe ser centavos enteros');

  const N = daysInMonth(mes, anio);
  const E = employedDays(mes, anio, c.fechaIngreso);
  const V = Math.min(c.diasVacaciones, E);
  const A = E - V;
  const R = c.sueldoReferencia;
  const D = c.valorDiaPago;
  const isAdmin = rol === 'admin';
  const esSueldoFijo = isAdmin || c.esSueldoFijo;

  // Calendar figures.
  const feriados = [...new Set(input.feriados)].filter((d) => isInMonth(d, mes, anio)).sort();
  const domingosMes = sundaysOfMonth(mes, anio).length;

  // 1. Objectives.
  const objetivoAuditorias = adjustedObjective(c.objetivoAuditorias, A, N);
  const objetivoCorrecciones =
    rol === 'supervisor' && c.objetivoCorrecciones !== null
      ? adjustedObjective(c.objetivoCorrecciones, A, N)
      : null;
  const ratios: number[] = [];
  const ratioAud = objetivoAuditorias > 0 ? input.auditoriasHechas / objetivoAuditorias : null;
  const ratioCorr = objetivoCorrecciones ? input.correccionesHechas / objetivoCorrecciones : null;
  if (ratioAud !== null) ratios.push(ratioAud);
  if (ratioCorr !== null) ratios.push(ratioCorr);
  const payRatio = ratios.length === 0 ? 1 : ratios.reduce((s, r) => s + Math.min(1, r), 0) / ratios.length;
  const objetivoCumplido = ratios.every((r) => r >= 1);

  // 2. Base (exact, centavos).
  const prorated = (R * E) / N;
  let base: number;
  let baseConcepto: string;
  const parcial = E < N ? ` (${E} de ${N} días desde el ingreso)` : '';
  if (isAdmin) {
    base = c.adminGanaSueldo ? prorated : 0;
    baseConcepto = c.adminGanaSueldo
      ? `Sueldo de administrador${parcial}`
      : 'Sueldo de administrador (no cobra sueldo base)';
  } else if (esSueldoFijo) {
    base = prorated;
    baseConcepto = `Sueldo fijo${parcial}`;
  } else if (c.tipoPago === 'horas') {
    base = (c.valorHora * input.minutosTrabajados) / 60;
    baseConcepto = `Horas trabajadas (${decimal(input.minutosTrabajados / 60)} h × valor hora)`;
  } else {
    base = prorated * payRatio;
    baseConcepto = `Sueldo por objetivos (${decimal(payRatio * 100)} % del sueldo de referencia${parcial ? `, ${E} de ${N} días` : ''})`;
  }

  // 3. Plus.
  const plusApplies = !isAdmin && !esSueldoFijo && E > 0 && objetivoCumplido;
  let plus = 0;
  if (plusApplies) plus = c.plusTipo === 'porcentaje' ? (base * c.plusPorcentaje) / 100 : c.plusMontoFijo;

  // 4. Rest days.
  const francos = classifyFrancos({
    mes,
    anio,
    marcados: isAdmin || E === 0 ? [] : c.francosMarcados,
    primerDia: N - E + 1,
    worked: new Set(input.diasTrabajados),
    holidays: new Set(input.feriados),
  });
  const cobra = c.cobraFrancos && !isAdmin;
  const pagoFrancosPagados = cobra ? francos.pagados.length * D : 0;
  const pagoFrancosTrabajados = cobra ? francos.trabajados.length * c.valorDiaTrabajoEnFranco : 0;

  // 5. Vacations.
  const pagoVacaciones = !esSueldoFijo && c.tipoPago === 'horas' ? V * D : 0;

  // 6. Total, rounded once; lines are differences of the rounded running total.
  const parts: Array<{ concepto: string; exact: number; show: boolean }> = [
    { concepto: baseConcepto, exact: base, show: true },
    {
      concepto:
        c.plusTipo === 'porcentaje'
          ? `Plus por objetivo cumplido (${decimal(c.plusPorcentaje)} %)`
          : 'Plus fijo por objetivo cumplido',
      exact: plus,
      show: plusApplies && plus > 0,
    },
    {
      concepto: `Francos pagados (${dias(francos.pagados.length)} × valor día)`,
      exact: pagoFrancosPagados,
      show: pagoFrancosPagados > 0,
    },
    {
      concepto: `Francos trabajados (${dias(francos.trabajados.length)} × ${c.pagoDobleEnFrancos ? 'valor día doble' : 'valor día'})`,
      exact: pagoFrancosTrabajados,
      show: pagoFrancosTrabajados > 0,
    },
    {
      concepto: `Vacaciones (${dias(V)} × valor día)`,
      exact: pagoVacaciones,
      show: pagoVacaciones > 0,
    },
  ];
  const detalle: SalaryLine[] = [];
  let running = 0;
  let roundedBefore = 0;
  const amounts: number[] = [];
  for (const p of parts) {
    running += p.exact;
    const roundedNow = Math.round(running);
    amounts.push(roundedNow - roundedBefore);
    if (p.show) detalle.push({ concepto: p.concepto, monto: roundedNow - roundedBefore });
    roundedBefore = roundedNow;
  }
  const sueldoFinal = roundedBefore;
  const [sueldoBase = 0, montoPlus = 0] = amounts;

  if (V > 0 && pagoVacaciones === 0 && !(isAdmin && !c.adminGanaSueldo)) {
    detalle.push({
      concepto: `Vacaciones: ${dias(V)} (incluidas en el sueldo mensual)`,
      monto: 0,
      informativo: true,
    });
  }
  if (francos.marcados.length > 0 && !cobra) {
    detalle.push({ concepto: 'Francos: no cobra francos', monto: 0, informativo: true });
  }
  if (francos.noPagados.length > 0 && cobra) {
    detalle.push({
      concepto: `Francos no pagados (${dias(francos.noPagados.length)}: sin trabajo el día anterior o posterior)`,
      monto: 0,
      informativo: true,
    });
  }
  if (input.montoAuditorias !== 0) {
    detalle.push({
      concepto: 'Comisiones por auditorías (devengadas por auditoría, no suman al sueldo)',
      monto: input.montoAuditorias,
      informativo: true,
    });
  }

  return {
    mes,
    anio,
    rol,
    diasMes: N,
    diasEmpleo: E,
    diasDisponibles: A,
    sueldoReferencia: R,
    valorDiaPago: D,
    valorHora: c.valorHora,
    tipoPago: c.tipoPago,
    esSueldoFijo,
    domingosMes,
    feriadosMes: feriados.length,
    feriados,
    horasTrabajadas: round2(input.minutosTrabajados / 60),
    auditoriasHechas: input.auditoriasHechas,
    correccionesHechas: input.correccionesHechas,
    objetivoAuditorias,
    objetivoCorrecciones,
    porcentajeAuditorias: ratioAud === null ? null : round2(ratioAud * 100),
    porcentajeCorrecciones: ratioCorr === null ? null : round2(ratioCorr * 100),
    porcentajeObjetivo: round2(payRatio * 100),
    objetivoCumplido,
    sueldoBase,
    plusTipo: c.plusTipo,
    plusPorcentaje: c.plusPorcentaje,
    plusMontoFijo: c.plusMontoFijo,
    montoPlus,
    francos,
    pagoFrancos: pagoFrancosPagados + pagoFrancosTrabajados,
    diasVacaciones: V,
    pagoVacaciones,
    montoAuditorias: input.montoAuditorias,
    sueldoFinal,
    detalle,
  };
}
