import { API_BASE, CONNECTION_ERROR_MESSAGE } from './api-client';
import { getToken } from './session-storage';

/** Spec section 5: a report download needs a stored token. */
export const NOT_AUTHENTICATED_MESSAGE = 'No estás autenticado. Por favor, inicia sesión nuevamente.';

/** A report call that failed, with the text to show already composed (the screen's prefix and the server's). */
export class ReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportError';
  }
}

/** The texts of one report call: what went wrong on the server's side, and on the way. */
export interface ReportErrorTexts {
  /** The server refused or failed (its own text is appended). */
  server: string;
  /** The server could not be reached or the file could not be read. */
  transfer: string;
}

export interface ReportFile {
  blob: Blob;
  /** The file name the server offers (Content-Disposition), or null. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1];
  const name = plain?.trim();
  return name ? name : null;
}

function serverText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof message === 'string' && message.trim()) return message;
  return null;
}

/**
 * GETs a report file with the bearer token (a plain link cannot carry it). Without a stored token it refuses
 * with 'No estás autenticado...'; failures become a ReportError with the screen's text.
 */
export async function fetchReportFile(
  path: string,
  texts: ReportErrorTexts,
  query?: Record<string, string | undefined>,
): Promise<ReportFile> {
  const token = getToken();
  if (!token) throw new ReportError(NOT_AUTHENTICATED_MESSAGE);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.append(key, value);
  }
  const search = params.toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ReportError(`${texts.transfer}: ${CONNECTION_ERROR_MESSAGE}`);
  }
  if (!response.ok) {
    if (response.status === 401) throw new ReportError(NOT_AUTHENTICATED_MESSAGE);
    let body: unknown = null;
    try {
      body = JSON.parse(await response.text());
    } catch {
      // not JSON: no server text
    }
    const detail = serverText(body);
    throw new ReportError(detail ? `${texts.server}: ${detail}` : texts.server);
  }
  try {
    const blob = await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } catch {
    throw new ReportError(texts.transfer);
  }
}

/** Hands a file to the browser as a download with the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The text to show for a failed report action. */
export function reportErrorText(error: unknown, fallback: string): string {
  return error instanceof ReportError ? error.message : fallback;
}
