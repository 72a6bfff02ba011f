import { z } from 'zod';
import { EXPENSE_CATEGORIES } from '../finance/accounts';
import { ENTRY_KINDS } from '../finance/entries';
import { idNumber, okMessageSchema, pesos } from './common';
import { monthQuerySchema } from './finance-figures';
import { pageQueryShape, pageResponseSchema } from './lists';

/**
 * The contracts of movements by hand and their list: manual income, POST /finanzas, expenses (gastos),
 * movements (docs/decisions.md, "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** The fields of an expense by hand (POST /gastos, and POST /finanzas with tipo 'egreso'); all checked by the server. */
const expenseFieldsShape = {
  descripcion: z.string().max(500).optional(),
  monto: pesos.optional(),
  categoria: z.string().max(40).optional(),
  explicacion: z.string().max(2000).optional(),
  concepto: z.string().max(500).optional(),
  fecha: z.string().max(20).optional(),
};

/** POST /finanzas: a movement by hand — an income (as POST /audits/ingreso-manual) or an expense (as POST /gastos). */
export const financeMovementRequestSchema = z.object({
  tipo: z.enum(['ingreso', 'egreso']),
  clienteId: idNumber.nullable().optional(),
  titulo: z.string().max(500).optional(),
  ...expenseFieldsShape,
});
export const financeMovementResponseSchema = okMessageSchema.extend({
  movimientoId: z.number().int(),
});

export const movementSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(ENTRY_KINDS),
  fecha: z.string(),
  descripcion: z.string(),
  /** The cash effect when it moved cash (in +, out −); otherwise the receivable or the operator pay effect. */
  monto: z.number(),
  clienteId: z.number().int().nullable(),
  auditId: z.number().int().nullable(),
  /** The entry this one reverses, when it is a reversal. */
  reversaDe: z.number().int().nullable(),
  /** Whether a later entry reversed this one. */
  revertido: z.boolean(),
  creadoPor: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;

/** GET /finanzas/movimientos?tipo&mes&anio&limit&cursor — `tipo` is ingreso, egreso or an entry kind. */
export const movementsQuerySchema = z.object({
  tipo: z.enum(['ingreso', 'egreso', ...ENTRY_KINDS]).optional(),
  ...monthQuerySchema.shape,
  ...pageQueryShape,
});
export const movementsResponseSchema = pageResponseSchema('movimientos', movementSchema);

/** POST /audits/ingreso-manual (general income with clienteId null). */
export const manualIncomeRequestSchema = z.object({
  clienteId: idNumber.nullable().optional(),
  titulo: z.string().max(500).optional(),
  costoFinal: pesos.optional(),
  fecha: z.string().max(20).optional(),
  estadoPago: z.literal('pagada').optional(),
  tipo: z.literal('ingreso_manual').optional(),
});
export const manualIncomeResponseSchema = okMessageSchema.extend({
  movimientoId: z.number().int(),
});

export const expenseSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  monto: z.number(),
  categoria: z.enum(EXPENSE_CATEGORIES),
  fecha: z.string(),
  createdAt: z.string(),
  explicacion: z.string().nullable(),
  concepto: z.string().nullable(),
  movimientoId: z.number().int(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** POST /gastos and PUT /gastos/{id} (PUT: any subset; a new amount, date or category reverses and re-posts). */
export const expenseRequestSchema = z.object(expenseFieldsShape);
export const expenseResponseSchema = okMessageSchema.extend({
  gasto: expenseSchema,
});
export const expensesQuerySchema = z.object({ ...monthQuerySchema.shape, ...pageQueryShape });
export const expensesResponseSchema = pageResponseSchema('gastos', expenseSchema);
