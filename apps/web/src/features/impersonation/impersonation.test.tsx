import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, type RecordedCall } from '../../test/fetch-mock';
import { makeUser, meResponse } from '../../test/fixtures';
import { currentUrl, renderApp } from '../../test/render-app';

const admin = makeUser('admin', { id: 1, name: 'Ana Administradora', email: 'admin@demo.ar' });
const client = makeUser('cliente', { id: 22, name: 'Carlos Norte', email: 'cliente@demo.ar', clienteId: 3 });
const impersonator = { id: 1, name: 'Ana Administradora' };

const expired = () => errorResponse(401, 'Tu sesión expiró.', { message: 'x', code: 'UNAUTHENTICATED' });

/** The server: who /auth/me is depends on the token sent. */
function server(extra: Parameters<typeof mockApi>[0] = {}, impersonationAlive = { value: true }) {
  return mockApi({
    'GET /api/auth/me': (call) => {
      const token = call.headers.get('Authorization');
      if (token === 'Bearer tok-admin') return jsonResponse(meResponse(admin));
      if (token === 'Bearer tok-imp' && impersonationAlive.value) {
        return jsonResponse(meResponse(client, impersonator));
      }
      return expired();
    },
    'GET /api/users': () =>
      jsonResponse({
        success: true,
        data: [admin, client],
        total: 2,
        paginacion: { siguiente: null, limite: 50 },
      }),
    'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
    'POST /api/impersonation/start': () =>
      jsonResponse({
        success: true,
        message: 'Modo impersonación iniciado',
        token: 'tok-imp',
        user: client,
        impersonator,
      }),
    'POST /api/impersonation/stop': () => {
      impersonationAlive.value = false;
      return jsonResponse({ success: true, message: 'Modo impersonación finalizado' });
    },
    ...extra,
  });
}

function impersonating() {
  window.localStorage.setItem('token', 'tok-imp');
  window.localStorage.setItem('currentUser', JSON.stringify(client));
  window.localStorage.setItem('adminToken', 'tok-admin');
  window.localStorage.setItem('adminUser', JSON.stringify(admin));
}

const tabs = async () =>
  within(await screen.findByRole('tablist'))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const find = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('impersonation', () => {
  it("starts from the users screen, keeps the admin's session aside and shows the red banner", async () => {
    window.localStorage.setItem('token', 'tok-admin');
    const calls = server();
    const view = renderApp('/dashboard?tab=users');
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    const row = within(table).getByText('Carlos Norte').closest('tr') as HTMLElement;
    await view.user.click(within(row).getByRole('button', { name: 'Impersonar' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Impersonar usuario?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Impersonar' }));

    const banner = await screen.findByTestId('impersonation-banner');
    expect(banner).toHaveTextContent('MODO IMPERSONACIÓN');
    expect(banner).toHaveTextContent('Carlos Norte');
    expect(banner).toHaveTextContent('Administrador: Ana Administradora');
    expect(find(calls, 'POST', '/api/impersonation/start')[0]?.body).toEqual({ userId: 22 });
    expect(window.localStorage.getItem('adminToken')).toBe('tok-admin');
    expect(JSON.parse(window.localStorage.getItem('adminUser') ?? 'null')).toMatchObject({ id: 1 });
    expect(window.localStorage.getItem('token')).toBe('tok-imp');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 22 });

    // The header and the tabs are the client's.
    expect(within(screen.getByRole('banner')).getByTestId('current-user-name')).toHaveTextContent(
      'Carlos Norte',
    );
    // The impersonation view first, then the client's own tabs.
    expect(await tabs()).toEqual(['Vista de impersonación', 'Mis Auditorías', 'Mis Pedidos', 'Mensajes']);
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=impersonacion'));
  });

  it("exits through POST /impersonation/stop with the impersonated token and returns to the admin's users", async () => {
    impersonating();
    const calls = server();
    const view = renderApp('/dashboard');
    const banner = await screen.findByTestId('impersonation-banner');
    await view.user.click(within(banner).getByRole('button', { name: 'Salir de impersonación' }));

    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=users'));
    expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('current-user-name')).toHaveTextContent('Ana Administradora');
    const stop = find(calls, 'POST', '/api/impersonation/stop');
    expect(stop).toHaveLength(1);
    expect(stop[0]?.headers.get('Authorization')).toBe('Bearer tok-imp');
    expect(window.localStorage.getItem('token')).toBe('tok-admin');
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? 'null')).toMatchObject({ id: 1 });
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminUser')).toBeNull();
  });

  it("lands on the admin's users even when leaving from a tab only the client has", async () => {
    impersonating();
    server();
    const view = renderApp('/dashboard?tab=my-orders');
    expect(await screen.findByRole('tab', { name: 'Mis Pedidos', selected: true })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Salir de impersonación' }));

    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=users'));
    expect(await screen.findByRole('tab', { name: 'Usuarios', selected: true })).toBeInTheDocument();
  });

  it("goes back to the admin's session, not to the login, when the impersonated session gets a 401", async () => {
    impersonating();
    const alive = { value: true };
    server({}, alive);
    const view = renderApp('/dashboard');
    await screen.findByTestId('impersonation-banner');
    // The impersonated session ends on the server; the next call answers 401.
    alive.value = false;
    await view.queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });

    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=users'));
    expect(await screen.findByTestId('current-user-name')).toHaveTextContent('Ana Administradora');
    expect(screen.queryByTestId('impersonation-banner')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('tok-admin');
    expect(window.localStorage.getItem('adminToken')).toBeNull();
  });

  it('still sends a normal session to the login on a 401', async () => {
    window.localStorage.setItem('token', 'tok-old');
    server();
    const view = renderApp('/dashboard');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("signing out while impersonating closes both sessions and forgets the admin's copy", async () => {
    impersonating();
    const calls = server({
      'POST /api/auth/logout': () => jsonResponse({ success: true, message: 'Sesión cerrada' }),
    });
    const view = renderApp('/dashboard');
    await screen.findByTestId('impersonation-banner');
    await view.user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    const logouts = find(calls, 'POST', '/api/auth/logout').map((c) => c.headers.get('Authorization'));
    expect(logouts).toEqual(['Bearer tok-imp', 'Bearer tok-admin']);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(window.localStorage.getItem('adminUser')).toBeNull();
  });
});
