import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from './file-download';

export type ExportFileFormat = 'csv' | 'xlsx' | 'pdf';

export const DOWNLOAD_ERROR = 'Error al descargar el archivo';

/** A list's current filters as the export call's query (empty values are left out). */
export type ExportQuery = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface ExportDownload {
  /** The export call: /audits/export, /users/export, /finanzas/movimientos/export... */
  path: string;
  formato: ExportFileFormat;
  /** The list's current filters, the same the JSON list is asked with (lists of values joined by commas). */
  query?: ExportQuery;
  /** The name used when the server gives none. */
  fallbackName: string;
}

/** The query string values of an export: `formato` and each filter with a value. */
export function exportQuery(
  d: Pick<ExportDownload, 'formato' | 'query'>,
): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { formato: d.formato };
  for (const [k, v] of Object.entries(d.query ?? {})) {
    if (v === undefined || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length > 0) query[k] = v.join(',');
    } else query[k] = String(v);
  }
  return query;
}

/**
 * GETs a list export with the session's bearer token (the file download helper: a plain link cannot carry it)
 * and saves it under the server's name (docs/decisions.md, "Exportaciones de listas").
 */
export async function downloadExport(d: ExportDownload): Promise<string> {
  const { blob, fileName } = await fetchReportFile(
    d.path,
    { server: DOWNLOAD_ERROR, transfer: DOWNLOAD_ERROR },
    exportQuery(d),
  );
  const name = fileName ?? `${d.fallbackName}.${d.formato}`;
  saveFile(blob, name);
  return name;
}

export function useDownloadExportMutation() {
  return useMutation({ mutationFn: downloadExport });
}
