import { useMutation } from '@tanstack/react-query';
import { saveReportFile } from '../../../lib/file-download';
import { CLIENT_PDF_ERROR } from '../../reports/public';

/**
 * GET /audits/{id}/report/pdf for a client company's user: the final PDF kept when the audit was delivered, saved
 * under the name the server gives (Content-Disposition). Failures read 'Error descargando PDF'.
 */
export function downloadReceivedPdf(auditId: number): Promise<string> {
  const texts = { server: CLIENT_PDF_ERROR, transfer: CLIENT_PDF_ERROR };
  return saveReportFile(`/audits/${auditId}/report/pdf`, texts, `auditoria-${auditId}.pdf`);
}

export function useDownloadReceivedPdfMutation() {
  return useMutation({ mutationFn: downloadReceivedPdf });
}
