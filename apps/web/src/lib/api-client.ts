import { MSG } from '@auditorias/domain/messages';
import type { z } from 'zod';
import { debugLog } from './debug-logs';
import {
  clearSession,
  clearToken,
  getAdminToken,
  getStoredUserId,
  getToken,
  restoreAdminSession,
  setForceLogoutFlag,
} from './session-storage';

/** Same origin in production; in development Vite proxies /api to the server. */
export const API_BASE = '/api';

export const CONNECTION_ERROR_MESSAGE = 'Error de conexión al servidor';
export const INVALID_RESPONSE_MESSAGE = 'Respuesta inesperada del servidor';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function field(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
}

/** The server's own confirmation text (`message`) of an answer, null when it sent none. */
export function answerMessage(body: unknown): string | null {
  return text(field(body, 'message'));
}

/** Retry-After waits above this are not honoured (a client should not sit still for longer). */
const RETRY_AFTER_MAX_MS = 60_000;

/**
 * The wait a Retry-After header asks for, in ms (seconds, or an HTTP date), at most a minute; null without one or
 * with a value that cannot be read.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const value = header.trim();
  // Delay-seconds, or an HTTP date (IMF-fixdate, always in GMT).
  const ms = /^\d+$/.test(value)
    ? Number(value) * 1000
    : /GMT$/.test(value)
      ? Date.parse(value) - now
      : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

/** The server answered with an error status or with `success: false`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** How long the server asked to wait before sending it again (Retry-After of a 503 or 429), in ms. */
  readonly retryAfterMs: number | null;
  /** The server's own text (`error`, else `message`), null when it sent none. */
  readonly serverMessage: string | null;
  readonly forceLogout: boolean;
  readonly body: unknown;

  constructor(status: number, body: unknown, retryAfter: number | null = null) {
    const serverMessage = text(field(body, 'error')) ?? text(field(body, 'message'));
    super(serverMessage ?? (status >= 500 ? MSG.internal : `Error inesperado (HTTP ${status})`));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
    this.code = text(field(body, 'code'));
    this.forceLogout = field(body, 'forceLogout') === true;
    this.retryAfterMs = retryAfter;
  }
}

/** The server could not be reached (offline, refused, DNS, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(CONNECTION_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

/** The server answered 2xx but not with the shape the contract declares. */
export class InvalidResponseError extends Error {
  constructor(cause?: unknown) {
    super(INVALID_RESPONSE_MESSAGE, { cause });
    this.name = 'InvalidResponseError';
  }
}

/**
 * What a 401 led to: 'signed-out' (the stored session was cleared: go to /login) or 'admin-restored' (an
 * impersonated session ended and the admin's own session, kept aside, is the stored one again).
 */
export type UnauthorizedOutcome = 'signed-out' | 'admin-restored';
type UnauthorizedHandler = (outcome: UnauthorizedOutcome) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers what happens after a 401 has changed the stored session (the app navigates to /login, or back to
 * the admin's users screen). Returns a function that unregisters it. Without a handler the browser navigates.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * Spec section 8: a 401 removes the token; a forced logout also removes the user and leaves a flag to show.
 * While impersonating (an admin token is kept aside), the admin's own session is restored instead.
 */
function handleUnauthorized(error: ApiError, requestToken: string | null): void {
  // The answer to a call made with a token that is no longer the stored one (the session changed while the call
  // was on its way: an impersonation started or ended) says nothing about the current session.
  if (requestToken !== getToken()) return;
  if (getAdminToken() !== null && restoreAdminSession()) {
    if (unauthorizedHandler) unauthorizedHandler('admin-restored');
    else window.location.assign('/dashboard?tab=users');
    return;
  }
  if (error.forceLogout) {
    const userId = getStoredUserId();
    const message =
      text(field(error.body, 'message')) ?? text(field(error.body, 'error')) ?? MSG.forcedLogout;
    clearSession();
    setForceLogoutFlag(userId ?? 'unknown', message);
  } else {
    clearToken();
  }
  if (unauthorizedHandler) unauthorizedHandler('signed-out');
  else window.location.assign('/login');
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * The last answer of each GET (by URL and token) with its ETag: a poll sends If-None-Match and a 304 — nothing
 * changed — reuses it. The API answers `no-store`, so the browser keeps nothing: this small memory does.
 */
const REVALIDATED_MAX = 100;
const revalidated = new Map<string, { etag: string; data: unknown }>();

function remember(key: string, etag: string | null, data: unknown): void {
  revalidated.delete(key);
  if (!etag) return;
  revalidated.set(key, { etag, data });
  if (revalidated.size > REVALIDATED_MAX) {
    const oldest = revalidated.keys().next().value;
    if (oldest !== undefined) revalidated.delete(oldest);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** false: no bearer token and no 401 handling (the login call). Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Idempotency-Key` on money writes). */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** Calls the API. With a schema the answer is validated and typed; otherwise it is returned as parsed JSON. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const { method = 'GET', body, query, auth = true, signal, schema } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const token = auth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const url = buildUrl(path, query);
  const cacheKey = method === 'GET' ? `${token ?? ''} ${url}` : null;
  const known = cacheKey ? revalidated.get(cacheKey) : undefined;
  if (known) headers.set('If-None-Match', known.etag);
  debugLog(method, url);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    debugLog('sin conexión', method, url, cause);
    throw new NetworkError(cause);
  }

  if (response.status === 304 && known) {
    debugLog(304, method, url);
    return schema ? schema.parse(known.data) : known.data;
  }
  const data = await readBody(response);
  debugLog(response.status, method, url, data);
  const wait = response.ok ? null : retryAfterMs(response.headers.get('retry-after'));
  // A gateway answering for a server it cannot reach (no JSON from our API): the same as no connection.
  if (GATEWAY_STATUSES.has(response.status) && (typeof data !== 'object' || data === null)) {
    throw new NetworkError(new ApiError(response.status, data, wait));
  }
  if (!response.ok || field(data, 'success') === false) {
    const error = new ApiError(response.status, data, wait);
    if (response.status === 401 && auth) handleUnauthorized(error, token);
    throw error;
  }
  if (cacheKey) remember(cacheKey, response.headers.get('etag'), data);
  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new InvalidResponseError(parsed.error);
  return parsed.data;
}

/** The `data` of an answer that wraps it (`{ success: true, data }`), validated by the schema. */
export async function apiData<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>['data']> {
  const { data } = await apiRequest(path, options);
  return data;
}
