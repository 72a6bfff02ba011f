import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from '../../reports/report-file';

export type FinanceFileFormat = 'csv' | 'xlsx' | 'pdf';

export const DOWNLOAD_ERROR = 'Error al descargar el archivo';

export interface FinanceDownload {
  /** The export call: /finanzas/clientes/export, /finanzas/movimientos/export, /gastos/export... */
  path: string;
  formato: FinanceFileFormat;
  query?: Record<string, string | number | undefined>;
  /** The name used when the server gives none. */
  fallbackName: string;
}

/** GETs an export with the bearer token (the report download helper) and saves it under the server's name. */
export async function downloadFinanceFile(d: FinanceDownload): Promise<string> {
  const query: Record<string, string | undefined> = { formato: d.formato };
  for (const [k, v] of Object.entries(d.query ?? {})) query[k] = v === undefined ? undefined : String(v);
  const { blob, fileName } = await fetchReportFile(
    d.path,
    { server: DOWNLOAD_ERROR, transfer: DOWNLOAD_ERROR },
    query,
  );
  const name = fileName ?? `${d.fallbackName}.${d.formato}`;
  saveFile(blob, name);
  return name;
}

export function useDownloadFinanceFileMutation() {
  return useMutation({ mutationFn: downloadFinanceFile });
}
