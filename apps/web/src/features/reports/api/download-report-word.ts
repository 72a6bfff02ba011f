import { useMutation } from '@tanstack/react-query';
import { saveReportFile } from '../../../lib/file-download';

export const WORD_REPORT_ERROR = 'Error generando reporte Word';
export const WORD_DOWNLOAD_ERROR = 'Error descargando archivo Word';

/** GET /audits/{id}/report/word: the staff report as a Word document (.docx). */
export function downloadReportWord(auditId: number): Promise<string> {
  const texts = { server: WORD_REPORT_ERROR, transfer: WORD_DOWNLOAD_ERROR };
  return saveReportFile(`/audits/${auditId}/report/word`, texts, `auditoria-${auditId}.docx`);
}

export function useDownloadReportWordMutation() {
  return useMutation({ mutationFn: downloadReportWord });
}
