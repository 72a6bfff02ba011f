import {
  type AuditFilesQuery,
  auditFilesResponseSchema,
  type FileOrder,
  type StoredFile,
} from '@auditorias/domain/schemas/audit-files';
import { apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/paged-list';

export type { StoredFile };

export interface AuditFileFilters {
  /** File name, client, audit title or number. */
  search?: string;
  /** yyyy-mm (Argentine time). */
  mes?: string | null;
  orden?: FileOrder;
}

/** Every files query is under this key: deletes invalidate it. */
export const auditFilesQueryKey = ['audit-files'] as const;
export const auditFilePagesQueryKey = (filters: AuditFileFilters) =>
  [
    ...auditFilesQueryKey,
    'pages',
    { search: filters.search?.trim() ?? '', mes: filters.mes ?? null, orden: filters.orden ?? 'fecha_desc' },
  ] as const;

const filterQuery = (filters: AuditFileFilters) => ({
  search: filters.search?.trim() || undefined,
  mes: filters.mes ?? undefined,
  orden: filters.orden && filters.orden !== 'fecha_desc' ? filters.orden : undefined,
});

/** The export of the files list with the same filters and order: GET /audits/files/export. */
export function auditFilesExport(filters: AuditFileFilters) {
  return { path: '/audits/files/export', query: filterQuery(filters), fallbackName: 'archivos' };
}

/**
 * GET /audits/files?search&mes&orden&limit&cursor (admin): one page of attachments (newest first unless
 * 'fecha_asc'), the totals of every attachment and of those the filter matches.
 */
export async function listAuditFilesPage(
  filters: AuditFileFilters,
  cursor?: string,
  signal?: AbortSignal,
  limit?: number,
) {
  const query: Partial<Record<keyof AuditFilesQuery, string | number | undefined>> = {
    ...filterQuery(filters),
    limit,
    cursor,
  };
  const { data, paginacion, totales, totalesFiltro } = await apiRequest('/audits/files', {
    query,
    schema: auditFilesResponseSchema,
    signal,
  });
  return { items: data, paginacion, totales, totalesFiltro };
}

/** How many files a month has and their size, counted by the server (the whole month, not the rows shown). */
export async function monthFileTotals(mes: string, signal?: AbortSignal) {
  return (await listAuditFilesPage({ mes }, undefined, signal, 1)).totalesFiltro;
}

/** The file management list, paged by the server ('Cargar más'), with the totals of its first page. */
export function useAuditFilePages(filters: AuditFileFilters) {
  const list = usePagedList({
    queryKey: auditFilePagesQueryKey(filters),
    fetchPage: (cursor, signal) => listAuditFilesPage(filters, cursor, signal),
  });
  return { ...list, totales: list.first?.totales, totalesFiltro: list.first?.totalesFiltro };
}
