import type { StoredFile } from '@auditorias/domain/schemas/audit-files';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { currentUrl, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuditFilesPanel } from './audit-files-panel';

const file = (id: number, nombreOriginal: string): StoredFile => ({
  id,
  auditId: 100 + id,
  nombreArchivo: `s${id}`,
  nombreOriginal,
  tamaño: 1024,
  fechaSubida: '2026-10-10T12:00:00.000Z',
  clientName: 'Demo Norte S.A.',
  auditTitle: 'Control',
});

/** GET /audits/files: two pages (cursor 'p1' for the second), the totals and what the filter matches. */
function filesServer() {
  return () => {
    const url = currentUrl();
    const second = url.searchParams.get('cursor') === 'p1';
    const filtered = url.searchParams.has('search') || url.searchParams.has('mes');
    return jsonResponse({
      success: true,
      data: second ? [file(3, 'tercero.pdf')] : [file(1, 'primero.pdf'), file(2, 'segundo.pdf')],
      paginacion: { siguiente: second ? null : 'p1', limite: 50 },
      totales: { archivos: 1234, bytes: 5 * 1024 * 1024 },
      totalesFiltro: filtered ? { archivos: 3, bytes: 3072 } : { archivos: 1234, bytes: 5 * 1024 * 1024 },
    });
  };
}

/** Picks 'Más antiguos' and waits for the list to be asked again in that order, still searching 'norte'. */
async function orderOldestFirst(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
  await user.click(await screen.findByRole('option', { name: 'Más antiguos' }));
  await waitFor(() => {
    const last = requestedUrls('/api/audits/files').at(-1);
    expect(last?.searchParams.get('orden')).toBe('fecha_asc');
    expect(last?.searchParams.get('search')).toBe('norte');
  });
}

describe('file management screen (server list)', { timeout: 20_000 }, () => {
  it("shows the server's totals and first page, and 'Cargar más' asks for the next page", async () => {
    mockApi({ 'GET /api/audits/files': filesServer() });
    const { user } = renderWithProviders(<AuditFilesPanel />);
    const table = await screen.findByTestId('files-table');
    expect(within(table).getByText('primero.pdf')).toBeInTheDocument();
    // A whole sentence about what is removed (it once began 'Los de auditorías entregadas…').
    expect(
      screen.getByText(
        'Adjuntos de las auditorías. Los archivos de una auditoría entregada hace más de 30 días se eliminan solos.',
      ),
    ).toBeInTheDocument();
    // The tiles are the server's totals, not the rows loaded.
    expect(screen.getByTestId('files-total-count')).toHaveTextContent('1234');
    expect(screen.getByTestId('files-total-size')).toHaveTextContent('5 MB');
    const first = requestedUrls('/api/audits/files')[0];
    expect(first?.searchParams.has('cursor')).toBe(false);
    expect(first?.searchParams.has('limit')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(table).findByText('tercero.pdf')).toBeInTheDocument();
    expect(requestedUrls('/api/audits/files').at(-1)?.searchParams.get('cursor')).toBe('p1');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });

  it('sends the search and the order to the server and shows how many files match', async () => {
    mockApi({ 'GET /api/audits/files': filesServer() });
    const { user } = renderWithProviders(<AuditFilesPanel />);
    await screen.findByTestId('files-table');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'norte');
    await waitFor(() =>
      expect(requestedUrls('/api/audits/files').at(-1)?.searchParams.get('search')).toBe('norte'),
    );
    expect(await screen.findByTestId('files-filter-count')).toHaveTextContent('3 archivos coinciden (3 KB)');

    await orderOldestFirst(user);
    // Typing does not ask once per key: the search waits for a pause.
    expect(
      requestedUrls('/api/audits/files').filter((u) => (u.searchParams.get('search') ?? '').length > 0),
    ).toHaveLength(2);
  });

  it('exports the file list with the search and the order on screen', async () => {
    setToken('tok-admin');
    const names = captureDownloads();
    mockApi({
      'GET /api/audits/files': filesServer(),
      'GET /api/audits/files/export': fileResponse('archivos-2026-11-25.csv'),
    });
    const { user } = renderWithProviders(<AuditFilesPanel />);
    await screen.findByTestId('files-table');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'norte');
    await orderOldestFirst(user);
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar la lista de archivos en CSV',
        file: 'archivos-2026-11-25.csv',
        path: '/api/audits/files/export',
      }),
    ).toEqual({
      formato: 'csv',
      search: 'norte',
      orden: 'fecha_asc',
    });
  });
});
