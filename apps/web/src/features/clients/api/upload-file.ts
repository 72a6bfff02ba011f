import type { UploadKind } from '@auditorias/domain/files/upload-rules';
import { uploadResponseSchema } from '@auditorias/domain/schemas/clients';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

/**
 * POST /files?kind=contrato|procedimiento, multipart with one field 'file'. The server checks the content; the
 * answer's id then goes in the client form (contratoArchivoId, archivoProcedimientoId).
 */
export async function uploadFile({ kind, file }: { kind: UploadKind; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiData('/files', { method: 'POST', query: { kind }, body: form, schema: uploadResponseSchema });
}

export function useUploadFileMutation() {
  return useMutation({ mutationFn: uploadFile });
}
