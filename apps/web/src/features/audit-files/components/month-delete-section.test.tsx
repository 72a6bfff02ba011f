import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { currentUrl, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MonthDeleteSection } from './month-delete-section';

const now = new Date('2026-11-22T15:00:00.000Z');

/** GET /audits/files answering the totals of the month asked for (`mes`), as the server counts them. */
function monthTotals(byMonth: Record<string, { archivos: number; bytes: number }>) {
  return () => {
    const mes = currentUrl().searchParams.get('mes') ?? '';
    const totals = byMonth[mes] ?? { archivos: 0, bytes: 0 };
    return jsonResponse({
      success: true,
      data: [],
      paginacion: { siguiente: null, limite: 1 },
      totales: { archivos: 500, bytes: 9_999_999 },
      totalesFiltro: totals,
    });
  };
}

describe('bulk delete by month', { timeout: 20_000 }, () => {
  it('refuses last month when the server counts no files in it, and asks for a month', async () => {
    const calls = mockApi({ 'GET /api/audits/files': monthTotals({}) });
    const onResult = vi.fn();
    const { user } = renderWithProviders(<MonthDeleteSection onResult={onResult} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar mes pasado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay archivos del mes pasado para eliminar',
    );
    expect(requestedUrls('/api/audits/files')[0]?.searchParams.get('mes')).toBe('2026-10');
    await user.click(screen.getByRole('button', { name: 'Eliminar archivos del mes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí un mes');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it("confirms with the server's count of the whole month, deletes it and reports partial failures", async () => {
    const calls = mockApi({
      'GET /api/audits/files': monthTotals({ '2026-10': { archivos: 240, bytes: 4096 } }),
      'DELETE /api/audits/files/month/2026-10': () =>
        jsonResponse({ success: true, message: 'x', eliminados: 1, errores: 1 }),
    });
    const onResult = vi.fn();
    const { user } = renderWithProviders(<MonthDeleteSection onResult={onResult} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar mes pasado' }));
    expect(await screen.findByText('¿Eliminar los archivos de octubre de 2026?')).toBeInTheDocument();
    expect(screen.getByText(/Se eliminarán 240 archivos \(4 KB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith('orange', '⚠️ 1 archivos eliminados, 1 errores...'),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/audits/files/month/2026-10' });
  });

  it("reports 'Error en eliminación masiva: ' with the server's text", async () => {
    mockApi({
      'GET /api/audits/files': monthTotals({ '2026-10': { archivos: 1, bytes: 10 } }),
      'DELETE /api/audits/files/month/2026-10': () =>
        errorResponse(400, 'No hay archivos en el mes seleccionado', { message: 'x', code: 'BAD_REQUEST' }),
    });
    const onResult = vi.fn();
    const { user } = renderWithProviders(<MonthDeleteSection onResult={onResult} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar mes pasado' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(
        'red',
        'Error en eliminación masiva: No hay archivos en el mes seleccionado',
      ),
    );
  });
});
