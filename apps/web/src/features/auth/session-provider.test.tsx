import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkFailure } from '../../test/fetch-mock';
import { makeUser, meResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const FORCED = 'Tu sesión fue cerrada por un administrador';

function storeSession(id = 5) {
  window.localStorage.setItem('token', 'tok-1');
  window.localStorage.setItem('currentUser', JSON.stringify(makeUser('operador', { id })));
}

describe('session', () => {
  it('checks the stored token with GET /auth/me and keeps the user', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const user = makeUser('supervisor', { id: 12, name: 'Sergio Pérez' });
    const calls = mockApi({ 'GET /api/auth/me': () => jsonResponse(meResponse(user)) });
    renderApp('/dashboard');
    expect(await screen.findByText('Sergio Pérez')).toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 12 });
  });

  it('after a forced logout goes to /login, clears the session and shows the notice', async () => {
    storeSession(5);
    mockApi({
      'GET /api/auth/me': () =>
        jsonResponse(
          { success: false, error: FORCED, message: FORCED, code: 'SESSION_CLOSED', forceLogout: true },
          401,
        ),
    });
    const view = renderApp('/dashboard');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORCED);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    // The notice stays until the next sign-in (a reload of the sign-in page still says why).
    expect(window.localStorage.getItem('force_logout_5')).toBe(FORCED);
  });

  it('at start-up drops a session whose user carries a forced-logout flag and shows the notice', async () => {
    storeSession(5);
    window.localStorage.setItem('force_logout_5', FORCED);
    const calls = mockApi({});
    const view = renderApp('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent(FORCED);
    expect(view.router.state.location.pathname).toBe('/login');
    expect(calls).toHaveLength(0);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('force_logout_5')).toBe(FORCED);
  });

  it('after a plain 401 goes to /login without a notice', async () => {
    storeSession();
    mockApi({
      'GET /api/auth/me': () =>
        errorResponse(401, 'Tu sesión expiró.', { message: 'x', code: 'UNAUTHENTICATED' }),
    });
    const view = renderApp('/mi-cuenta');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out through POST /auth/logout, then clears the session and goes to /login', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const calls = mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(makeUser('contable'))),
      'POST /api/auth/logout': () => jsonResponse({ success: true, message: 'Sesión cerrada' }),
    });
    const view = renderApp('/dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const logoutCall = calls.find((call) => call.path === '/api/auth/logout');
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    window.localStorage.setItem('token', 'tok-1');
    mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(makeUser('cliente'))),
      'POST /api/auth/logout': networkFailure,
    });
    const view = renderApp('/dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('offers a retry when the session cannot be checked', async () => {
    window.localStorage.setItem('token', 'tok-1');
    let online = false;
    mockApi({
      'GET /api/auth/me': () => (online ? jsonResponse(meResponse(makeUser('admin'))) : networkFailure()),
    });
    const view = renderApp('/dashboard');
    expect(await screen.findByText('Error de conexión al servidor')).toBeInTheDocument();
    online = true;
    await view.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('tab', { name: 'Resumen' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-1');
  });

  it('shows an error instead of spinning forever when /auth/me breaks the contract', async () => {
    window.localStorage.setItem('token', 'tok-1');
    const calls = mockApi({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: { id: 1 } }) });
    renderApp('/dashboard');
    expect(await screen.findByText('Respuesta inesperada del servidor')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ir al inicio de sesión' })).toBeInTheDocument();
  });
});
