import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from '../../../lib/file-download';

export const PDF_REPORT_ERROR = 'Error al descargar el reporte PDF';

/** GET /audits/{id}/report/pdf: the staff report as a PDF, saved under the server's file name. */
export async function downloadReportPdf(auditId: number): Promise<string> {
  const { blob, fileName } = await fetchReportFile(`/audits/${auditId}/report/pdf`, {
    server: PDF_REPORT_ERROR,
    transfer: PDF_REPORT_ERROR,
  });
  const name = fileName ?? `auditoria-${auditId}.pdf`;
  saveFile(blob, name);
  return name;
}

export function useDownloadReportPdfMutation() {
  return useMutation({ mutationFn: downloadReportPdf });
}
