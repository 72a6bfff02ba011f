/**
 * The salary configuration of one employee for one month (spec: salary configuration entity): its fields, limits,
 * the role defaults and the day, hour and rest-day values derived from the reference salary. Money is integer
 * centavos. The form rules applied on save are in config.ts (`normaliseConfig`), which offers these names too.
 */
export const SALARY_ROLES = ['operador', 'supervisor', 'admin', 'contable'] as const;
export type SalaryRole = (typeof SALARY_ROLES)[number];

export const PAYMENT_TYPES = ['objetivos', 'horas'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PLUS_TYPES = ['porcentaje', 'fijo'] as const;
export type PlusType = (typeof PLUS_TYPES)[number];

/** Salary constants (spec section 9). */
export const SALARY_YEAR_MIN = 2024;
export const SALARY_YEAR_MAX = 2030;
export const VACATION_DAYS_MAX = 31;
/** Day value = reference / 30. */
export const DAY_DIVISOR = 30;
/** Hour value = reference / 160. */
export const HOUR_DIVISOR = 160;
export const SUPERVISOR_CORRECTIONS_OBJECTIVE = 50;
export const PLUS_PERCENT_MAX = 100;
export const PLUS_PERCENT_STEP = 0.5;
/** The fixed plus moves in steps of $ 100. */
export const PLUS_FIXED_STEP_CENTAVOS = 100_00;

export interface RoleSalaryDefaults {
  /** Centavos. */
  sueldoReferencia: number;
  esSueldoFijo: boolean;
  cobraFrancos: boolean;
  objetivoCorrecciones: number | null;
}

/** Role defaults (spec sections 6 and 9). */
export const ROLE_SALARY_DEFAULTS: Record<SalaryRole, RoleSalaryDefaults> = {
  operador: {
    sueldoReferencia: 25_000_00,
    esSueldoFijo: false,
    cobraFrancos: true,
    objetivoCorrecciones: null,
  },
  supervisor: {
    sueldoReferencia: 40_000_00,
    esSueldoFijo: false,
    cobraFrancos: true,
    objetivoCorrecciones: SUPERVISOR_CORRECTIONS_OBJECTIVE,
  },
  admin: { sueldoReferencia: 50_000_00, esSueldoFijo: true, cobraFrancos: false, objetivoCorrecciones: null },
  contable: {
    sueldoReferencia: 45_000_00,
    esSueldoFijo: true,
    cobraFrancos: true,
    objetivoCorrecciones: null,
  },
};

export function isSalaryRole(role: string): role is SalaryRole {
  return (SALARY_ROLES as readonly string[]).includes(role);
}

export interface SalaryConfig {
  mes: number;
  anio: number;
  /** Centavos (whole pesos). */
  sueldoReferencia: number;
  /** Centavos: reference / 30, rounded to the peso; read-only, always derived. */
  valorDiaPago: number;
  tipoPago: PaymentType;
  /** Centavos: reference / 160 rounded to the peso by default when paid by the hour; 0 when paid by objectives. */
  valorHora: number;
  plusTipo: PlusType;
  /** Percent, 0–100 in steps of 0.5 (0 when the plus is fixed). */
  plusPorcentaje: number;
  /** Centavos, a multiple of $ 100 (0 when the plus is a percentage). */
  plusMontoFijo: number;
  /** Audits expected in a whole month; 0 = no objective. */
  objetivoAuditorias: number;
  /** Corrections expected in a whole month (supervisor only); null or 0 = no objective. */
  objetivoCorrecciones: number | null;
  esSueldoFijo: boolean;
  cobraFrancos: boolean;
  /** Admin only: whether the admin earns the reference salary. */
  adminGanaSueldo: boolean;
  diasVacaciones: number;
  /** Day numbers of the month marked as rest days, ascending, no repeats. */
  francosMarcados: number[];
  pagoDobleEnFrancos: boolean;
  /** Centavos: what a worked rest day pays (twice the day value with double pay, otherwise the day value). */
  valorDiaTrabajoEnFranco: number;
  /** 'YYYY-MM-DD' or null. */
  fechaIngreso: string | null;
}

/** Reference / 30 rounded to the peso (centavos in, centavos out). */
export function dayValueOf(sueldoReferencia: number): number {
  return Math.round(sueldoReferencia / 100 / DAY_DIVISOR) * 100;
}

/** Reference / 160 rounded to the peso (centavos in, centavos out). */
export function hourValueOf(sueldoReferencia: number): number {
  return Math.round(sueldoReferencia / 100 / HOUR_DIVISOR) * 100;
}

/** What a worked rest day pays: twice the day value with double pay, otherwise the day value. */
export function francoWorkValueOf(valorDiaPago: number, pagoDoble: boolean): number {
  return pagoDoble ? valorDiaPago * 2 : valorDiaPago;
}

/** The configuration a role starts from for a month (the form's initial values and the 'usando defaults' fallback). */
export function defaultSalaryConfig(role: SalaryRole, mes: number, anio: number): SalaryConfig {
  const d = ROLE_SALARY_DEFAULTS[role];
  const valorDiaPago = dayValueOf(d.sueldoReferencia);
  return {
    mes,
    anio,
    sueldoReferencia: d.sueldoReferencia,
    valorDiaPago,
    tipoPago: 'objetivos',
    valorHora: 0,
    plusTipo: 'porcentaje',
    plusPorcentaje: 0,
    plusMontoFijo: 0,
    objetivoAuditorias: 0,
    objetivoCorrecciones: d.objetivoCorrecciones,
    esSueldoFijo: d.esSueldoFijo,
    cobraFrancos: d.cobraFrancos,
    adminGanaSueldo: false,
    diasVacaciones: 0,
    francosMarcados: [],
    pagoDobleEnFrancos: false,
    valorDiaTrabajoEnFranco: francoWorkValueOf(valorDiaPago, false),
    fechaIngreso: null,
  };
}
