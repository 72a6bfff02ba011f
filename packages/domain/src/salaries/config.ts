import { MAX_PESOS, pesosProblem, pesosToCentavos } from '../money';
import { daysInMonth, isIsoDay } from './calendar';
import {
  dayValueOf,
  francoWorkValueOf,
  hourValueOf,
  PAYMENT_TYPES,
  type PaymentType,
  PLUS_FIXED_STEP_CENTAVOS,
  PLUS_PERCENT_MAX,
  PLUS_PERCENT_STEP,
  PLUS_TYPES,
  type PlusType,
  ROLE_SALARY_DEFAULTS,
  SALARY_YEAR_MAX,
  SALARY_YEAR_MIN,
  type SalaryConfig,
  type SalaryRole,
  VACATION_DAYS_MAX,
} from './config-defaults';

/**
 * The form rules applied when a salary configuration is saved (spec section 5): the form and the API carry pesos,
 * and `normaliseConfig` is where they cross to centavos, with a Spanish message per wrong field. The configuration
 * itself, its limits and role defaults are in config-defaults.ts, offered here too.
 */

export type { PaymentType, PlusType, RoleSalaryDefaults, SalaryConfig, SalaryRole } from './config-defaults';
export {
  DAY_DIVISOR,
  dayValueOf,
  defaultSalaryConfig,
  francoWorkValueOf,
  HOUR_DIVISOR,
  hourValueOf,
  isSalaryRole,
  PAYMENT_TYPES,
  PLUS_FIXED_STEP_CENTAVOS,
  PLUS_PERCENT_MAX,
  PLUS_PERCENT_STEP,
  PLUS_TYPES,
  ROLE_SALARY_DEFAULTS,
  SALARY_ROLES,
  SALARY_YEAR_MAX,
  SALARY_YEAR_MIN,
  SUPERVISOR_CORRECTIONS_OBJECTIVE,
  VACATION_DAYS_MAX,
} from './config-defaults';

type Read = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'ok'; value: number };

/** A number from the form or the API: a finite number or a numeric string ('0,5' accepted as 0.5). */
function readNumber(value: unknown): Read {
  if (value === undefined || value === null) return { kind: 'empty' };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'ok', value } : { kind: 'invalid' };
  if (typeof value !== 'string') return { kind: 'invalid' };
  const text = value.trim();
  if (text === '') return { kind: 'empty' };
  const normal = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?$/.test(normal)) return { kind: 'invalid' };
  return { kind: 'ok', value: Number(normal) };
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true' || value === 'on') return true;
  if (value === 0 || value === '0' || value === 'false' || value === 'off') return false;
  return undefined;
}

function readChoice<T extends string>(value: unknown, choices: readonly T[]): T | 'empty' | 'invalid' {
  if (value === undefined || value === null || value === '') return 'empty';
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : 'invalid';
}

/**
 * The rest days as day numbers, from an array, a JSON array string or a comma-separated string (spec: francos
 * may arrive in any of the three). Empty input is no days. Returns null when the text cannot be read; range
 * checks against the month are the caller's.
 */
export function parseFrancosMarcados(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'number') items = [value];
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (!Array.isArray(parsed)) return null;
        items = parsed;
      } catch {
        return null;
      }
    } else items = text.split(',');
  } else return null;
  const days: number[] = [];
  for (const item of items) {
    const read = readNumber(item);
    if (read.kind === 'empty' && typeof item === 'string') continue; // '1,,2' or a trailing comma
    if (read.kind !== 'ok') return null;
    days.push(read.value);
  }
  return days;
}

export type SalaryConfigField = keyof SalaryConfig;

export interface SalaryConfigError {
  campo: SalaryConfigField;
  mensaje: string;
}

export type NormaliseResult =
  | {
      ok: true;
      config: SalaryConfig;
      /** Fields that were empty and took their default ('usando defaults'). */
      porDefecto: SalaryConfigField[];
    }
  | { ok: false; errores: SalaryConfigError[] };

/** The money limit as the messages say it ('$ 10.000.000.000'). */
const MAX_PESOS_TEXT = `$ ${String(MAX_PESOS).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** Spanish refusals of the configuration (the spec gives none for these cases). */
export const SALARY_CONFIG_MESSAGES = {
  mes: 'El mes debe estar entre 1 y 12',
  anio: `El año debe estar entre ${SALARY_YEAR_MIN} y ${SALARY_YEAR_MAX}`,
  sueldoReferencia: `El sueldo de referencia debe ser un número entero de pesos, de 0 a ${MAX_PESOS_TEXT}`,
  valorHora: `El valor hora debe ser un importe de 0 a ${MAX_PESOS_TEXT}, con hasta dos decimales`,
  tipoPago: 'Tipo de pago inválido: use objetivos u horas',
  horasSoloOperador: 'El pago por horas solo está disponible para operadores',
  plusTipo: 'Tipo de plus inválido: use porcentaje o fijo',
  plusPorcentaje: 'El plus porcentual debe estar entre 0 y 100, en pasos de 0,5',
  plusMontoFijo: `El plus fijo debe ser de 0 a ${MAX_PESOS_TEXT}, en múltiplos de $ 100`,
  objetivoAuditorias: 'El objetivo de auditorías debe ser un número entero, 0 o más',
  objetivoCorrecciones: 'El objetivo de correcciones debe ser un número entero, 0 o más',
  diasVacaciones: `Los días de vacaciones deben ser un número entero entre 0 y ${VACATION_DAYS_MAX}`,
  francosFormato: 'Los francos deben ser una lista de días del mes (por ejemplo 6,7,13)',
  francoDia: (dia: number, dias: number) => `Día de franco inválido: ${dia} (el mes tiene ${dias} días)`,
  fechaIngreso: 'La fecha de ingreso debe ser una fecha válida con el formato AAAA-MM-DD',
} as const;

/** The number fields read the same way (a value, a refusal, or the default when empty). */
type NumberField =
  | 'sueldoReferencia'
  | 'plusPorcentaje'
  | 'plusMontoFijo'
  | 'objetivoAuditorias'
  | 'objetivoCorrecciones'
  | 'diasVacaciones';

/**
 * Applies the salary form rules on save to a raw configuration (pesos, as the form or the API sends it) for an
 * employee of `role`:
 * - empty values (absent, null, '') fall back to defaults: reference by role, day value reference/30, hour value
 *   reference/160 (rounded to the peso), plus values 0, corrections objective null, vacation days 0 (the form
 *   sends an empty value for what it could not read as a number, so its spec fallback holds);
 * - non-numeric text ('abc') and out-of-range values are refused with a Spanish message (plus 0–100 step 0.5,
 *   fixed plus step $ 100, vacation days 0–31, year 2024–2030, rest days inside the month, reference a whole
 *   number of pesos ≥ 0; every amount by the one money rule `pesosProblem`, at most MAX_PESOS);
 * - the day value and the worked-rest-day value are always derived (read-only in the form): reference/30, and
 *   twice or once the day value depending on double pay;
 * - choosing a plus type clears the other plus value; tipoPago horas sets the hour value (reference/160 unless a
 *   positive value is given), objetivos sets it to 0; paying by the hour is for operador only;
 * - role rules: admin is fixed salary, collects no rest days and has no rest-day calendar; adminGanaSueldo is kept
 *   for admin only; the corrections objective is for supervisor only.
 */
export function normaliseConfig(raw: Readonly<Record<string, unknown>>, role: SalaryRole): NormaliseResult {
  const errores: SalaryConfigError[] = [];
  const porDefecto: SalaryConfigField[] = [];
  const refuse = (campo: SalaryConfigField, mensaje: string) => errores.push({ campo, mensaje });
  /** A number field: its value when `accepted` (then `convert`ed), else refused; the default when empty. */
  const numberField = <T>(
    campo: NumberField,
    fallback: T,
    accepted: (value: number) => boolean,
    convert: (value: number) => T,
  ): T => {
    const read = readNumber(raw[campo]);
    if (read.kind === 'empty') {
      porDefecto.push(campo);
      return fallback;
    }
    if (read.kind === 'ok' && accepted(read.value)) return convert(read.value);
    refuse(campo, SALARY_CONFIG_MESSAGES[campo]);
    return fallback;
  };
  const asIs = (value: number) => value;
  const isCount = (value: number) => Number.isInteger(value) && value >= 0;
  const roleDefaults = ROLE_SALARY_DEFAULTS[role];

  const mesRead = readNumber(raw.mes);
  const mes = mesRead.kind === 'ok' ? mesRead.value : Number.NaN;
  if (!Number.isInteger(mes) || mes < 1 || mes > 12) refuse('mes', SALARY_CONFIG_MESSAGES.mes);
  const anioRead = readNumber(raw.anio);
  const anio = anioRead.kind === 'ok' ? anioRead.value : Number.NaN;
  if (!Number.isInteger(anio) || anio < SALARY_YEAR_MIN || anio > SALARY_YEAR_MAX) {
    refuse('anio', SALARY_CONFIG_MESSAGES.anio);
  }

  // Reference salary: whole pesos, 0 or more, at most MAX_PESOS (the one money rule).
  const sueldoReferencia = numberField(
    'sueldoReferencia',
    roleDefaults.sueldoReferencia,
    (v) => pesosProblem(v, { allowZero: true, wholePesos: true }) === null,
    pesosToCentavos,
  );
  const valorDiaPago = dayValueOf(sueldoReferencia);

  // Payment type and hour value.
  let tipoPago: PaymentType = 'objetivos';
  const tipoRead = readChoice(raw.tipoPago, PAYMENT_TYPES);
  if (tipoRead === 'invalid') refuse('tipoPago', SALARY_CONFIG_MESSAGES.tipoPago);
  else if (tipoRead === 'horas' && role !== 'operador')
    refuse('tipoPago', SALARY_CONFIG_MESSAGES.horasSoloOperador);
  else if (tipoRead !== 'empty') tipoPago = tipoRead;
  let valorHora = 0;
  if (tipoPago === 'horas') {
    const horaRead = readNumber(raw.valorHora);
    if (
      horaRead.kind === 'invalid' ||
      (horaRead.kind === 'ok' && pesosProblem(horaRead.value, { allowZero: true }) !== null)
    ) {
      refuse('valorHora', SALARY_CONFIG_MESSAGES.valorHora);
    } else if (horaRead.kind === 'ok' && horaRead.value > 0) {
      valorHora = pesosToCentavos(horaRead.value);
    } else {
      valorHora = hourValueOf(sueldoReferencia);
      porDefecto.push('valorHora');
    }
  }

  // Plus: the chosen type keeps its value, the other is cleared.
  let plusTipo: PlusType = 'porcentaje';
  const plusTipoRead = readChoice(raw.plusTipo, PLUS_TYPES);
  if (plusTipoRead === 'invalid') refuse('plusTipo', SALARY_CONFIG_MESSAGES.plusTipo);
  else if (plusTipoRead !== 'empty') plusTipo = plusTipoRead;
  let plusPorcentaje = 0;
  let plusMontoFijo = 0;
  if (plusTipo === 'porcentaje') {
    plusPorcentaje = numberField(
      'plusPorcentaje',
      0,
      (v) => v >= 0 && v <= PLUS_PERCENT_MAX && Number.isInteger(v / PLUS_PERCENT_STEP),
      asIs,
    );
  } else {
    plusMontoFijo = numberField(
      'plusMontoFijo',
      0,
      (v) =>
        pesosProblem(v, { allowZero: true }) === null && Math.round(v * 100) % PLUS_FIXED_STEP_CENTAVOS === 0,
      (v) => Math.round(v * 100),
    );
  }

  // Objectives.
  const objetivoAuditorias = numberField('objetivoAuditorias', 0, isCount, asIs);
  const objetivoCorrecciones =
    role === 'supervisor' ? numberField<number | null>('objetivoCorrecciones', null, isCount, asIs) : null;

  // Flags.
  const esSueldoFijo = role === 'admin' ? true : (readBoolean(raw.esSueldoFijo) ?? roleDefaults.esSueldoFijo);
  const cobraFrancos =
    role === 'admin' ? false : (readBoolean(raw.cobraFrancos) ?? roleDefaults.cobraFrancos);
  const adminGanaSueldo = role === 'admin' ? (readBoolean(raw.adminGanaSueldo) ?? false) : false;
  const pagoDobleEnFrancos = role === 'admin' ? false : (readBoolean(raw.pagoDobleEnFrancos) ?? false);

  // Vacations.
  const diasVacaciones = numberField('diasVacaciones', 0, (v) => isCount(v) && v <= VACATION_DAYS_MAX, asIs);

  // Rest days (none for admin: the calendar is hidden).
  let francosMarcados: number[] = [];
  if (role !== 'admin') {
    const days = parseFrancosMarcados(raw.francosMarcados);
    if (days === null) refuse('francosMarcados', SALARY_CONFIG_MESSAGES.francosFormato);
    else if (Number.isInteger(mes) && Number.isInteger(anio) && mes >= 1 && mes <= 12) {
      const n = daysInMonth(mes, anio);
      for (const d of days) {
        if (!Number.isInteger(d) || d < 1 || d > n)
          refuse('francosMarcados', SALARY_CONFIG_MESSAGES.francoDia(d, n));
      }
      francosMarcados = [...new Set(days)].sort((a, b) => a - b);
    }
  }

  // Start date.
  let fechaIngreso: string | null = null;
  if (raw.fechaIngreso !== undefined && raw.fechaIngreso !== null && raw.fechaIngreso !== '') {
    const text = typeof raw.fechaIngreso === 'string' ? raw.fechaIngreso.trim().slice(0, 10) : '';
    if (isIsoDay(text)) fechaIngreso = text;
    else refuse('fechaIngreso', SALARY_CONFIG_MESSAGES.fechaIngreso);
  }

  if (errores.length > 0) return { ok: false, errores };
  return {
    ok: true,
    porDefecto,
    config: {
      mes,
      anio,
      sueldoReferencia,
      valorDiaPago,
      tipoPago,
      valorHora,
      plusTipo,
      plusPorcentaje,
      plusMontoFijo,
      objetivoAuditorias,
      objetivoCorrecciones,
      esSueldoFijo,
      cobraFrancos,
      adminGanaSueldo,
      diasVacaciones,
      francosMarcados,
      pagoDobleEnFrancos,
      valorDiaTrabajoEnFranco: francoWorkValueOf(valorDiaPago, pagoDobleEnFrancos),
      fechaIngreso,
    },
  };
}
