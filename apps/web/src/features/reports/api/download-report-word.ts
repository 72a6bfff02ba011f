import { useMutation } from '@tanstack/react-query';
import { saveAuditReport } from './download-report-pdf';

export const WORD_REPORT_ERROR = 'Error generando reporte Word';
export const WORD_DOWNLOAD_ERROR = 'Error descargando archivo Word';

/** GET /audits/{id}/report/word: the staff report as a Word document (.docx). */
export function downloadReportWord(auditId: number): Promise<string> {
  return saveAuditReport(auditId, 'word', { server: WORD_REPORT_ERROR, transfer: WORD_DOWNLOAD_ERROR });
}

export function useDownloadReportWordMutation() {
  return useMutation({ mutationFn: downloadReportWord });
}
