import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdvancesList } from './advances-list';

const PATH = '/api/finanzas/adelantos';
const advance = (id: number, usuario: string, monto: number, concepto: string) => ({
  id,
  usuario,
  usuarioId: id + 100,
  fecha: '2026-03-10',
  monto,
  concepto,
});
const page = (adelantos: unknown[], siguiente: string | null = null) =>
  jsonResponse({ success: true, adelantos, paginacion: { siguiente, limite: 25 } });

function renderList(answer: () => Response) {
  const calls = mockApi({ [`GET ${PATH}`]: answer });
  return { ...renderWithProviders(<AdvancesList period={{ mes: 3, anio: 2026 }} />), calls };
}

describe("the Personal tab's advances", { timeout: 20_000 }, () => {
  it("asks for the chosen month and says 'No hay adelantos registrados' when there are none", async () => {
    renderList(() => page([]));
    expect(await screen.findByText('No hay adelantos registrados')).toBeVisible();
    const url = requestedUrls(PATH)[0];
    expect(url?.searchParams.get('mes')).toBe('3');
    expect(url?.searchParams.get('anio')).toBe('2026');
    expect(screen.queryByTestId('advances-table')).not.toBeInTheDocument();
  });

  it('lists date, person, concept and amount, and loads the next page on Cargar más', async () => {
    const { user } = renderList(() =>
      requestedUrls(PATH).at(-1)?.searchParams.get('cursor') === 'p2'
        ? page([advance(1, 'Olga Operadora', 5_000, 'Adelanto de marzo')])
        : page([advance(2, 'Sergio Supervisor', 12_500, 'Adelanto de sueldo')], 'p2'),
    );
    const table = await screen.findByTestId('advances-table');
    const row = within(table).getByTestId('advance-2');
    expect(row).toHaveTextContent('10/03/2026');
    expect(row).toHaveTextContent('Sergio Supervisor');
    expect(row).toHaveTextContent('Adelanto de sueldo');
    expect(row).toHaveTextContent('$ 12.500');
    expect(within(table).queryByText('Olga Operadora')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(table).findByText('Olga Operadora')).toBeVisible();
    expect(screen.getByText('Mostrando 2 (todas)')).toBeVisible();
  });

  it("says 'Error al cargar los datos financieros' when the list cannot be read", async () => {
    renderList(() => jsonResponse({ success: false, error: 'Falla' }, 500));
    expect(await screen.findByText(/Error al cargar los datos financieros/)).toBeVisible();
    expect(screen.queryByText('No hay adelantos registrados')).not.toBeInTheDocument();
  });
});
