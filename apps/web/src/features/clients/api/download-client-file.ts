import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError, NetworkError } from '../../../lib/api-client';
import { getToken } from '../../../lib/session-storage';

export type ClientFileTarget =
  | { what: 'contrato'; clientId: number }
  | { what: 'procedimiento'; clientId: number; branchId?: number };

function pathOf(target: ClientFileTarget): string {
  if (target.what === 'contrato') return `/clients/${target.clientId}/contract`;
  return target.branchId === undefined
    ? `/clients/${target.clientId}/procedure`
    : `/clients/${target.clientId}/branches/${target.branchId}/procedure`;
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
 * GET /clients/{id}/contract, /procedure or /branches/{branchId}/procedure: fetched with the bearer token (a plain
 * link cannot carry it) and handed to the browser as a download.
 */
export async function downloadClientFile(target: ClientFileTarget & { fallbackName: string }) {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${pathOf(target)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
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
  link.download = fileNameOf(response, target.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadClientFileMutation() {
  return useMutation({ mutationFn: downloadClientFile });
}
