import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/file-download';

export interface AttachmentTarget {
  auditId: number;
  /** The stored name (nombreArchivo) the server looks the file up by. */
  nombreArchivo: string;
  /** The name to save it as when the server does not say. */
  nombreOriginal: string;
}

/**
 * GET /audits/{id}/download-attachment/{nombreArchivo}, handed to the browser as a download (the shared file
 * download: the bearer token, the server's file name, the spec's failure texts).
 */
export function downloadAuditAttachment({ auditId, nombreArchivo, nombreOriginal }: AttachmentTarget) {
  return downloadFile(
    `/audits/${auditId}/download-attachment/${encodeURIComponent(nombreArchivo)}`,
    nombreOriginal,
  );
}

export function useDownloadAuditAttachmentMutation() {
  return useMutation({ mutationFn: downloadAuditAttachment });
}
