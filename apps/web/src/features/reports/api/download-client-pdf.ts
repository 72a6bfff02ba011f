import { useMutation } from '@tanstack/react-query';
import { saveReportFile } from '../../../lib/file-download';

export const CLIENT_PDF_ERROR = 'Error descargando PDF';

/**
 * GET /audits/{id}/generate/pdf-client?titulo=: the client's PDF (without internal times) under the given title;
 * once delivered, the server answers the PDF the client received.
 */
export function downloadClientPdf({ auditId, titulo }: { auditId: number; titulo?: string }) {
  return saveReportFile(
    `/audits/${auditId}/generate/pdf-client`,
    { server: CLIENT_PDF_ERROR, transfer: CLIENT_PDF_ERROR },
    `auditoria-${auditId}-cliente.pdf`,
    { titulo: titulo?.trim() || undefined },
  );
}

export function useDownloadClientPdfMutation() {
  return useMutation({ mutationFn: downloadClientPdf });
}
