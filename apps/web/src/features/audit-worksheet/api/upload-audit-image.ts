import { imageUploadResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiData } from '../../../lib/api-client';

/**
 * POST /audits/{id}/images {data: 'data:image/jpeg;base64,...', name}: stores a pasted image once; events then
 * reference it by the id answered.
 */
export function uploadAuditImage(id: number, image: { data: string; name: string }) {
  return apiData(`/audits/${id}/images`, {
    method: 'POST',
    body: image,
    schema: imageUploadResponseSchema,
  });
}
