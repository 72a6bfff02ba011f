import { z } from 'zod';
import { SALARY_PAYMENT_TYPES } from '../salaries/ledger';
import { idNumber, okMessageSchema, pesos } from './common';

/**
 * The Personal tab's contracts: employees as finance sees them, what each is owed, an employee's payments
 * (docs/decisions.md, "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** An employee as finance sees it (GET /finanzas/usuarios/detallados, /finanzas/operadores). */
export const financeEmployeeSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  rol: z.enum(['operador', 'supervisor', 'contable']),
  activo: z.boolean(),
  /** The operator pay accrued for delivered audits (account 2101), net of reversals. */
  comisionesDevengadas: z.number(),
  /** Delivered audits the employee worked as operator. */
  auditoriasEntregadas: z.number().int(),
});
export type FinanceEmployee = z.infer<typeof financeEmployeeSchema>;
export const financeEmployeesResponseSchema = z.object({
  success: z.literal(true),
  usuarios: z.array(financeEmployeeSchema),
});
export const financeOperatorsResponseSchema = z.object({
  success: z.literal(true),
  operadores: z.array(financeEmployeeSchema),
});

/**
 * GET /finanzas/personal/pendientes?mes&anio: what is owed to each employee at the end of the month — unpaid
 * salaries (2201) and accrued commissions (2101) — and the total, the Balance's 'Sueldos pendientes'.
 */
export const staffPendingResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  empleados: z.array(
    z.object({
      /** null: ledger lines that name no employee. */
      usuarioId: z.number().int().nullable(),
      nombre: z.string(),
      rol: z.string().nullable(),
      sueldosPendientes: z.number(),
      comisionesDevengadas: z.number(),
      total: z.number(),
    }),
  ),
  totales: z.object({ sueldosPendientes: z.number(), comisionesDevengadas: z.number(), total: z.number() }),
});
export type StaffPending = z.infer<typeof staffPendingResponseSchema>;

/** GET /finanzas/pagos-empleado/{id}?mes&anio: what was paid to an employee in the month (salaries). */
export const employeePaymentsResponseSchema = z.object({
  success: z.literal(true),
  usuarioId: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  totalPagado: z.number(),
  pagos: z.array(
    z.object({ id: z.number().int(), fecha: z.string(), descripcion: z.string(), monto: z.number() }),
  ),
});

/**
 * POST /finanzas/pagar-comisiones: pays an employee's accrued commissions (2101), whole ('Pago Total': `monto`
 * may be omitted, and when sent must be what is owed) or partial (less than what is owed), dated `fecha` (today
 * when omitted). Idempotency-Key required.
 */
export const commissionPayRequestSchema = z.object({
  operadorId: idNumber,
  monto: pesos.nullable().optional(),
  tipoPago: z.enum(SALARY_PAYMENT_TYPES),
  fecha: z.string().max(20).optional(),
});
export const commissionPayResponseSchema = okMessageSchema.extend({
  /** The payment's ledger entry (what 'revertir-pago-comisiones' names). */
  movimientoId: z.number().int(),
  operadorId: z.number().int(),
  /** What was paid (pesos). */
  monto: z.number(),
  /** What is still owed in commissions after it (pesos). */
  pendiente: z.number(),
});

/** POST /finanzas/revertir-pago-comisiones: reverses one commission payment with a reason. Idempotency-Key required. */
export const commissionRevertRequestSchema = z.object({
  movimientoId: idNumber,
  motivo: z.string().max(1000).nullable().optional(),
});
export const commissionRevertResponseSchema = okMessageSchema.extend({
  /** The reversal's ledger entry. */
  movimientoId: z.number().int(),
  operadorId: z.number().int(),
  pendiente: z.number(),
});
