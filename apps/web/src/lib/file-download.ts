import { API_BASE, ApiError, CONNECTION_ERROR_MESSAGE } from './api-client';
import { getToken } from './session-storage';

/** Spec section 5: a report download needs a stored token. */
export const NOT_AUTHENTICATED_MESSAGE = 'No estás autenticado. Por favor, inicia sesión nuevamente.';

/** Spec section 8: a file download that failed on the way (no answer, or a file that could not be read). */
export const DOWNLOAD_FAILED_MESSAGE = 'Error descargando archivo';

/**
 * A report call or a file download that failed, with the text to show already composed (the screen's prefix and
 * the server's).
 */
export class ReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportError';
  }
}

/**
 * A file download the server refused, shown as the spec's 'Error {status}: {body}' (section 8): the body is the
 * server's own text (`error`, else `message`), else what it answered. Still an ApiError, so a screen that adds its
 * own prefix to the server's text keeps doing so.
 */
export class DownloadRefusedError extends ApiError {
  constructor(status: number, body: unknown, raw: string) {
    super(status, body);
    this.name = 'DownloadRefusedError';
    const detail = this.serverMessage ?? raw.replace(/\s+/g, ' ').trim().slice(0, 300);
    this.message = detail ? `Error ${status}: ${detail}` : `Error ${status}`;
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

/** GETs path with the bearer token when there is one (a plain link cannot carry it); null when it got no answer. */
async function requestFile(
  path: string,
  token: string | null,
  query?: Record<string, string | undefined>,
): Promise<Response | null> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.append(key, value);
  }
  const search = params.toString();
  try {
    return await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return null;
  }
}

/** An error answer as text and, when it is JSON, as data. */
async function errorBody(response: Response): Promise<{ raw: string; body: unknown }> {
  let raw = '';
  try {
    raw = await response.text();
    return { raw, body: JSON.parse(raw) };
  } catch {
    return { raw, body: null };
  }
}

/** The file of a successful answer, with the name the server offers; `unreadable` when it cannot be read. */
async function readFile(response: Response, unreadable: () => Error): Promise<ReportFile> {
  try {
    const blob = await response.blob();
    return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
  } catch {
    throw unreadable();
  }
}

/**
 * GETs a report file with the bearer token. Without a stored token it refuses with 'No estás autenticado...';
 * failures become a ReportError with the screen's text.
 */
export async function fetchReportFile(
  path: string,
  texts: ReportErrorTexts,
  query?: Record<string, string | undefined>,
): Promise<ReportFile> {
  const token = getToken();
  if (!token) throw new ReportError(NOT_AUTHENTICATED_MESSAGE);
  const response = await requestFile(path, token, query);
  if (!response) throw new ReportError(`${texts.transfer}: ${CONNECTION_ERROR_MESSAGE}`);
  if (!response.ok) {
    if (response.status === 401) throw new ReportError(NOT_AUTHENTICATED_MESSAGE);
    const detail = serverText((await errorBody(response)).body);
    throw new ReportError(detail ? `${texts.server}: ${detail}` : texts.server);
  }
  return readFile(response, () => new ReportError(texts.transfer));
}

/**
 * Downloads a stored file (an audit's attachment, a client's contract or procedure) with the session's bearer
 * token and hands it to the browser under the server's name, else `fallbackName`; returns the name. A refusal is a
 * DownloadRefusedError ('Error {status}: {body}'); no answer or an unreadable file, 'Error descargando archivo'.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await requestFile(path, getToken());
  if (!response) throw new ReportError(DOWNLOAD_FAILED_MESSAGE);
  if (!response.ok) {
    const { raw, body } = await errorBody(response);
    throw new DownloadRefusedError(response.status, body, raw);
  }
  const { blob, fileName } = await readFile(response, () => new ReportError(DOWNLOAD_FAILED_MESSAGE));
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
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

/** The text to show for a failed report action or file download. */
export function reportErrorText(error: unknown, fallback: string): string {
  return error instanceof ReportError || error instanceof DownloadRefusedError ? error.message : fallback;
}

/**
 * A report fetched with `fetchReportFile` and handed to the browser under the server's name, else
 * `fallbackName`; returns the name.
 */
export async function saveReportFile(
  path: string,
  texts: ReportErrorTexts,
  fallbackName: string,
  query?: Record<string, string | undefined>,
): Promise<string> {
  const { blob, fileName } = await fetchReportFile(path, texts, query);
  const name = fileName ?? fallbackName;
  saveFile(blob, name);
  return name;
}
