import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A change the server accepted, as it answers it: `{ success: true, message, data }`. */
export function okResponse(message: string, data: unknown): Response {
  return jsonResponse({ success: true, message, data });
}

/** A failure as the server answers it: `{ success: false, error, ...extra }` with the HTTP status. */
export function errorResponse(
  status: number,
  error: string,
  extra: { message?: string; code?: string; details?: unknown } = {},
): Response {
  return jsonResponse({ success: false, error, ...extra }, status);
}

/** Rejects like fetch does when the server cannot be reached. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/**
 * Replaces fetch with a table of answers keyed 'METHOD /api/path' (query string ignored). Unknown calls answer
 * 404. Returns the list of calls made, in order.
 */
export function mockApi(routes: Record<string, Handler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
      const method = (init.method ?? 'GET').toUpperCase();
      const rawBody = typeof init.body === 'string' ? init.body : null;
      const call: RecordedCall = {
        method,
        path,
        query: new URLSearchParams(url.split('?')[1] ?? ''),
        headers: new Headers(init.headers),
        body: rawBody ? JSON.parse(rawBody) : null,
      };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      if (!handler) {
        return jsonResponse(
          { success: false, error: 'Ruta no encontrada', message: 'Ruta no encontrada', code: 'NOT_FOUND' },
          404,
        );
      }
      return handler(call);
    }),
  );
  return calls;
}
