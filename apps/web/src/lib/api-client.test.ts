import { MSG } from '@auditorias/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, networkFailure } from '../test/fetch-mock';
import { makeUser } from '../test/fixtures';
import { ApiError, apiRequest, NetworkError, retryAfterMs, setUnauthorizedHandler } from './api-client';

const unauthorized = (extra: Record<string, unknown> = {}) =>
  jsonResponse(
    {
      success: false,
      error: 'Tu sesión expiró. Por favor, inicia sesión nuevamente.',
      message: 'Tu sesión expiró. Por favor, inicia sesión nuevamente.',
      code: 'UNAUTHENTICATED',
      ...extra,
    },
    401,
  );

describe('api client', () => {
  const onUnauthorized = vi.fn();
  let unregister: () => void = () => {};

  beforeEach(() => {
    onUnauthorized.mockReset();
    unregister = setUnauthorizedHandler(onUnauthorized);
    window.localStorage.setItem('token', 'tok-1');
    window.localStorage.setItem('currentUser', JSON.stringify(makeUser('operador', { id: 15 })));
  });

  afterEach(() => unregister());

  it('sends the stored token as a bearer and JSON both ways', async () => {
    const calls = mockApi({ 'POST /api/audits': () => jsonResponse({ success: true, data: { id: 1 } }) });
    const result = await apiRequest('/audits', { method: 'POST', body: { titulo: 'Local 1' } });
    expect(result).toEqual({ success: true, data: { id: 1 } });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ titulo: 'Local 1' });
  });

  it('sends the extra headers given (Idempotency-Key) beside its own', async () => {
    const calls = mockApi({ 'POST /api/gastos': () => jsonResponse({ success: true }) });
    await apiRequest('/gastos', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('revalidates a GET with its ETag and reuses the remembered answer on 304 (nothing changed)', async () => {
    let version = 1;
    const calls = mockApi({
      'GET /api/messages/unread-count': (request) =>
        request.headers.get('If-None-Match') === `W/"v${version}"`
          ? new Response(null, { status: 304 })
          : new Response(JSON.stringify({ success: true, count: version }), {
              status: 200,
              headers: { 'content-type': 'application/json', etag: `W/"v${version}"` },
            }),
    });
    expect(await apiRequest('/messages/unread-count')).toEqual({ success: true, count: 1 });
    expect(calls[0]?.headers.get('If-None-Match')).toBeNull();
    expect(await apiRequest('/messages/unread-count')).toEqual({ success: true, count: 1 });
    expect(calls[1]?.headers.get('If-None-Match')).toBe('W/"v1"');
    version = 2;
    expect(await apiRequest('/messages/unread-count')).toEqual({ success: true, count: 2 });
    // Another token (another user or session) never reuses the first one's answer.
    window.localStorage.setItem('token', 'tok-2');
    await apiRequest('/messages/unread-count');
    expect(calls[3]?.headers.get('If-None-Match')).toBeNull();
  });

  it("raises ApiError with the status and the server's error, else its message", async () => {
    mockApi({
      'GET /api/a': () => jsonResponse({ success: false, error: 'Texto de error', message: 'Otro' }, 403),
      'GET /api/b': () => jsonResponse({ success: false, message: 'Solo mensaje' }, 400),
      'GET /api/c': () => jsonResponse({ success: false }),
    });
    const a = await apiRequest('/a').catch((error: unknown) => error);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ status: 403, message: 'Texto de error', serverMessage: 'Texto de error' });
    await expect(apiRequest('/b')).rejects.toMatchObject({ status: 400, message: 'Solo mensaje' });
    await expect(apiRequest('/c')).rejects.toMatchObject({ status: 200, serverMessage: null });
  });

  it('on 401 removes the stored token and hands over to the app (to /login)', async () => {
    mockApi({ 'GET /api/audits': () => unauthorized() });
    await expect(apiRequest('/audits')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('force_logout_'))).toBe(false);
  });

  it('on a forced logout clears token and user and leaves the flag force_logout_{id} with the message', async () => {
    mockApi({
      'GET /api/audits': () =>
        unauthorized({ forceLogout: true, error: MSG.forcedLogout, message: MSG.forcedLogout }),
    });
    await expect(apiRequest('/audits')).rejects.toMatchObject({ status: 401, forceLogout: true });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(window.localStorage.getItem('force_logout_15')).toBe('Tu sesión fue cerrada por un administrador');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the default forced-logout text when the server sent none', async () => {
    mockApi({ 'GET /api/me': () => jsonResponse({ success: false, forceLogout: true }, 401) });
    await expect(apiRequest('/me')).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem('force_logout_15')).toBe('Tu sesión fue cerrada por un administrador');
  });

  it('leaves the session alone when a call without authentication (the login) answers 401', async () => {
    const calls = mockApi({ 'POST /api/auth/login': () => unauthorized() });
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: { email: 'a', password: 'b' }, auth: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("while impersonating, a 401 restores the admin's own session instead of signing out", async () => {
    window.localStorage.setItem('token', 'tok-imp');
    window.localStorage.setItem('currentUser', JSON.stringify(makeUser('cliente', { id: 22 })));
    window.localStorage.setItem('adminToken', 'tok-admin');
    window.localStorage.setItem('adminUser', JSON.stringify(makeUser('admin', { id: 1 })));
    mockApi({ 'GET /api/audits': () => unauthorized({ forceLogout: true }) });
    await expect(apiRequest('/audits')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBe('tok-admin');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 1 });
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminUser')).toBeNull();
    expect(Object.keys(window.localStorage).some((key) => key.startsWith('force_logout_'))).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('admin-restored');
  });

  it('on a normal 401 tells the app it signed out', async () => {
    mockApi({ 'GET /api/audits': () => unauthorized() });
    await expect(apiRequest('/audits')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('ignores a 401 answering a token that is no longer the session (it changed meanwhile)', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/audits': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const pending = apiRequest('/audits');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Meanwhile the session moved on (an impersonation ended): the old token's 401 must not sign it out.
    window.localStorage.setItem('token', 'tok-2');
    answer(unauthorized());
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('token')).toBe('tok-2');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('raises NetworkError when the server cannot be reached, or a gateway answers for it', async () => {
    mockApi({
      'GET /api/down': networkFailure,
      'GET /api/gateway': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    });
    const down = await apiRequest('/down').catch((error: unknown) => error);
    expect(down).toBeInstanceOf(NetworkError);
    expect((down as Error).message).toBe('Error de conexión al servidor');
    await expect(apiRequest('/gateway')).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps the Retry-After of a busy server (seconds or a date, at most a minute) on the error', async () => {
    const busy = { success: false, error: MSG.serverBusy, message: MSG.serverBusy, code: 'SERVER_BUSY' };
    mockApi({
      'GET /api/busy': () =>
        new Response(JSON.stringify(busy), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        }),
      'GET /api/gateway': () =>
        new Response('<html>Service Unavailable</html>', { status: 503, headers: { 'Retry-After': '5' } }),
      'GET /api/plain': () => jsonResponse({ success: false, error: 'x' }, 500),
    });
    const error = await apiRequest('/busy').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryAfterMs: 2000 });
    expect((error as Error).message).toBe(MSG.serverBusy);
    const gateway = await apiRequest('/gateway').catch((e: unknown) => e);
    expect(gateway).toBeInstanceOf(NetworkError);
    expect((gateway as NetworkError).cause).toMatchObject({ status: 503, retryAfterMs: 5000 });
    expect(await apiRequest('/plain').catch((e: unknown) => e)).toMatchObject({ retryAfterMs: null });

    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('Sat, 28 Nov 2026 10:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('3600', now)).toBe(60_000);
    for (const bad of [null, '', 'pronto', '-1', '1.5'])
      expect(retryAfterMs(bad, now), String(bad)).toBeNull();
  });

  it('adds query parameters, skipping empty ones', async () => {
    const fetchCalls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetchCalls.push(url);
        return jsonResponse({ success: true });
      }),
    );
    await apiRequest('/audits', { query: { estado: 'pendiente', limit: 50, operador: undefined, x: null } });
    expect(fetchCalls[0]).toBe('/api/audits?estado=pendiente&limit=50');
  });
});
