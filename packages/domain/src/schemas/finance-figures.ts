import { z } from 'zod';
import { monthQueryShape, yearNumber as year } from './common';

/**
 * The finance figures' contracts: the month query, the summary and dashboard, the year, Balance, the
 * categorized month (docs/decisions.md, "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** `?mes&anio` (both default to the current Argentine month). */
export const monthQuerySchema = z.object(monthQueryShape);

export const financeSummarySchema = z.object({
  ingresosMes: z.number(),
  egresosMes: z.number(),
  saldoMesAnterior: z.number(),
  movimientoMes: z.number(),
  saldoRealTotal: z.number(),
  cuentasPorCobrar: z.number(),
  /** Owed to the staff at the end of the month: sueldosPorPagar + comisionesPorPagar (as the Personal tab). */
  sueldosPendientes: z.number(),
  /** Unpaid salaries (2201) at the end of the month. */
  sueldosPorPagar: z.number().optional(),
  /** Operator commissions accrued and not paid (2101) at the end of the month. */
  comisionesPorPagar: z.number().optional(),
  proyeccion: z.number(),
  gastosMes: z.number(),
  balanceNeto: z.number(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/** GET /finanzas/dashboard */
export const financeDashboardResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  resumen: financeSummarySchema,
});

/** GET /finanzas/dashboard/anual?anio: the twelve months' figures of a year in one call (the charts). */
export const yearQuerySchema = z.object({ anio: year.optional() });
export const financeYearResponseSchema = z.object({
  success: z.literal(true),
  anio: z.number().int(),
  meses: z.array(z.object({ mes: z.number().int(), resumen: financeSummarySchema })),
});

/** GET /finanzas?mes&anio: the month's figures and the balance of every account of the chart at its end. */
export const financeOverviewResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  resumen: financeSummarySchema,
  cuentas: z.array(
    z.object({
      codigo: z.string(),
      nombre: z.string(),
      tipo: z.enum(['activo', 'pasivo', 'ingreso', 'egreso']),
      saldo: z.number(),
    }),
  ),
});

/** Amounts by category (its key and name). */
const categoryTotalsSchema = z.array(
  z.object({ categoria: z.string(), nombre: z.string(), monto: z.number() }),
);

/** GET /finanzas/categorizadas?mes&anio: the month's income by source and expenses by category. */
export const categorizedResponseSchema = z.object({
  success: z.literal(true),
  mes: z.number().int(),
  anio: z.number().int(),
  /** The basis of these figures, in Spanish: accrual ('Devengado: ...'), unlike the cash of the dashboard. */
  base: z.string(),
  ingresos: categoryTotalsSchema,
  egresos: categoryTotalsSchema,
  totalIngresos: z.number(),
  totalEgresos: z.number(),
});
