import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from '../../../lib/file-download';
import { CLIENT_PDF_ERROR } from '../../reports/public';

/**
 * GET /audits/{id}/report/pdf for a client company's user: the final PDF kept when the audit was delivered, saved
 * under the name the server gives (Content-Disposition). Failures read 'Error descargando PDF'.
 */
export async function downloadReceivedPdf(auditId: number): Promise<string> {
  const { blob, fileName } = await fetchReportFile(`/audits/${auditId}/report/pdf`, {
    server: CLIENT_PDF_ERROR,
    transfer: CLIENT_PDF_ERROR,
  });
  const name = fileName ?? `auditoria-${auditId}.pdf`;
  saveFile(blob, name);
  return name;
}

export function useDownloadReceivedPdfMutation() {
  return useMutation({ mutationFn: downloadReceivedPdf });
}
