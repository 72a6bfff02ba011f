import { z } from 'zod';
import { ENTRY_KINDS } from '../finance/entries';
import { okMessageSchema } from './common';
import { monthQuerySchema } from './finance-figures';
import { movementSchema } from './finance-movements';
import { pageInfoSchema, pageQueryShape } from './lists';

/**
 * The contracts of the repair, the downloads' queries and the '/finanzas-debug' lists (docs/decisions.md,
 * "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** POST /finanzas/repair-inconsistencias */
export const repairResponseSchema = okMessageSchema.extend({
  reparaciones: z.array(z.object({ cliente: z.string(), auditorias: z.number().int(), monto: z.number() })),
  detalle: z.array(z.object({ auditId: z.number().int(), problema: z.string(), monto: z.number() })),
});

/**
 * Exports (docs/decisions.md, "Exportaciones"): `GET /finanzas/clientes/export`, `/finanzas/movimientos/export`,
 * `/gastos/export` and `/clients/{id}/account-statement/export` answer a file (attachment), not JSON.
 */
export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export const receivablesExportQuerySchema = z.object({
  formato: exportFormatSchema,
  clienteId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const movementsExportQuerySchema = z.object({
  formato: exportFormatSchema,
  tipo: z.enum(['ingreso', 'egreso', ...ENTRY_KINDS]).optional(),
  ...monthQuerySchema.shape,
});
export const expensesExportQuerySchema = z.object({ formato: exportFormatSchema, ...monthQuerySchema.shape });
export const statementExportQuerySchema = z.object({ formato: z.enum(['csv', 'xlsx', 'pdf']) });

/** GET /audit-finance/debug-movimientos (admin): the '/finanzas-debug' page's three lists, each paged. */
export const financeDebugQuerySchema = z.object({
  lista: z.enum(['auditorias', 'gastos', 'sueldos']).optional(),
  ...pageQueryShape,
});
export const financeDebugResponseSchema = z.object({
  success: z.literal(true),
  sueldos: z.array(z.record(z.string(), z.unknown())),
  auditoriasImpagas: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string(),
      clienteId: z.number().int(),
      cliente: z.string(),
      estado: z.string(),
      estadoPago: z.string().nullable(),
      costoFinal: z.number().nullable(),
      saldo: z.number(),
      incluidaEnAbono: z.boolean(),
      fechaEntrega: z.string().nullable(),
    }),
  ),
  movimientosGasto: z.array(movementSchema),
  paginacion: z.object({
    auditorias: pageInfoSchema,
    gastos: pageInfoSchema,
  }),
});
