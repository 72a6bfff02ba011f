import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setToken } from '../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse, requestedQueries } from '../test/downloads';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render-with-providers';
import { ExportMenu } from './export-menu';

describe('ExportMenu', { timeout: 20_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it("downloads the list's export with its filters and the bearer token, saved under the server's name", async () => {
    setToken('tok-1');
    const names = captureDownloads();
    const calls = mockApi({ 'GET /api/audits/export': fileResponse('auditorias-2026-11-25.xlsx') });
    const { user } = renderWithProviders(
      <ExportMenu
        what="las auditorías"
        download={{
          path: '/audits/export',
          query: { all: 'true', estado: ['pendiente', 'asignada'], search: 'salón', clienteId: 7, vacio: '' },
          fallbackName: 'auditorias',
        }}
      />,
    );
    const query = await exportedQuery(user, names, {
      button: 'Descargar las auditorías en XLSX',
      file: 'auditorias-2026-11-25.xlsx',
      path: '/api/audits/export',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(query).toEqual({
      formato: 'xlsx',
      all: 'true',
      estado: 'pendiente,asignada',
      search: 'salón',
      clienteId: '7',
    });
  });

  it("shows the server's refusal next to the buttons, and says why when the filters cannot be exported", async () => {
    setToken('tok-1');
    captureDownloads();
    mockApi({
      'GET /api/users/export': () =>
        jsonResponse(
          {
            success: false,
            error: 'La exportación supera el máximo de 50.000 filas: usá los filtros para acotarla',
          },
          400,
        ),
    });
    const { user } = renderWithProviders(
      <ExportMenu what="los usuarios" download={{ path: '/users/export', fallbackName: 'usuarios' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Descargar los usuarios en CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al descargar el archivo: La exportación supera el máximo de 50.000 filas: usá los filtros para acotarla',
    );
    expect(requestedQueries('/api/users/export')[0]?.get('formato')).toBe('csv');
  });

  it('disables the buttons and says why when the screen cannot export its current filters', async () => {
    mockApi({});
    renderWithProviders(
      <ExportMenu
        what="el historial"
        download={{ path: '/audits/export', fallbackName: 'historial' }}
        unavailable="Para exportar, elegí un solo cliente (o ninguno)."
      />,
    );
    expect(screen.getByRole('button', { name: 'Descargar el historial en CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar el historial en XLSX' })).toBeDisabled();
    expect(screen.getByText('Para exportar, elegí un solo cliente (o ninguno).')).toBeInTheDocument();
  });
});
