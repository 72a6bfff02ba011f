import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestedQueries } from '../../../test/downloads';
import { mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { filteredAuditsAnswer, pagedAnswer } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { matchesTrackingSearch } from '../../audits/tracking-list';
import { TransitPanel } from './transit-panel';

const person = (id: number, name: string) => ({ id, name, username: null, email: `${id}@demo.ar` });
const olga = person(15, 'Olga Operadora');
const oscar = person(16, 'Oscar Operador');
const audits = [
  makeAudit({ id: 24, titulo: 'Control de stock', estado: 'en_proceso', operadorId: 16, operador: oscar }),
  makeAudit({ id: 23, titulo: 'Retenida por supervisión', estado: 'pendiente', enTransito: false }),
  makeAudit({ id: 22, titulo: 'Atención en salón', estado: 'asignada', operadorId: 15, operador: olga }),
  makeAudit({ id: 21, titulo: 'Revisión de reposición nocturna', estado: 'pendiente' }),
];

const listQueries = () => requestedQueries('/api/audits');

function setup(routes: Parameters<typeof mockApi>[0] = {}, role: 'admin' | 'supervisor' = 'admin') {
  const calls = mockApi({
    'GET /api/audits': filteredAuditsAnswer(audits, matchesTrackingSearch),
    ...routes,
  });
  const view = renderWithProviders(<TransitPanel user={makeUser(role, { id: 2 })} />);
  return { ...view, calls };
}

const rows = () =>
  within(screen.getByTestId('transit-table'))
    .queryAllByRole('row')
    .map((r) => r.getAttribute('data-testid'))
    .filter(Boolean);

describe('transit panel', { timeout: 20_000 }, () => {
  it('asks the server for the transit states, newest first, and shows only audits in transit', async () => {
    setup();
    await screen.findByTestId('transit-table');
    expect(rows()).toEqual(['transit-row-24', 'transit-row-22', 'transit-row-21']);
    const first = listQueries()[0];
    expect(first?.get('estado')).toBe('pendiente,asignada,en_proceso,pausada,terminada,solicitud');
    expect(first?.get('limit')).toBeNull();
    expect(first?.get('cursor')).toBeNull();
  });

  it('filters by state and search on the server, and by operator on the loaded rows', async () => {
    const { user } = setup();
    await screen.findByTestId('transit-table');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Pendiente' }));
    await waitFor(() => expect(rows()).toEqual(['transit-row-21']));
    expect(listQueries().at(-1)?.get('estado')).toBe('pendiente');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Todos' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'olga');
    await waitFor(() => expect(rows()).toEqual(['transit-row-22']));
    expect(listQueries().map((q) => q.get('search'))).toEqual([null, null, 'olga']);

    await user.clear(screen.getByRole('textbox', { name: 'Buscar' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const before = listQueries().length;
    await user.click(screen.getByRole('combobox', { name: 'Operador' }));
    await user.click(await screen.findByRole('option', { name: 'Oscar Operador' }));
    expect(rows()).toEqual(['transit-row-24']);
    await user.click(screen.getByRole('combobox', { name: 'Operador' }));
    await user.click(await screen.findByRole('option', { name: 'Sin asignar' }));
    expect(rows()).toEqual(['transit-row-21']);
    expect(listQueries()).toHaveLength(before);
  });

  it("loads the next page with 'Cargar más'", async () => {
    const older = makeAudit({ id: 5, titulo: 'Auditoría de la página 2', estado: 'pendiente' });
    const { user } = setup({ 'GET /api/audits': pagedAnswer([audits.slice(0, 2), [older]]) });
    await screen.findByTestId('transit-table');
    expect(rows()).toEqual(['transit-row-24']);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(rows()).toEqual(['transit-row-24', 'transit-row-5']));
    expect(listQueries().map((q) => q.get('cursor'))).toEqual([null, 'p1']);
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });

  it('lets a supervisor take an audit from the table and shows the confirmation', async () => {
    const { user, calls } = setup(
      {
        'PATCH /api/audits/21/take': () =>
          okResponse('Auditoría tomada', { ...audits[3], estado: 'asignada' }),
      },
      'supervisor',
    );
    const row = within(await screen.findByTestId('transit-row-21'));
    await user.click(row.getByRole('button', { name: 'Tomar' }));
    expect(await screen.findByText('Auditoría tomada')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/audits/21/take')).toBe(true);
  });
});
