import { imageUploadResponseSchema } from '@auditorias/domain/schemas/audits';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /audits/{id}/images {data: 'data:image/jpeg;base64,...', name}: stores a pasted image once; events then
 * reference it by the id answered.
 */
export async function uploadAuditImage(id: number, image: { data: string; name: string }) {
  const { data } = await apiRequest(`/audits/${id}/images`, {
    method: 'POST',
    body: image,
    schema: imageUploadResponseSchema,
  });
  return data;
}
