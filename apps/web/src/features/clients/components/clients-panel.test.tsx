import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse, requestedQueries } from '../../../test/downloads';
import { errorResponse, jsonResponse, type mockApi } from '../../../test/fetch-mock';
import { clientListResponse, renderClientsScreen } from '../testing/clients-screen';
import { makeSummary } from '../testing/fixtures';

const NORTE = makeSummary();
const SUR = makeSummary({
  id: 3,
  nombre: 'Demo Sur S.R.L.',
  empresa: null,
  email: 'administracion@demosur.com.ar',
  cuit: '30-71111222-3',
  contactoPrincipal: 'Silvia Sur',
  activo: false,
  estado: 'inactivo',
});

/** The URLs fetch was called with (the mock routes ignore the query string). */
function requestedUrls(): string[] {
  return vi.mocked(fetch).mock.calls.map(([input]) => String(input));
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return renderClientsScreen({
    // The server searches name, contact, email and CUIT: here, the last requested search decides.
    'GET /api/clients': () => {
      const last =
        requestedUrls()
          .filter((u) => u.startsWith('/api/clients?') || u === '/api/clients')
          .at(-1) ?? '';
      const search = new URL(last, 'http://x').searchParams.get('search');
      const data = search
        ? [SUR].filter((c) => c.cuit?.includes(search) || c.nombre.toLowerCase().includes(search))
        : [NORTE, SUR];
      return clientListResponse(data, 2);
    },
    ...extra,
  });
}

describe('Gestión de Clientes', () => {
  it('lists the clients with their columns and estado in green when activo', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Gestión de Clientes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clientes registrados' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Email', 'Teléfono', 'Contacto', 'Estado', 'Acciones']);
    const norte = within(table).getByRole('row', { name: /Demo Norte S\.A\./ });
    expect(within(norte).getByText('activo')).toBeInTheDocument();
    expect(within(norte).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(within(norte).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    expect(within(norte).getByRole('button', { name: 'Operadores' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Demo Sur/ })).toHaveTextContent('inactivo');
  });

  it('searches by name, contact, email or CUIT on the server', async () => {
    const { user } = setup();
    await screen.findByRole('row', { name: /Demo Norte/ });
    // Argentina says CUIT (the spec's `rut` is the same field).
    expect(screen.getByLabelText('Buscar')).toHaveAttribute('placeholder', 'Nombre, contacto, email o CUIT');
    await user.type(screen.getByLabelText('Buscar'), '30-7111');
    await waitFor(() => expect(requestedUrls().some((u) => u.includes('search=30-7111'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Demo Norte/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Demo Sur/ })).toBeInTheDocument();
    expect(screen.getByTestId('clients-count')).toHaveTextContent('1 cliente');
    await user.clear(screen.getByLabelText('Buscar'));
    await user.type(screen.getByLabelText('Buscar'), 'nadie');
    expect(await screen.findByText('Ningún cliente coincide con la búsqueda.')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says it cannot be undone, and the message goes away after 3 s', async () => {
    const { user, calls } = setup({
      'DELETE /api/clients/3': () =>
        jsonResponse({ success: true, message: 'Cliente "Demo Sur S.R.L." eliminado exitosamente' }),
    });
    const row = await screen.findByRole('row', { name: /Demo Sur/ });
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
      expect(await screen.findByText('Cliente "Demo Sur S.R.L." eliminado exitosamente')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/clients/3')).toBe(true);
      vi.advanceTimersByTime(3100);
      await waitFor(() =>
        expect(
          screen.queryByText('Cliente "Demo Sur S.R.L." eliminado exitosamente'),
        ).not.toBeInTheDocument(),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows Error eliminando cliente with the server text', async () => {
    const { user } = setup({
      'DELETE /api/clients/3': () =>
        errorResponse(404, 'Cliente no encontrado', { message: 'Cliente no encontrado' }),
    });
    const row = await screen.findByRole('row', { name: /Demo Sur/ });
    await user.click(within(row).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error eliminando cliente: Cliente no encontrado')).toBeInTheDocument();
  });

  it('exports the clients with their branches and the search on screen', async () => {
    setToken('tok-admin');
    const names = captureDownloads();
    const { user } = setup({ 'GET /api/clients/export': fileResponse('clientes-2026-11-25.xlsx') });
    await screen.findByRole('table', { name: 'Clientes registrados' });
    await user.type(screen.getByLabelText('Buscar'), 'sur');
    await waitFor(() => expect(requestedQueries('/api/clients').at(-1)?.get('search')).toBe('sur'));
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar los clientes y sus sucursales en XLSX',
        file: 'clientes-2026-11-25.xlsx',
        path: '/api/clients/export',
      }),
    ).toEqual({
      formato: 'xlsx',
      search: 'sur',
    });
  }, 20_000);
});
