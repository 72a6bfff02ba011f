import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse, queryObject, requestedQueries } from '../../../test/downloads';
import { jsonResponse, mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { countsAnswer, filteredAuditsAnswer, pagedAnswer } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { assignableOperatorsAnswer, makeAudit } from '../testing/fixtures';
import { matchesTrackingSearch } from '../tracking-list';
import { AuditTrackingPanel } from './audit-tracking-panel';

const person = (id: number, name: string) => ({ id, name, username: null, email: `${id}@demo.ar` });
const olga = person(15, 'Olga Operadora');
const oscar = person(16, 'Oscar Operador');
const audits = [
  makeAudit({
    id: 1,
    titulo: 'Entregada vieja',
    estado: 'entregada',
    createdAt: '2026-11-01T12:00:00.000Z',
    operadorId: 16,
    operador: oscar,
  }),
  makeAudit({
    id: 2,
    titulo: 'Revisión de reposición nocturna',
    estado: 'pendiente',
    createdAt: '2026-11-21T12:00:00.000Z',
  }),
  makeAudit({
    id: 3,
    titulo: 'Atención al cliente en salón',
    estado: 'asignada',
    createdAt: '2026-11-22T09:00:00.000Z',
    operadorId: 15,
    operador: olga,
    asignadoPor: 2,
  }),
  makeAudit({
    id: 4,
    titulo: 'Control de stock',
    estado: 'en_proceso',
    createdAt: '2026-11-22T09:00:00.000Z',
    prioridad: 'urgente',
    operadorId: 16,
    operador: oscar,
    client: { id: 5, nombre: 'Demo Sur S.R.L.' },
    cliente: 'Demo Sur S.R.L.',
    supervisor: person(2, 'Sergio Supervisor'),
  }),
];

/** Every GET /api/audits request made so far, as its query. */
const listQueries = () => requestedQueries('/api/audits');

/** The server's counts: deliberately not the length of any list the screen holds. */
const COUNTS = { pendiente: 12, asignada: 7, en_proceso: 3, entregada: 40 };

function setup(routes: Parameters<typeof mockApi>[0] = {}, role: 'admin' | 'supervisor' = 'admin') {
  const calls = mockApi({
    'GET /api/audits': filteredAuditsAnswer(audits, matchesTrackingSearch),
    'GET /api/audits/counts': () => countsAnswer(COUNTS),
    'GET /api/users/assignable': assignableOperatorsAnswer,
    ...routes,
  });
  const view = renderWithProviders(<AuditTrackingPanel user={makeUser(role, { id: 1 })} />);
  return { ...view, calls };
}

const listed = () =>
  within(screen.getByTestId('tracking-list'))
    .getAllByRole('article')
    .map((a) => a.getAttribute('data-testid'));

describe('audit tracking', { timeout: 20_000 }, () => {
  it('lists every audit as the server pages it, newest first, with the total from the counts', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Auditorías - Seguimiento Completo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Nueva Auditoría' })).toBeInTheDocument();
    await screen.findByTestId('tracking-list');
    // The server's order kept (it is the spec's tracking order, asked with orden=seguimiento): no sort on screen.
    expect(listed()).toEqual([
      'tracking-audit-1',
      'tracking-audit-2',
      'tracking-audit-3',
      'tracking-audit-4',
    ]);
    expect(await screen.findByText('62 auditorías')).toBeInTheDocument();
    const first = listQueries()[0];
    expect(first?.get('all')).toBe('true');
    expect(first?.get('orden')).toBe('seguimiento');
    expect(first?.get('estado')).toBeNull();
    expect(first?.get('limit')).toBeNull();
    expect(first?.get('cursor')).toBeNull();
  });

  it('loads the next page with Cargar más inside the list', async () => {
    const older = makeAudit({ id: 0, titulo: 'Auditoría de la página 2', estado: 'facturada' });
    const { user } = setup({
      'GET /api/audits': pagedAnswer([audits.slice(0, 2), [older]]),
    });
    await screen.findByTestId('tracking-list');
    expect(listed()).toEqual(['tracking-audit-1', 'tracking-audit-2']);
    const more = within(screen.getByTestId('tracking-list')).getByRole('button', { name: 'Cargar más' });
    await user.click(more);
    await waitFor(() =>
      expect(listed()).toEqual(['tracking-audit-1', 'tracking-audit-2', 'tracking-audit-0']),
    );
    expect(listQueries().map((q) => q.get('cursor'))).toEqual([null, 'p1']);
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });

  it('refreshes every 30 s the pages shown and the counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const older = makeAudit({ id: 0, titulo: 'Auditoría de la página 2', estado: 'facturada' });
      const { user, calls } = setup({
        'GET /api/audits': pagedAnswer([audits.slice(0, 2), [older]]),
      });
      await screen.findByTestId('tracking-list');
      await user.click(screen.getByRole('button', { name: 'Cargar más' }));
      await waitFor(() => expect(listed()).toHaveLength(3));
      const before = listQueries().length;
      const countsBefore = calls.filter((c) => c.path === '/api/audits/counts').length;
      await vi.advanceTimersByTimeAsync(30_100);
      await waitFor(() => expect(listQueries().length).toBe(before + 2));
      expect(
        listQueries()
          .slice(before)
          .map((q) => q.get('cursor')),
      ).toEqual([null, 'p1']);
      expect(calls.filter((c) => c.path === '/api/audits/counts').length).toBe(countsBefore + 1);
      expect(listed()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('searches on the server, debounced, by title, client, operator, supervisor and id', async () => {
    const { user } = setup();
    await screen.findByTestId('tracking-list');
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    await user.type(search, 'OSCAR');
    await waitFor(() => expect(listed()).toEqual(['tracking-audit-1', 'tracking-audit-4']));
    // One request for the whole word, not one per keystroke.
    expect(listQueries().map((q) => q.get('search'))).toEqual([null, 'OSCAR']);
    await user.clear(search);
    await user.type(search, 'demo sur');
    await waitFor(() => expect(listed()).toEqual(['tracking-audit-4']));
    await user.clear(search);
    await user.type(search, '2');
    await waitFor(() => expect(listed()).toEqual(['tracking-audit-2']));
    expect(listQueries().at(-1)?.get('search')).toBe('2');
    await user.clear(search);
    await user.type(search, 'nada parecido');
    expect(await screen.findByText('No hay auditorías que coincidan con la búsqueda.')).toBeInTheDocument();
  });

  it("filters on the server by the status tiles (the server's counts) and the status dropdown", async () => {
    const { user } = setup();
    await screen.findByTestId('tracking-list');
    const tile = await screen.findByRole('button', { name: 'Asignada: 7' });
    expect(screen.getByRole('button', { name: 'Entregada: 40' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pendiente: 12' })).toBeInTheDocument();
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listed()).toEqual(['tracking-audit-3']));
    expect(listQueries().at(-1)?.get('estado')).toBe('asignada');
    expect(screen.getByText('7 auditorías')).toBeInTheDocument();
    await user.click(tile);
    await waitFor(() => expect(listed()).toHaveLength(4));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Entregada' }));
    await waitFor(() => expect(listed()).toEqual(['tracking-audit-1']));
    expect(listQueries().at(-1)?.get('estado')).toBe('entregada');
  });

  it('expands an audit into its details and timeline', async () => {
    const { user } = setup({
      'GET /api/audits/3/timeline': () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: 1,
              at: '2026-11-22T09:00:00.000Z',
              actor: { id: 1, name: 'Ana Administradora' },
              action: 'creada',
              de: null,
              a: 'pendiente',
              nota: null,
            },
            {
              id: 2,
              at: '2026-11-22T10:00:00.000Z',
              actor: { id: 2, name: 'Sergio Supervisor' },
              action: 'asignada',
              de: 'pendiente',
              a: 'asignada',
              nota: 'Asignada a Olga Operadora',
            },
          ],
        }),
    });
    const item = within(await screen.findByTestId('tracking-audit-3'));
    await user.click(item.getByRole('button', { name: 'Detalles' }));
    const timeline = await item.findByTestId('audit-timeline');
    expect(within(timeline).getByText('Creada')).toBeInTheDocument();
    expect(within(timeline).getByText('Asignada a Olga Operadora')).toBeInTheDocument();
    expect(within(timeline).getByText(/Sergio Supervisor/)).toBeInTheDocument();
    expect(item.getByTestId('audit-details')).toHaveTextContent('Mirar la caja 2');
  });

  it("reassigns with the spec's payload and shows the server's error, never a fake success", async () => {
    const { user, calls } = setup();
    const item = within(await screen.findByTestId('tracking-audit-3'));
    await user.click(item.getByRole('button', { name: 'Reasignar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reasignar auditoría #3' }));
    await user.click(dialog.getByRole('button', { name: 'Reasignar' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Elegí un operador');
    await user.click(dialog.getByRole('combobox', { name: 'Asignar a' }));
    await user.click(await screen.findByRole('option', { name: 'Oscar Operador (Operador)' }));
    await user.type(dialog.getByRole('textbox', { name: 'Mensaje (opcional)' }), 'Cubrí vos, por favor');
    await user.click(dialog.getByRole('button', { name: 'Reasignar' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error reasignando auditoría: Ruta no encontrada',
    );
    const sent = calls.find((c) => c.method === 'PUT' && c.path === '/api/audits/3/reassign');
    expect(sent?.body).toEqual({ operadorId: 16, mensaje: 'Cubrí vos, por favor', prioridad: 'normal' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('assigns a waiting audit and highlights it with the confirmation', async () => {
    const { user, calls } = setup({
      'PATCH /api/audits/2/assign': () =>
        okResponse('Auditoría asignada', { ...audits[1], estado: 'asignada' }),
    });
    const item = within(await screen.findByTestId('tracking-audit-2'));
    await user.click(item.getByRole('button', { name: 'Asignar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Asignar auditoría #2' }));
    expect(dialog.queryByRole('textbox', { name: 'Mensaje (opcional)' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: 'Asignar a' }));
    await user.click(await screen.findByRole('option', { name: 'Olga Operadora (Operador)' }));
    await user.click(dialog.getByRole('button', { name: 'Asignar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Auditoría asignada');
    expect(calls.find((c) => c.path === '/api/audits/2/assign')?.body).toEqual({ operadorId: 15 });
    await waitFor(() =>
      expect(screen.getByTestId('tracking-audit-2')).toHaveAttribute('data-highlighted', 'true'),
    );
  });

  it('adds a message only with text, and shows the server error', async () => {
    const { user, calls } = setup();
    const item = within(await screen.findByTestId('tracking-audit-4'));
    await user.click(item.getByRole('button', { name: 'Mensaje' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar mensaje · #4' }));
    const send = dialog.getByRole('button', { name: 'Agregar mensaje' });
    expect(send).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Mensaje' }), '   ');
    expect(send).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Mensaje' }), 'Revisar cámara 3');
    await user.click(send);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error agregando mensaje: Ruta no encontrada');
    expect(calls.find((c) => c.path === '/api/audits/4/add-message')?.body).toEqual({
      mensaje: 'Revisar cámara 3',
      tipo: 'general',
    });
  });

  it('exports the list with the filters on screen: the state and the search the list is asked with', async () => {
    setToken('tok-admin');
    const names = captureDownloads();
    const { user } = setup({ 'GET /api/audits/export': fileResponse('auditorias-2026-11-25.csv') });
    await screen.findByTestId('tracking-list');
    await user.click(await screen.findByRole('button', { name: 'Asignada: 7' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'salón');
    await waitFor(() => expect(listQueries().at(-1)?.get('search')).toBe('salón'));
    await user.click(screen.getByRole('button', { name: 'Descargar las auditorías en CSV' }));
    await waitFor(() => expect(names).toEqual(['auditorias-2026-11-25.csv']));
    const list = listQueries().at(-1);
    const exported = requestedQueries('/api/audits/export')[0];
    expect(queryObject(exported)).toEqual({
      formato: 'csv',
      all: 'true',
      estado: 'asignada',
      search: 'salón',
      orden: 'seguimiento',
    });
    expect(exported?.get('estado')).toBe(list?.get('estado'));
    expect(exported?.get('search')).toBe(list?.get('search'));
  });
});
