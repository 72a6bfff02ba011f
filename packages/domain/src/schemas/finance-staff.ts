import { z } from 'zod';

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
