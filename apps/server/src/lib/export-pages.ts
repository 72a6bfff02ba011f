import type { PageInfo } from '@auditorias/domain/schemas/lists';
import { badRequest } from './errors';
import { type DownloadFile, EXPORT_MAX_ROWS, type ExportFormat, type Sheet, sheetFile } from './export-files';

/** Rows asked per page while an export walks a list (the JSON list's pages are at most 100). */
export const EXPORT_PAGE_SIZE = 500;

export const LIST_EXPORT_MSG = {
  tooMany: `La exportación supera el máximo de ${EXPORT_MAX_ROWS.toLocaleString('es-AR')} filas: usá los filtros para acotarla`,
} as const;

/** A list too long to export whole: refused with a Spanish message, never a partial file. */
export function tooManyListRows(): never {
  throw badRequest(LIST_EXPORT_MSG.tooMany);
}

/**
 * Walks a cursor-paged list (the same query, filters and scope as its JSON call) page after page and answers
 * every row, holding at most EXPORT_MAX_ROWS of them: when more remain the export is refused (`tooManyListRows`)
 * rather than cut short (docs/decisions.md, "Exportaciones de listas").
 */
export async function collectPages<T>(
  fetchPage: (page: { limit: number; cursor?: string }) => Promise<{ items: T[]; paginacion: PageInfo }>,
  options: { max?: number; pageSize?: number } = {},
): Promise<T[]> {
  const max = options.max ?? EXPORT_MAX_ROWS;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const limit = Math.min(pageSize, max - rows.length);
    const page = await fetchPage(cursor ? { limit, cursor } : { limit });
    rows.push(...page.items);
    if (page.paginacion.siguiente === null) return rows;
    // A next page means the query found at least one row more than it answered.
    if (rows.length >= max) tooManyListRows();
    cursor = page.paginacion.siguiente;
  }
}

/**
 * A cursor-paged list as a file named `baseName`: every row of its pages (`collectPages`, with the list's own
 * query, filters and scope) in one sheet.
 */
export async function listSheetFile<T>(
  format: ExportFormat,
  baseName: string,
  sheet: Omit<Sheet<T>, 'rows'>,
  fetchPage: (page: { limit: number; cursor?: string }) => Promise<{ data: T[]; paginacion: PageInfo }>,
): Promise<DownloadFile> {
  const rows = await collectPages(async (page) => {
    const found = await fetchPage(page);
    return { items: found.data, paginacion: found.paginacion };
  });
  return sheetFile(format, baseName, { ...sheet, rows });
}
