import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/chunk-load';
import { renderRouter } from '../test/render-with-providers';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('a failed download of code says Sin conexión and Reintentar renders the same address again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let offline = true;
    function Page() {
      if (offline) {
        throw new ChunkLoadError('offline', new TypeError('Failed to fetch dynamically imported module'));
      }
      return <p>Pantalla cargada</p>;
    }
    const router = createMemoryRouter(
      [{ path: '/finanzas', element: <Page />, errorElement: <RouteError /> }],
      {
        initialEntries: ['/finanzas?tab=ingresos'],
      },
    );
    const { user } = renderRouter(router);
    expect(await screen.findByText('Sin conexión')).toBeInTheDocument();
    expect(screen.queryByText(/Ocurrió un error inesperado/)).not.toBeInTheDocument();
    offline = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pantalla cargada')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=ingresos');
  });

  it('any other error keeps the plain message and the way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Page(): never {
      throw new Error('fallo');
    }
    const router = createMemoryRouter([{ path: '/x', element: <Page />, errorElement: <RouteError /> }], {
      initialEntries: ['/x'],
    });
    renderRouter(router);
    expect(
      await screen.findByText('Ocurrió un error inesperado al mostrar esta pantalla.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });
});
