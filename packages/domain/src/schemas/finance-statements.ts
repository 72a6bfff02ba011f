import { z } from 'zod';
import { cursorSchema, PAGE_SIZE_MAX, pageInfoSchema } from './lists';

/**
 * The account statement's contracts: mi-cuenta and a client's (docs/decisions.md, "Finanzas: llamadas";
 * re-exported by `finance.ts`).
 */

const statementAuditSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  fecha: z.string(),
  valor: z.number(),
  valorBase: z.number(),
  comision: z.number().nullable(),
  cliente: z.string(),
  estado: z.string(),
  estadoPago: z.enum(['PENDIENTE', 'FACTURADA', 'PAGADA']),
  /** Covered by the month's package of four fixed audits ('Incluida en el abono'): no charge of its own. */
  incluidaEnAbono: z.boolean().optional(),
});

/** The account statement (spec entity) of a client or an operator. */
export const accountStatementSchema = z.object({
  tipoUsuario: z.enum(['cliente', 'operador', 'otro']),
  usuario: z.object({ nombre: z.string(), email: z.string().nullable() }).nullable(),
  cliente: z
    .object({ nombre: z.string(), cuit: z.string().nullable(), costoAuditoria: z.number() })
    .nullable(),
  estadoCuenta: z.object({
    deudaTotal: z.number().optional(),
    totalPagado: z.number().optional(),
    saldoPendiente: z.number().optional(),
    estadoDeuda: z.string().optional(),
    auditoriasCompletadas: z.number().int().optional(),
    comisionesDevengadas: z.number().optional(),
    totalAuditorias: z.number().int().optional(),
    auditoriasPendientes: z.number().int().optional(),
    estadoCuenta: z.string().optional(),
  }),
  auditorias: z.object({
    completadas: z.array(statementAuditSchema),
    pendientes: z.array(statementAuditSchema),
  }),
  ultimosPagos: z.array(
    z.object({ fecha: z.string(), monto: z.number(), concepto: z.string(), esParcial: z.boolean() }),
  ),
  mensaje: z.string().nullable(),
  /**
   * The next page of each audit list (`?lista=completadas|pendientes&cursor`); absent when the lists are whole.
   * A page asked with `lista` carries only that list (the other one empty, its cursor null).
   */
  paginacion: z.object({ completadas: pageInfoSchema, pendientes: pageInfoSchema }).optional(),
});
export type AccountStatement = z.infer<typeof accountStatementSchema>;

/** Audits per page of a statement's lists: 20 unless asked, at most 100. */
export const STATEMENT_PAGE_DEFAULT = 20;

/**
 * GET /clients/{id}/account-statement and /finanzas/mi-cuenta: the figures, the last payments and the first page
 * of both audit lists (newest first); with `lista` and `cursor`, the next page of that list.
 */
export const accountStatementQuerySchema = z.object({
  lista: z.enum(['completadas', 'pendientes']).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(STATEMENT_PAGE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_SIZE_MAX)),
  cursor: cursorSchema.optional(),
});
export type AccountStatementQuery = z.infer<typeof accountStatementQuerySchema>;
export const accountStatementResponseSchema = z.object({
  success: z.literal(true),
  data: accountStatementSchema,
});
