import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../test/fetch-mock';
import { makeUser, meResponse } from '../test/fixtures';
import { currentUrl, renderApp } from '../test/render-app';

function signIn(user: PublicUser, extra: Parameters<typeof mockApi>[0] = {}) {
  window.localStorage.setItem('token', 'tok-1');
  return mockApi({ 'GET /api/auth/me': () => jsonResponse(meResponse(user)), ...extra });
}

/** The dashboard's own tab list (a panel may have tabs of its own). */
async function dashboardTabs() {
  return screen.findByTestId('dashboard-tabs');
}

async function visibleTabs(): Promise<string[]> {
  const list = await dashboardTabs();
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

const groupAdmin = makeUser('cliente', {
  permissions: {
    ...makeUser('cliente').permissions,
    esAdministradorGrupo: true,
    nombreGrupo: 'Grupo Norte',
    clientesAdministrados: [3, 4],
  },
});

describe('dashboard shell', () => {
  it.each<[string, PublicUser, string[], string, string]>([
    [
      'admin',
      makeUser('admin'),
      [
        'Resumen',
        'Usuarios',
        'Clientes',
        'Clientes y Sucursales',
        'Auditorías',
        'Cola de Gestión',
        'Revisión de Auditorías',
        'Archivos',
        'Gestión de Auditorías',
        'Sueldos',
        'Control de Personal',
        'Finanzas',
        'Configuración',
        'Registro de actividad',
        'Mensajes',
      ],
      'Resumen',
      'overview',
    ],
    ['operador', makeUser('operador'), ['Mi Sesión', 'Mensajes'], 'Mi Sesión', 'my-session'],
    [
      'supervisor',
      makeUser('supervisor'),
      [
        'Resumen',
        'Cola de Gestión',
        'Revisión de Auditorías',
        'Mis Auditorías de Supervisor',
        'Auditorías Completas',
        'Auditorías',
        'Mensajes',
      ],
      'Resumen',
      'overview',
    ],
    [
      'contable',
      makeUser('contable'),
      ['Finanzas', 'Control de Personal', 'Mensajes'],
      'Finanzas',
      'finances',
    ],
    [
      'cliente',
      makeUser('cliente'),
      ['Mis Auditorías', 'Mis Pedidos', 'Mensajes'],
      'Mis Auditorías',
      'audits',
    ],
    [
      'group administrator cliente',
      groupAdmin,
      ['Resumen', 'Mis Auditorías', 'Mis Pedidos', 'Mensajes'],
      'Resumen',
      'overview',
    ],
  ])('shows the tabs of %s and lands on the start tab', async (_label, user, tabs, start, startId) => {
    signIn(user);
    const view = renderApp('/dashboard');
    expect(await visibleTabs()).toEqual(tabs);
    const list = await dashboardTabs();
    expect(within(list).getByRole('tab', { name: start })).toHaveAttribute('aria-selected', 'true');
    expect(within(list).getAllByRole('tab', { selected: true })).toHaveLength(1);
    await waitFor(() => expect(currentUrl(view.router)).toBe(`/dashboard?tab=${startId}`));
    expect(within(list).queryByRole('tab', { name: 'Herramientas' })).not.toBeInTheDocument();
  });

  it('shows name, email and role, the bell and the logout button in the header', async () => {
    signIn(makeUser('operador', { name: 'Olga Ruiz', email: 'olga@example.com' }));
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Olga Ruiz')).toBeInTheDocument();
    expect(within(header).getByText('olga@example.com')).toBeInTheDocument();
    expect(within(header).getByText('Operador')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Cerrar Sesión' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Logs de depuración/ })).not.toBeInTheDocument();
  });

  it('opens the tab named in ?tab= when the user may see it', async () => {
    signIn(makeUser('operador'));
    renderApp('/dashboard?tab=messages');
    expect(await screen.findByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Mensajes' })).toBeInTheDocument();
  });

  it.each(['users', 'no-existe', 'dashboard'])(
    'replaces ?tab=%s, not open to an operador, with the start tab',
    async (tab) => {
      signIn(makeUser('operador'));
      const view = renderApp(`/dashboard?tab=${tab}`);
      expect(await screen.findByRole('tab', { name: 'Mi Sesión' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=my-session'));
      expect(screen.queryByRole('button', { name: 'Reparar pagos' })).not.toBeInTheDocument();
    },
  );

  it('keeps the chosen tab in the address', async () => {
    signIn(makeUser('contable'));
    const view = renderApp('/dashboard');
    await view.user.click(await screen.findByRole('tab', { name: 'Mensajes' }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=messages'));
    expect(screen.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
  });

  it("offers a phone the role's tabs as one 'Sección' menu that opens the chosen one", async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } };
    happyDOM.setViewport({ width: 390 });
    try {
      signIn(makeUser('supervisor'));
      const view = renderApp('/dashboard');
      const menu = await screen.findByRole('combobox', { name: 'Sección' });
      // The tab bar is not shown on a phone (it wrapped into rows above every screen).
      expect(screen.getByTestId('dashboard-tabs')).not.toBeVisible();
      const tabs = within(screen.getByTestId('dashboard-tabs')).getAllByRole('tab', { hidden: true });
      expect(
        within(menu)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(tabs.map((tab) => tab.textContent));
      expect(menu).toHaveValue('overview');
      await view.user.selectOptions(menu, 'Mensajes');
      await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=messages'));
      expect(menu).toHaveValue('messages');
      expect(await screen.findByRole('tabpanel')).toBeVisible();
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it.each<[string, PublicUser, string]>([
    ['cliente', makeUser('cliente'), 'audits'],
    ['group administrator cliente', groupAdmin, 'audits'],
    ['admin', makeUser('admin'), 'overview'],
    ['supervisor', makeUser('supervisor'), 'overview'],
    // 'overview' is not among their tabs, so the dashboard falls back to their start tab.
    ['operador', makeUser('operador'), 'my-session'],
    ['contable', makeUser('contable'), 'finances'],
  ])('the logo takes a %s to their home tab', async (_label, user, expected) => {
    signIn(user);
    const view = renderApp('/dashboard?tab=messages');
    await screen.findByRole('tab', { name: 'Mensajes', selected: true });
    await view.user.click(screen.getByTestId('header-logo'));
    await waitFor(() => expect(currentUrl(view.router)).toBe(`/dashboard?tab=${expected}`));
  });

  it('lets the admin open the hidden tools tab by address, outside the tab list', async () => {
    signIn(makeUser('admin'));
    const view = renderApp('/dashboard?tab=dashboard');
    const tools = await screen.findByRole('region', { name: 'Herramientas' });
    expect(await within(tools).findByRole('button', { name: 'Reparar pagos' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Reparar usuarios' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { selected: true })).not.toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/dashboard?tab=dashboard');
  });

  it('asks for confirmation before repairing payments and shows the server error when it fails', async () => {
    const calls = signIn(makeUser('admin'));
    const view = renderApp('/dashboard?tab=dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Reparar pagos' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Reparar pagos?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/api/finanzas/repair-inconsistencias')).toBe(false);

    await view.user.click(screen.getByRole('button', { name: 'Reparar pagos' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await within(screen.getByTestId('repair-payments')).findByRole('alert')).toHaveTextContent(
      'Error reparando inconsistencias: Ruta no encontrada',
    );
    const call = calls.find((c) => c.path === '/api/finanzas/repair-inconsistencias');
    expect(call?.method).toBe('POST');
    expect(within(screen.getByTestId('repair-users')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error reparando usuarios: ...' with the server's reason when repairing users fails", async () => {
    signIn(makeUser('admin'), {
      'POST /api/users/fix-usernames': () => errorResponse(500, 'No se pudieron corregir los usuarios'),
    });
    const view = renderApp('/dashboard?tab=dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Reparar usuarios' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await within(screen.getByTestId('repair-users')).findByRole('alert')).toHaveTextContent(
      'Error reparando usuarios: No se pudieron corregir los usuarios',
    );
  });

  it('repairs users after confirmation and shows the result with each email and its new username', async () => {
    const calls = signIn(makeUser('admin'), {
      'POST /api/users/fix-usernames': () =>
        jsonResponse({
          success: true,
          message: 'Se corrigieron 3 nombres de usuario',
          fixes: [
            { email: 'luis@example.com', newUsername: 'luis' },
            { email: 'luis@otro.com', newUsername: 'luis2' },
            { email: 'x@example.com', newUsername: 'xusuario' },
          ],
        }),
    });
    const view = renderApp('/dashboard?tab=dashboard');
    await view.user.click(await screen.findByRole('button', { name: 'Reparar usuarios' }));
    await view.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Se corrigieron 3 nombres de usuario')).toBeInTheDocument();
    const fixes = screen.getByRole('table', { name: 'Usuarios corregidos' });
    const rows = within(fixes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['luis@example.comluis', 'luis@otro.comluis2', 'x@example.comxusuario']);
    expect(calls.filter((c) => c.path === '/api/users/fix-usernames')).toHaveLength(1);
  });

  it("keeps the admin's header free of the debug-logs switch (it lives in 'Configuración')", async () => {
    window.localStorage.setItem('debugLogs', 'true');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    signIn(makeUser('admin'));
    renderApp('/dashboard');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(within(header).queryByText(/Logs de depuración/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('debug-logs-toggle')).not.toBeInTheDocument();
    // The stored switch still works: every API call is logged.
    expect(debug).toHaveBeenCalled();
  });
});
