import { z } from 'zod';
import { monthNumber as month, yearNumber as year } from './common';

/** Month close calls (docs/decisions.md: "Cierre de mes"). */

export const periodRequestSchema = z.object({ mes: month, anio: year });

export const periodReopenRequestSchema = z.object({
  mes: month,
  anio: year,
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

export const periodWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  periodo: z.object({ mes: z.number().int(), anio: z.number().int(), cerrado: z.boolean() }),
});
