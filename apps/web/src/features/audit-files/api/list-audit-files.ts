import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const storedFileSchema = z.object({
  id: z.number().int(),
  auditId: z.number().int(),
  nombreArchivo: z.string(),
  nombreOriginal: z.string(),
  tamaño: z.number(),
  fechaSubida: z.string(),
  clientName: z.string(),
  auditTitle: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const filesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(storedFileSchema),
  totales: z.object({ archivos: z.number(), bytes: z.number() }),
});

export const auditFilesQueryKey = ['audit-files'] as const;

/** GET /audits/files (admin): every audit attachment with its client and audit, and the totals. */
export async function listAuditFiles(signal?: AbortSignal) {
  const { data, totales } = await apiRequest('/audits/files', { schema: filesResponseSchema, signal });
  return { files: data, totales };
}

export function auditFilesQueryOptions() {
  return queryOptions({ queryKey: auditFilesQueryKey, queryFn: ({ signal }) => listAuditFiles(signal) });
}

export function useAuditFilesQuery() {
  return useQuery(auditFilesQueryOptions());
}
