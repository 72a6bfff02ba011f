import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from '../../../lib/file-download';

export const WORD_REPORT_ERROR = 'Error generando reporte Word';
export const WORD_DOWNLOAD_ERROR = 'Error descargando archivo Word';

/** GET /audits/{id}/report/word: the staff report as a Word document (.docx). */
export async function downloadReportWord(auditId: number): Promise<string> {
  const { blob, fileName } = await fetchReportFile(`/audits/${auditId}/report/word`, {
    server: WORD_REPORT_ERROR,
    transfer: WORD_DOWNLOAD_ERROR,
  });
  const name = fileName ?? `auditoria-${auditId}.docx`;
  saveFile(blob, name);
  return name;
}

export function useDownloadReportWordMutation() {
  return useMutation({ mutationFn: downloadReportWord });
}
