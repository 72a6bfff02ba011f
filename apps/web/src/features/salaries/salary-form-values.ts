import { centavosToPesos, pesosToCentavos } from '@auditorias/domain/money';
import {
  dayValueOf,
  defaultSalaryConfig,
  francoWorkValueOf,
  hourValueOf,
  type NormaliseResult,
  normaliseConfig,
  type PaymentType,
  type PlusType,
  ROLE_SALARY_DEFAULTS,
  type SalaryConfig,
  type SalaryConfigField,
  type SalaryRole,
} from '@auditorias/domain/salaries/config';
import type { SalaryConfigDto } from '@auditorias/domain/schemas/salaries';
import type { SalaryConfigBody } from './api/configure-salary';

/** A NumberInput's value: a number, or text while empty ('' falls back to the default on save). */
export type NumberValue = number | string;

export interface SalaryPeriod {
  mes: number;
  anio: number;
}

/** What the configuration form edits (pesos). The day value and the worked-rest-day value are derived. */
export interface SalaryFormValues {
  sueldoReferencia: NumberValue;
  tipoPago: PaymentType;
  valorHora: NumberValue;
  plusTipo: PlusType;
  plusPorcentaje: NumberValue;
  plusMontoFijo: NumberValue;
  objetivoAuditorias: NumberValue;
  objetivoCorrecciones: NumberValue;
  esSueldoFijo: boolean;
  cobraFrancos: boolean;
  adminGanaSueldo: boolean;
  diasVacaciones: NumberValue;
  francosMarcados: number[];
  pagoDobleEnFrancos: boolean;
  /** 'YYYY-MM-DD' or null. */
  fechaIngreso: string | null;
}

/** A form number as a number: null when empty or unreadable (the server then takes the default). */
export function numberOrNull(value: NumberValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The values of a configuration as the API sends it (pesos). */
export function valuesFromConfig(c: Pick<SalaryConfigDto, keyof SalaryFormValues>): SalaryFormValues {
  return {
    sueldoReferencia: c.sueldoReferencia,
    tipoPago: c.tipoPago,
    valorHora: c.valorHora,
    plusTipo: c.plusTipo,
    plusPorcentaje: c.plusPorcentaje,
    plusMontoFijo: c.plusMontoFijo,
    objetivoAuditorias: c.objetivoAuditorias,
    objetivoCorrecciones: c.objetivoCorrecciones ?? '',
    esSueldoFijo: c.esSueldoFijo,
    cobraFrancos: c.cobraFrancos,
    adminGanaSueldo: c.adminGanaSueldo,
    diasVacaciones: c.diasVacaciones,
    francosMarcados: [...c.francosMarcados],
    pagoDobleEnFrancos: c.pagoDobleEnFrancos,
    fechaIngreso: c.fechaIngreso,
  };
}

/** The role's defaults for a month ('usando defaults' when the configuration cannot be loaded). */
export function defaultValues(role: SalaryRole, period: SalaryPeriod): SalaryFormValues {
  const c: SalaryConfig = defaultSalaryConfig(role, period.mes, period.anio);
  return valuesFromConfig({
    ...c,
    sueldoReferencia: centavosToPesos(c.sueldoReferencia),
    valorHora: centavosToPesos(c.valorHora),
    plusMontoFijo: centavosToPesos(c.plusMontoFijo),
    francosMarcados: [],
    fechaIngreso: null,
  });
}

/** The reference salary the server will use: the typed whole pesos, or the role's default when empty. */
export function referenceOf(values: SalaryFormValues, role: SalaryRole): number {
  const typed = numberOrNull(values.sueldoReferencia);
  return typed !== null && typed >= 0 ? typed : centavosToPesos(ROLE_SALARY_DEFAULTS[role].sueldoReferencia);
}

/** Valor día pago: reference / 30, rounded to the peso (read-only). */
export function dayValue(values: SalaryFormValues, role: SalaryRole): number {
  return centavosToPesos(dayValueOf(pesosToCentavos(referenceOf(values, role))));
}

/** Reference / 160, rounded to the peso. */
export function hourValue(referencePesos: number): number {
  return centavosToPesos(hourValueOf(pesosToCentavos(referencePesos)));
}

/** What a worked rest day pays: twice the day value with double pay, the day value otherwise (read-only). */
export function francoWorkValue(values: SalaryFormValues, role: SalaryRole): number {
  return centavosToPesos(
    francoWorkValueOf(pesosToCentavos(dayValue(values, role)), values.pagoDobleEnFrancos),
  );
}

/** A new reference: the hour value follows it (reference / 160) while paying by the hour. */
export function withReference(
  values: SalaryFormValues,
  role: SalaryRole,
  ref: NumberValue,
): SalaryFormValues {
  const next = { ...values, sueldoReferencia: ref };
  return values.tipoPago === 'horas' ? { ...next, valorHora: hourValue(referenceOf(next, role)) } : next;
}

/** horas sets the hour value to reference / 160; objetivos sets it to 0. */
export function withPaymentType(
  values: SalaryFormValues,
  role: SalaryRole,
  tipo: PaymentType,
): SalaryFormValues {
  return {
    ...values,
    tipoPago: tipo,
    valorHora: tipo === 'horas' ? hourValue(referenceOf(values, role)) : 0,
  };
}

/** Choosing a plus type clears the other plus value. */
export function withPlusType(values: SalaryFormValues, tipo: PlusType): SalaryFormValues {
  return tipo === 'porcentaje'
    ? { ...values, plusTipo: tipo, plusMontoFijo: 0 }
    : { ...values, plusTipo: tipo, plusPorcentaje: 0 };
}

/** Marks a day of the month as a rest day, or unmarks it. */
export function toggleFranco(values: SalaryFormValues, day: number): SalaryFormValues {
  const marked = values.francosMarcados.includes(day)
    ? values.francosMarcados.filter((d) => d !== day)
    : [...values.francosMarcados, day].sort((a, b) => a - b);
  return { ...values, francosMarcados: marked };
}

/**
 * The body of POST /sueldos/configurar. Fields a role does not have are sent as the server keeps them (admin: no
 * rest days; the corrections objective for supervisors only; paying by the hour for operators only).
 */
export function configBody(
  values: SalaryFormValues,
  role: SalaryRole,
  operadorId: number,
  period: SalaryPeriod,
): SalaryConfigBody {
  const isAdmin = role === 'admin';
  const tipoPago = role === 'operador' ? values.tipoPago : 'objetivos';
  return {
    operadorId,
    mes: period.mes,
    anio: period.anio,
    sueldoReferencia: numberOrNull(values.sueldoReferencia),
    valorDiaPago: dayValue(values, role),
    tipoPago,
    valorHora: tipoPago === 'horas' ? numberOrNull(values.valorHora) : 0,
    plusTipo: values.plusTipo,
    plusPorcentaje: values.plusTipo === 'porcentaje' ? numberOrNull(values.plusPorcentaje) : 0,
    plusMontoFijo: values.plusTipo === 'fijo' ? numberOrNull(values.plusMontoFijo) : 0,
    objetivoAuditorias: numberOrNull(values.objetivoAuditorias),
    objetivoCorrecciones: role === 'supervisor' ? numberOrNull(values.objetivoCorrecciones) : null,
    esSueldoFijo: isAdmin ? true : values.esSueldoFijo,
    cobraFrancos: isAdmin ? false : values.cobraFrancos,
    adminGanaSueldo: isAdmin ? values.adminGanaSueldo : false,
    diasVacaciones: numberOrNull(values.diasVacaciones),
    francosMarcados: isAdmin ? [] : values.francosMarcados,
    pagoDobleEnFrancos: isAdmin ? false : values.pagoDobleEnFrancos,
    valorDiaTrabajoEnFranco: isAdmin ? dayValue(values, role) : francoWorkValue(values, role),
    fechaIngreso: values.fechaIngreso || null,
  };
}

/** The server's own reading of the form (the same `normaliseConfig`): the config it would save, or its refusals. */
export function normalisedForm(
  values: SalaryFormValues,
  role: SalaryRole,
  operadorId: number,
  period: SalaryPeriod,
): NormaliseResult {
  return normaliseConfig({ ...configBody(values, role, operadorId, period) }, role);
}

/** The refusal of each field, to show under it. */
export function fieldErrors(result: NormaliseResult): Partial<Record<SalaryConfigField, string>> {
  if (result.ok) return {};
  const errors: Partial<Record<SalaryConfigField, string>> = {};
  for (const e of result.errores) errors[e.campo] ??= e.mensaje;
  return errors;
}

/** Spanish names of the fields that can fall back to a default ('usando defaults: ...'). */
export const FIELD_LABELS: Partial<Record<string, string>> = {
  sueldoReferencia: 'Sueldo de referencia',
  valorHora: 'Valor hora',
  plusPorcentaje: 'Plus porcentual',
  plusMontoFijo: 'Plus fijo',
  objetivoAuditorias: 'Objetivo de auditorías',
  objetivoCorrecciones: 'Objetivo de correcciones',
  diasVacaciones: 'Días de vacaciones',
};
