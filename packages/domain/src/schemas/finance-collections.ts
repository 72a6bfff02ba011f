import { z } from 'zod';
import { PRIORITIES } from '../clients/constants';
import { idNumber, okMessageSchema, pesos } from './common';

/**
 * The contracts of collecting: one audit (at a rate, its payment, forgiveness, priority, edit), a client's
 * debt or period, a package (docs/decisions.md, "Finanzas: llamadas"; re-exported by `finance.ts`).
 */

/** POST /finanzas/procesar-cobro and /audit-finance/process-payment: collect one audit at a rate (whole or part). */
export const processPaymentRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
  tarifa: z.enum(['normal', 'prioritaria', 'urgente', 'gratis']).optional(),
  prioridad: z.enum(PRIORITIES).optional(),
  monto: pesos.optional(),
});
/** /audit-finance/process-forgiveness and /revert-payment: one audit. */
export const auditRefRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
});
/** /audit-finance/change-priority */
export const changePriorityRequestSchema = z.object({
  auditoriaId: idNumber.optional(),
  auditId: idNumber.optional(),
  prioridad: z.enum(PRIORITIES),
});
/** /audit-finance/process-client-payment: a client's whole debt, or `monto` applied oldest first. */
export const clientPaymentRequestSchema = z.object({
  clienteId: idNumber,
  monto: pesos.optional(),
});
/** /audit-finance/forgive-client and /claim-debt */
export const clientRefRequestSchema = z.object({ clienteId: idNumber });
export const bulkMoneyResponseSchema = okMessageSchema.extend({
  auditorias: z.number().int(),
  monto: z.number(),
});
export const claimDebtResponseSchema = okMessageSchema.extend({
  saldoPendiente: z.number(),
  notificados: z.number().int(),
});

/** POST /finanzas/cobrar-abono: collects a month's package of four fixed audits (the client's or a branch's). */
export const collectPackageRequestSchema = z.object({
  clienteId: idNumber,
  mes: z.number().int().min(1).max(12),
  anio: z.number().int().min(2000).max(9999),
  sucursalId: idNumber.nullable().optional(),
});
export const collectPackageResponseSchema = okMessageSchema.extend({
  monto: z.number(),
  movimientoId: z.number().int(),
});

/**
 * PATCH /audits/{id}/pago. Collect: estadoPago 'pagada' with the pricing (prioridad normal/prioritaria/urgente, or
 * gratisParaCliente true for free); `monto` (optional) collects part of what is due. Revert: only estadoPago
 * 'pendiente'. costoFinal and multiplicadorPrioridad sent by older screens are ignored: the server prices.
 */
export const auditPaymentRequestSchema = z.object({
  estadoPago: z.enum(['pagada', 'pendiente']),
  prioridad: z.enum(PRIORITIES).optional(),
  gratisParaCliente: z.boolean().optional(),
  monto: pesos.optional(),
  costoFinal: z.number().optional(),
  multiplicadorPrioridad: z.number().optional(),
});
export const auditPaymentSchema = z.object({
  id: z.number().int(),
  estado: z.string(),
  estadoPago: z.enum(['pendiente', 'pagada']).nullable(),
  costoFinal: z.number().nullable(),
  prioridad: z.enum(PRIORITIES),
  gratisParaCliente: z.boolean(),
  fechaPago: z.string().nullable(),
  cobrado: z.number(),
  saldo: z.number(),
});
export const auditPaymentResponseSchema = okMessageSchema.extend({
  auditoria: auditPaymentSchema,
});

/** POST /finanzas/cobrar-periodo: every receivable audit of the client delivered in the period, or the ids given. */
export const collectPeriodRequestSchema = z.object({
  clienteId: idNumber,
  mes: z.number().int().min(1).max(12),
  anio: z.number().int().min(2000).max(9999),
  auditoriaIds: z.array(idNumber).max(1000).optional(),
});
export const collectPeriodResponseSchema = okMessageSchema.extend({
  cobradas: z.number().int(),
  monto: z.number(),
});

/** PUT /finanzas/editar-auditoria/{id} */
export const auditFinanceEditRequestSchema = z.object({
  titulo: z.string().trim().min(1).max(300).optional(),
  costoFinal: pesos.optional(),
  fechaSolicitada: z.string().max(20).optional(),
});
