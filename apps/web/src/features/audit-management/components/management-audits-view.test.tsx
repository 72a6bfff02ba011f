import { argentineDay } from '@auditorias/domain/format/locale';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse, queryObject, requestedQueries } from '../../../test/downloads';
import { errorResponse, mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { onePage, pagedAnswer } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit, OSCAR } from '../../audits/testing/fixtures';
import { ManagementAuditsView } from './management-audits-view';

const finished = makeAudit({
  id: 70,
  titulo: 'Procedimientos de caja',
  estado: 'terminada',
  operadorId: 16,
  operador: OSCAR,
});

function managementUrls(): URL[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audits/management');
}

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/audits/management': () => onePage([finished]),
    ...routes,
  });
  const view = renderWithProviders(<ManagementAuditsView user={makeUser('admin', { id: 1 })} />);
  return { ...view, calls };
}

describe('audit management', { timeout: 20_000 }, () => {
  it("shows the server's first page and loads the next one, with the same filters, with 'Cargar más'", async () => {
    const older = makeAudit({ id: 12, titulo: 'Perímetro viejo', estado: 'entregada' });
    const { user } = setup({ 'GET /api/audits/management': pagedAnswer([[finished], [older]]) });
    await screen.findByTestId('management-row-70');
    expect(screen.getByTestId('management-count')).toHaveTextContent('1+ auditorías');
    expect(managementUrls()[0]?.searchParams.has('cursor')).toBe(false);
    expect(managementUrls()[0]?.searchParams.has('limit')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByTestId('management-row-12')).toBeInTheDocument();
    expect(screen.getByTestId('management-row-70')).toBeInTheDocument();
    const next = managementUrls().at(-1);
    expect(next?.searchParams.get('cursor')).toBe('p1');
    expect(next?.searchParams.get('edad')).toBe('todas');
    expect(screen.getByTestId('management-count')).toHaveTextContent('2 auditorías');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 2 (todas)');
  });

  it('sends the states and the typed search to the server', async () => {
    const { user } = setup();
    await screen.findByTestId('management-row-70');
    await user.click(screen.getByPlaceholderText('Todos'));
    await user.click(await screen.findByRole('option', { name: 'Terminada' }));
    await user.click(await screen.findByRole('option', { name: 'Entregada' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'caja');
    await waitFor(() => {
      const last = managementUrls().at(-1);
      expect(last?.searchParams.get('estado')).toBe('terminada,entregada');
      expect(last?.searchParams.get('search')).toBe('caja');
    });
    // The search waits for the typing to stop: no request carries a partial word.
    expect(managementUrls().some((u) => u.searchParams.get('search') === 'caj')).toBe(false);
  });

  it('sends the Argentine days of the date filter and the age filter', async () => {
    const { user } = setup();
    await screen.findByTestId('management-row-70');
    expect(managementUrls()[0]?.searchParams.get('edad')).toBe('todas');
    expect(managementUrls()[0]?.searchParams.has('desde')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Fecha solicitada' }));
    await user.click(await screen.findByRole('option', { name: 'Hoy' }));
    await user.click(screen.getByRole('combobox', { name: 'Antigüedad' }));
    await user.click(await screen.findByRole('option', { name: 'Recientes (30 días o menos)' }));

    const today = argentineDay();
    await waitFor(() => {
      const last = managementUrls().at(-1);
      expect(last?.searchParams.get('desde')).toBe(today);
      expect(last?.searchParams.get('hasta')).toBe(today);
      expect(last?.searchParams.get('edad')).toBe('recientes');
    });
  });

  it('approves with optional comments; cancelling the prompt aborts', async () => {
    const { user, calls } = setup({
      'PUT /api/audits/70/send-to-client': () =>
        okResponse('✅ Auditoría aprobada y enviada al cliente exitosamente.', {
          ...finished,
          estado: 'entregada',
          aprobada: true,
        }),
    });
    const row = await screen.findByTestId('management-row-70');
    await user.click(within(row).getByRole('button', { name: 'Acciones de la auditoría #70' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Aprobar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Acciones de la auditoría #70' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Comentarios (opcional)'), 'Muy completa');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y enviar' }));
    expect(
      await screen.findByText('✅ Auditoría aprobada y enviada al cliente exitosamente.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/audits/70/send-to-client',
      body: { observacionesSupervisor: 'Muy completa' },
    });
  });

  it("keeps the approve dialog open with 'Error aprobando auditoría: ...' and the server's text", async () => {
    const { user } = setup({
      'PUT /api/audits/70/send-to-client': () =>
        errorResponse(409, 'La auditoría no está en un estado que permita esta acción'),
    });
    const row = await screen.findByTestId('management-row-70');
    await user.click(within(row).getByRole('button', { name: 'Acciones de la auditoría #70' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y enviar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error aprobando auditoría: La auditoría no está en un estado que permita esta acción',
    );
    expect(
      screen.queryByText('✅ Auditoría aprobada y enviada al cliente exitosamente.'),
    ).not.toBeInTheDocument();
  });

  it("keeps the return dialog open with 'Error devolviendo auditoría: ...' and the server's text", async () => {
    const { user } = setup({
      'POST /api/audits/70/devolver-operador': () => errorResponse(409, 'La auditoría ya fue aprobada'),
    });
    const row = await screen.findByTestId('management-row-70');
    await user.click(within(row).getByRole('button', { name: 'Acciones de la auditoría #70' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Faltan imágenes');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error devolviendo auditoría: La auditoría ya fue aprobada',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveValue('Faltan imágenes');
  });

  it('requires a reason to give an audit back to its operator', async () => {
    const { user, calls } = setup({
      'POST /api/audits/70/devolver-operador': () =>
        okResponse('Auditoría devuelta al operador para corrección', { ...finished, estado: 'asignada' }),
    });
    const row = await screen.findByTestId('management-row-70');
    await user.click(within(row).getByRole('button', { name: 'Acciones de la auditoría #70' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Devolver' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escribí el motivo de la devolución');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Faltan imágenes');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText('Auditoría devuelta al operador para corrección')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Faltan imágenes' });
  });

  it('exports the table with every filter on screen: age, days, states and search, as the list is asked', async () => {
    setToken('tok-admin');
    const names = captureDownloads();
    const { user } = setup({ 'GET /api/audits/management/export': fileResponse('gestion-auditorias.xlsx') });
    await screen.findByTestId('management-row-70');
    await user.click(screen.getByRole('combobox', { name: 'Fecha solicitada' }));
    await user.click(await screen.findByRole('option', { name: 'Hoy' }));
    await user.click(screen.getByRole('combobox', { name: 'Antigüedad' }));
    await user.click(await screen.findByRole('option', { name: 'Recientes (30 días o menos)' }));
    await user.click(screen.getByPlaceholderText('Todos'));
    await user.click(await screen.findByRole('option', { name: 'Terminada' }));
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'caja');
    await waitFor(() => expect(managementUrls().at(-1)?.searchParams.get('search')).toBe('caja'));
    await user.click(screen.getByRole('button', { name: 'Descargar la gestión de auditorías en XLSX' }));
    await waitFor(() => expect(names).toEqual(['gestion-auditorias.xlsx']));
    const today = argentineDay();
    const exported = queryObject(requestedQueries('/api/audits/management/export')[0]);
    expect(exported).toEqual({
      formato: 'xlsx',
      edad: 'recientes',
      desde: today,
      hasta: today,
      estado: 'terminada',
      search: 'caja',
    });
    // Exactly the list's filters, without its page.
    const { limit: _l, cursor: _c, ...listed } = queryObject(managementUrls().at(-1)?.searchParams);
    expect({ ...listed, formato: 'xlsx' }).toEqual(exported);
  });
});
