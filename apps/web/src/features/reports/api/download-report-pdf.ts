import { useMutation } from '@tanstack/react-query';
import { saveReportFile } from '../../../lib/file-download';

export const PDF_REPORT_ERROR = 'Error al descargar el reporte PDF';

/** GET /audits/{id}/report/pdf: the staff report as a PDF, saved under the server's file name. */
export function downloadReportPdf(auditId: number): Promise<string> {
  const texts = { server: PDF_REPORT_ERROR, transfer: PDF_REPORT_ERROR };
  return saveReportFile(`/audits/${auditId}/report/pdf`, texts, `auditoria-${auditId}.pdf`);
}

export function useDownloadReportPdfMutation() {
  return useMutation({ mutationFn: downloadReportPdf });
}
