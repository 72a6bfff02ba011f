import { useMutation } from '@tanstack/react-query';
import { saveReportFile } from '../../../lib/file-download';

export const PDF_REPORT_ERROR = 'Error al descargar el reporte PDF';

/**
 * GET /audits/{id}/report/{pdf|word}: the staff report as a file, saved under the server's file name (else
 * auditoria-{id}.pdf or .docx); `texts` are the failure texts of the asking and of the transfer.
 */
export function saveAuditReport(
  auditId: number,
  format: 'pdf' | 'word',
  texts: { server: string; transfer: string },
): Promise<string> {
  const extension = format === 'word' ? 'docx' : 'pdf';
  return saveReportFile(`/audits/${auditId}/report/${format}`, texts, `auditoria-${auditId}.${extension}`);
}

/** GET /audits/{id}/report/pdf: the staff report as a PDF, saved under the server's file name. */
export function downloadReportPdf(auditId: number): Promise<string> {
  return saveAuditReport(auditId, 'pdf', { server: PDF_REPORT_ERROR, transfer: PDF_REPORT_ERROR });
}

export function useDownloadReportPdfMutation() {
  return useMutation({ mutationFn: downloadReportPdf });
}
