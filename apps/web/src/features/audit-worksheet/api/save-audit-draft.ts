import { type DraftRequest, draftResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /audits/{id}/draft {eventos, observacionesFinales, sucursalDetails, canalesVision}: saves the worksheet as
 * it is (the server renumbers events 1..n) and answers when it saved it.
 */
export async function saveAuditDraft(id: number, draft: DraftRequest, signal?: AbortSignal): Promise<string> {
  const { guardadoEn } = await apiRequest(`/audits/${id}/draft`, {
    method: 'PUT',
    body: draft,
    schema: draftResponseSchema,
    signal,
  });
  return guardadoEn;
}
