import { z } from 'zod';
import { okMessageSchema, periodShape } from './common';

/** Month close calls (docs/decisions.md: "Cierre de mes"). */

export const periodRequestSchema = z.object(periodShape);

export const periodReopenRequestSchema = z.object({
  ...periodShape,
  motivo: z.string().max(1000).nullable().optional(),
});

export const closedPeriodSchema = z.object({
  mes: z.number().int(),
  anio: z.number().int(),
  cerradoEn: z.string(),
  cerradoPor: z.string().nullable(),
});
export type ClosedPeriodDto = z.infer<typeof closedPeriodSchema>;

export const periodEventSchema = z.object({
  id: z.number().int(),
  mes: z.number().int(),
  anio: z.number().int(),
  accion: z.enum(['cerrar', 'reabrir']),
  motivo: z.string().nullable(),
  usuario: z.string().nullable(),
  fecha: z.string(),
});

export const periodListResponseSchema = z.object({
  success: z.literal(true),
  cerrados: z.array(closedPeriodSchema),
  historial: z.array(periodEventSchema),
});

export const periodWriteResponseSchema = okMessageSchema.extend({
  periodo: z.object({ mes: z.number().int(), anio: z.number().int(), cerrado: z.boolean() }),
});
