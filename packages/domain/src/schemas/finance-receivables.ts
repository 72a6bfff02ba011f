import { z } from 'zod';
import { PRIORITIES } from '../clients/constants';
import { periodShape } from './common';
import { PAGE_SIZE_MAX, pageInfoSchema, pageQueryShape } from './lists';

/**
 * The receivables' contracts: clients' debts, debt groups by client and period, a period's audits
 * (docs/decisions.md, "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** GET /finanzas/deudas-clientes: every client that owes something, largest debt first. */
export const clientDebtsResponseSchema = z.object({
  success: z.literal(true),
  deudas: z.array(
    z.object({
      clienteId: z.number().int(),
      clienteNombre: z.string(),
      deudaTotal: z.number(),
      totalPagado: z.number(),
      saldoPendiente: z.number(),
    }),
  ),
  totalGeneral: z.number(),
});

export const receivableAuditSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  sucursal: z.string().nullable(),
  prioridad: z.enum(PRIORITIES),
  estado: z.string(),
  costoFinal: z.number(),
  /** What is still due (the charge minus partial payments). */
  saldo: z.number(),
  cobrado: z.number(),
  fechaEntrega: z.string().nullable(),
  fechaSolicitada: z.string(),
});

/** An unpaid monthly package of four fixed audits (collected with POST /finanzas/cobrar-abono). */
export const debtPackageSchema = z.object({
  /** The package's key `abono:<client>:<branch|0>:<YYYY-MM>`. */
  clave: z.string(),
  sucursalId: z.number().int().nullable(),
  sucursal: z.string().nullable(),
  descripcion: z.string(),
  monto: z.number(),
});

/**
 * A period of a client debt group (spec: mes, anio, mesAnio, totalPeriodo, auditorias): its totals come from one
 * aggregate query; its audits (`auditorias` of the spec) are paged by
 * `GET /finanzas/clientes/{clienteId}/auditorias?mes&anio` when the person opens the period.
 */
export const debtPeriodSchema = z.object({
  mes: z.number().int(),
  anio: z.number().int(),
  mesAnio: z.string(),
  /** What is still due in the period: its audits' balances plus its unpaid packages. */
  totalPeriodo: z.number(),
  /** How many receivable audits the period holds. */
  cantidadAuditorias: z.number().int(),
  /** The period's unpaid packages of four fixed audits (included in totalPeriodo). */
  abonos: z.array(debtPackageSchema).default([]),
});
export type DebtPeriod = z.infer<typeof debtPeriodSchema>;

/** A client debt group (spec): receivables by client and by period (month of delivery), newest period first. */
export const debtGroupSchema = z.object({
  clienteId: z.number().int(),
  clienteNombre: z.string(),
  totalDeuda: z.number(),
  /** Receivable audits of every period. */
  cantidadAuditorias: z.number().int(),
  periodos: z.array(debtPeriodSchema),
});
export type DebtGroup = z.infer<typeof debtGroupSchema>;
export type ReceivableAudit = z.infer<typeof receivableAuditSchema>;

/** Clients per page of the debt groups: 10 unless asked (each brings its periods), at most 100. */
export const DEBT_GROUPS_PAGE_DEFAULT = 10;

/**
 * GET /finanzas/clientes?search&clienteId&limit&cursor — clients with receivables in name order (keyset on name
 * and id); `search` matches the client's name.
 */
export const debtGroupsQuerySchema = z.object({
  clienteId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEBT_GROUPS_PAGE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_SIZE_MAX)),
  /** The last client's name and id: longer than other cursors, as names are. */
  cursor: z.string().trim().min(1).max(1000).optional(),
});
export const debtGroupsResponseSchema = z.object({
  success: z.literal(true),
  clientes: z.array(debtGroupSchema),
  /** Every client's receivables (not only this page's). */
  totalGeneral: z.number(),
  paginacion: pageInfoSchema,
});

/** GET /finanzas/clientes/{id}/auditorias?mes&anio&limit&cursor — the receivable audits of one client's period. */
export const debtPeriodAuditsQuerySchema = z.object({ ...periodShape, ...pageQueryShape });
export const debtPeriodAuditsResponseSchema = z.object({
  success: z.literal(true),
  clienteId: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  auditorias: z.array(receivableAuditSchema),
  paginacion: pageInfoSchema,
});
