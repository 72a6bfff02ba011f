import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../audits/testing/render-with-providers';
import type { StoredFile } from '../api/list-audit-files';
import { MonthDeleteSection } from './month-delete-section';

const now = new Date('2026-11-22T15:00:00.000Z');
const october = (id: number): StoredFile => ({
  id,
  auditId: 7,
  nombreArchivo: `s${id}`,
  nombreOriginal: `plano-${id}.pdf`,
  tamaño: 2048,
  fechaSubida: '2026-10-10T12:00:00.000Z',
  clientName: 'Demo Norte S.A.',
  auditTitle: 'Control',
});

describe('bulk delete by month', { timeout: 20_000 }, () => {
  it('refuses last month when it has no files', async () => {
    const calls = mockApi({});
    const onResult = vi.fn();
    const { user } = renderWithProviders(<MonthDeleteSection files={[]} onResult={onResult} now={now} />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar mes pasado' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No hay archivos del mes pasado para eliminar');
    await user.click(screen.getByRole('button', { name: 'Eliminar archivos del mes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elegí un mes');
    expect(calls).toHaveLength(0);
  });

  it('confirms, deletes last month and reports partial failures with the spec text', async () => {
    const calls = mockApi({
      'DELETE /api/audits/files/month/2026-10': () =>
        jsonResponse({ success: true, message: 'x', eliminados: 1, errores: 1 }),
    });
    const onResult = vi.fn();
    const { user } = renderWithProviders(
      <MonthDeleteSection files={[october(1), october(2)]} onResult={onResult} now={now} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar mes pasado' }));
    expect(await screen.findByText('¿Eliminar los archivos de octubre de 2026?')).toBeInTheDocument();
    expect(screen.getByText(/Se eliminarán 2 archivos \(4 KB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith('orange', '⚠️ 1 archivos eliminados, 1 errores...'),
    );
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/audits/files/month/2026-10' });
  });

  it("reports 'Error en eliminación masiva: ' with the server's text", async () => {
    mockApi({
      'DELETE /api/audits/files/month/2026-10': () =>
        jsonResponse(
          {
            success: false,
            error: 'No hay archivos en el mes seleccionado',
            message: 'x',
            code: 'BAD_REQUEST',
          },
          400,
        ),
    });
    const onResult = vi.fn();
    const { user } = renderWithProviders(
      <MonthDeleteSection files={[october(1)]} onResult={onResult} now={now} />,
    );
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
