import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NetworkError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-storage';

export interface AttachmentTarget {
  auditId: number;
  /** The stored name (nombreArchivo) the server looks the file up by. */
  nombreArchivo: string;
  /** The name to save it as when the server does not say. */
  nombreOriginal: string;
}

/** The file name the server offers (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * GET /audits/{id}/download-attachment/{nombreArchivo}: fetched with the bearer token (a plain link cannot carry
 * it) and handed to the browser as a download.
 */
export async function downloadAuditAttachment({ auditId, nombreArchivo, nombreOriginal }: AttachmentTarget) {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE}/audits/${auditId}/download-attachment/${encodeURIComponent(nombreArchivo)}`,
      { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    );
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const raw = await response.text();
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, nombreOriginal);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadAuditAttachmentMutation() {
  return useMutation({ mutationFn: downloadAuditAttachment });
}
