import { clientPdfResponseSchema } from '@auditorias/domain/schemas/audits';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { NOT_AUTHENTICATED_MESSAGE, ReportError } from '../../../lib/file-download';
import { getToken } from '../../../lib/session-storage';

export const GENERATE_CLIENT_PDF_ERROR = 'Error al generar PDF para cliente';

/**
 * PUT /audits/supervisor/{id}/generate-pdf-for-client {titulo?}: makes and keeps the client's final PDF (once
 * delivered, the kept one stays). Answers the file name.
 */
export async function generatePdfForClient({ auditId, titulo }: { auditId: number; titulo?: string }) {
  if (!getToken()) throw new ReportError(NOT_AUTHENTICATED_MESSAGE);
  try {
    const { pdfFileName } = await apiRequest(`/audits/supervisor/${auditId}/generate-pdf-for-client`, {
      method: 'PUT',
      body: titulo?.trim() ? { titulo: titulo.trim() } : {},
      schema: clientPdfResponseSchema,
    });
    return pdfFileName;
  } catch (error) {
    throw new ReportError(prefixedErrorMessage(GENERATE_CLIENT_PDF_ERROR, error));
  }
}

export function useGeneratePdfForClientMutation() {
  return useMutation({ mutationFn: generatePdfForClient });
}
