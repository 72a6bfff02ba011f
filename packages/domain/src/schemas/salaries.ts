import { z } from 'zod';
import { PAYMENT_TYPES, PLUS_TYPES, SALARY_ROLES } from '../salaries/config';
import { SALARY_PAYMENT_TYPES } from '../salaries/ledger';
import { idFromText, idNumber, monthQueryShape, okMessageSchema, periodShape, pesos } from './common';
import { pageInfoSchema, pageQueryShape } from './lists';

/**
 * The salary API (docs/decisions.md: "Sueldos: llamadas"). Amounts are pesos; the configuration body is read by
 * `normaliseConfig` (numbers may arrive as text, francos as an array, JSON or comma-separated text), so its fields
 * are not typed here beyond operadorId.
 */
export const salaryListQuerySchema = z.object({
  operadorId: idFromText.optional(),
  ...monthQueryShape,
  ...pageQueryShape,
});

export const mySalaryQuerySchema = z.object(monthQueryShape);

export const salaryConfigRequestSchema = z.looseObject({ operadorId: idNumber });

export const salaryRecalcRequestSchema = z.object({ operadorId: idNumber, ...periodShape });

export const salaryPayRequestSchema = z.object({
  sueldoId: idNumber,
  montoPago: pesos.nullable().optional(),
  tipoPago: z.enum(SALARY_PAYMENT_TYPES),
  concepto: z.string().max(500).nullable().optional(),
  notas: z.string().max(2000).nullable().optional(),
});

export const salaryRevertRequestSchema = z.object({
  sueldoId: idNumber,
  operadorId: idNumber.optional(),
  monto: pesos.nullable().optional(),
  motivo: z.string().max(1000).nullable().optional(),
});

export const salaryBatchRequestSchema = z.object(monthQueryShape);

export const salaryLineSchema = z.object({
  concepto: z.string(),
  monto: z.number(),
  informativo: z.boolean().optional(),
});

/** A configuration in pesos (what the form shows). */
export const salaryConfigSchema = z.object({
  operadorId: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  sueldoReferencia: z.number(),
  valorDiaPago: z.number(),
  tipoPago: z.enum(PAYMENT_TYPES),
  valorHora: z.number(),
  plusTipo: z.enum(PLUS_TYPES),
  plusPorcentaje: z.number(),
  plusMontoFijo: z.number(),
  objetivoAuditorias: z.number().int(),
  objetivoCorrecciones: z.number().int().nullable(),
  esSueldoFijo: z.boolean(),
  cobraFrancos: z.boolean(),
  adminGanaSueldo: z.boolean(),
  diasVacaciones: z.number().int(),
  francosMarcados: z.array(z.number().int()),
  pagoDobleEnFrancos: z.boolean(),
  valorDiaTrabajoEnFranco: z.number(),
  fechaIngreso: z.string().nullable(),
  /** False when nothing is saved for the month and these are the role's defaults. */
  guardada: z.boolean(),
});
export type SalaryConfigDto = z.infer<typeof salaryConfigSchema>;

export const salaryRecordSchema = z.object({
  id: z.number().int(),
  operadorId: z.number().int(),
  operador: z.string(),
  rol: z.enum(SALARY_ROLES),
  mes: z.number().int(),
  anio: z.number().int(),
  estado: z.enum(['calculado', 'pagado']),
  sueldoReferencia: z.number(),
  valorDiaPago: z.number(),
  valorHora: z.number(),
  fechaIngreso: z.string().nullable(),
  tipoPago: z.enum(PAYMENT_TYPES),
  domingosMes: z.number().int(),
  feriadosMes: z.number().int(),
  pagoFrancos: z.number(),
  porcentajeObjetivo: z.number(),
  auditoriasHechas: z.number().int(),
  correccionesHechas: z.number().int(),
  horasTrabajadas: z.number(),
  montoAuditorias: z.number(),
  plusTipo: z.enum(PLUS_TYPES),
  plusPorcentaje: z.number(),
  plusMontoFijo: z.number(),
  montoPlus: z.number(),
  sueldoBase: z.number(),
  sueldoFinal: z.number(),
  saldoPendiente: z.number(),
  detalle: z.object({
    totalPagado: z.number(),
    lineas: z.array(salaryLineSchema),
    feriados: z.array(z.string()),
    francosPagados: z.array(z.number().int()),
    francosTrabajados: z.array(z.number().int()),
    francosNoPagados: z.array(z.number().int()),
    objetivoAuditorias: z.number().int(),
    objetivoCorrecciones: z.number().int().nullable(),
  }),
  calculadoEn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalaryRecordDto = z.infer<typeof salaryRecordSchema>;

/**
 * An employee's month as the staff centre counts it now (the one definition, `employeeMonthFigures`): what the
 * salary screen's 'Control horario' and 'Ejemplo de cálculo' show, whether or not a salary was calculated.
 */
export const salaryMonthFiguresSchema = z.object({
  horasTrabajadas: z.number(),
  minutosTrabajados: z.number().int(),
  horasExtra: z.number(),
  diasTrabajados: z.number().int(),
  auditoriasHechas: z.number().int(),
  correccionesHechas: z.number().int(),
  /** Pesos: operator pay accrued in the month (the commissions). */
  montoAuditorias: z.number(),
  feriados: z.array(z.string()),
});
export type SalaryMonthFiguresDto = z.infer<typeof salaryMonthFiguresSchema>;

/** GET /sueldos/control-horario?operadorId&mes&anio */
export const salaryMonthFiguresQuerySchema = z.object({ operadorId: idFromText, ...periodShape });

export const salaryMonthFiguresResponseSchema = z.object({
  success: z.literal(true),
  controlHorario: salaryMonthFiguresSchema,
});

export const salaryListResponseSchema = z.object({
  success: z.literal(true),
  sueldos: z.array(salaryRecordSchema),
  configuracion: salaryConfigSchema.nullable(),
  /** With operadorId, mes and anio: the employee's month as counted now (null otherwise). */
  controlHorario: salaryMonthFiguresSchema.nullable().optional(),
  paginacion: pageInfoSchema,
});

export const mySalaryResponseSchema = z.object({
  success: z.literal(true),
  sueldo: salaryRecordSchema.nullable(),
  configuracion: salaryConfigSchema.nullable(),
  mensaje: z.string().nullable(),
});

export const salaryConfigResponseSchema = okMessageSchema.extend({
  configuracion: salaryConfigSchema,
  porDefecto: z.array(z.string()),
  usandoDefaults: z.boolean(),
  sueldo: salaryRecordSchema,
  recalculado: z.boolean(),
});

export const salaryPayResponseSchema = okMessageSchema.extend({
  movimientoId: z.number().int(),
  sueldo: salaryRecordSchema,
});

export const salaryRevertResponseSchema = okMessageSchema.extend({
  movimientoIds: z.array(z.number().int()),
  sueldo: salaryRecordSchema,
});

export const salaryBatchResponseSchema = okMessageSchema.extend({
  calculados: z.number().int(),
  registrados: z.number().int(),
});
