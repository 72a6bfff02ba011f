import { z } from 'zod';
import { okMessageSchema } from './common';
import { pageQueryShape, pageResponseSchema } from './lists';

/** An audit attachment in file management (spec 'Stored file'). `id` is the stored file's id. */
export const storedFileSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int(),
  nombreArchivo: z.string(),
  nombreOriginal: z.string(),
  tamaño: z.number().int(),
  fechaSubida: z.string(),
  clientName: z.string(),
  auditTitle: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The orders the server pages the files in (both on the upload instant, keyset on (uploaded_at, id)). */
export const FILE_ORDERS = ['fecha_desc', 'fecha_asc'] as const;
export type FileOrder = (typeof FILE_ORDERS)[number];

/** A month, yyyy-mm (Argentine time). */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Elegí un mes (AAAA-MM)');

/** GET /audits/files: one page, newest first unless `orden=fecha_asc`; `search` and `mes` filter in the server. */
export const auditFilesQuerySchema = z.strictObject({
  ...pageQueryShape,
  /** File name, client name, audit title, or the audit number ('#12' or '12'). */
  search: z.string().trim().max(100).optional(),
  mes: monthSchema.optional(),
  orden: z.enum(FILE_ORDERS).default('fecha_desc'),
});
export type AuditFilesQuery = z.infer<typeof auditFilesQuerySchema>;

export const fileTotalsSchema = z.object({ archivos: z.number().int(), bytes: z.number() });
export type FileTotals = z.infer<typeof fileTotalsSchema>;

export const auditFilesResponseSchema = pageResponseSchema('data', storedFileSchema).extend({
  /** Every live attachment. */
  totales: fileTotalsSchema,
  /** The attachments the filter (search, mes) matches: the same as `totales` without a filter. */
  totalesFiltro: fileTotalsSchema,
});
export type AuditFilesResponse = z.infer<typeof auditFilesResponseSchema>;

/** DELETE /audits/files/month/{AAAA-MM}: how many of the month's attachments were deleted, and how many failed. */
export const monthDeleteResponseSchema = okMessageSchema.extend({
  eliminados: z.number(),
  errores: z.number(),
});
export type MonthDeleteResult = z.infer<typeof monthDeleteResponseSchema>;
