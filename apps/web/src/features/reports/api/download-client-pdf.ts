import { useMutation } from '@tanstack/react-query';
import { fetchReportFile, saveFile } from '../../../lib/file-download';

export const CLIENT_PDF_ERROR = 'Error descargando PDF';

/**
 * GET /audits/{id}/generate/pdf-client?titulo=: the client's PDF (without internal times) under the given title;
 * once delivered, the server answers the PDF the client received.
 */
export async function downloadClientPdf({ auditId, titulo }: { auditId: number; titulo?: string }) {
  const { blob, fileName } = await fetchReportFile(
    `/audits/${auditId}/generate/pdf-client`,
    { server: CLIENT_PDF_ERROR, transfer: CLIENT_PDF_ERROR },
    { titulo: titulo?.trim() || undefined },
  );
  const name = fileName ?? `auditoria-${auditId}-cliente.pdf`;
  saveFile(blob, name);
  return name;
}

export function useDownloadClientPdfMutation() {
  return useMutation({ mutationFn: downloadClientPdf });
}
