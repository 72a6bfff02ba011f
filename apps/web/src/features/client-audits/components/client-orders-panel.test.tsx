import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { onePage, pagedAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../../audits/testing/fixtures';
import { ClientOrdersPanel } from './client-orders-panel';

const operador = { id: 15, name: 'Olga Operadora', username: 'operador1', email: 'o@demo.ar' };
const orders = [
  makeAudit({
    id: 1,
    titulo: 'Pedido nuevo',
    estado: 'solicitud',
    origenCarga: 'cliente',
    precioEstimado: 25_000,
  }),
  makeAudit({ id: 2, titulo: 'Pedido pendiente', estado: 'pendiente', precioEstimado: 37_500 }),
  makeAudit({ id: 3, titulo: 'Tomado', estado: 'asignada', operadorId: 15, operador }),
  makeAudit({ id: 4, titulo: 'En curso', estado: 'en_proceso', operadorId: 15, operador }),
  makeAudit({ id: 5, titulo: 'Pausado', estado: 'pausada', operadorId: 15, operador }),
];

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/clients/my-audits': () => onePage(orders),
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
    ...routes,
  });
  const view = renderWithProviders(<ClientOrdersPanel user={makeUser('cliente', { id: 20 })} />);
  return { ...view, calls };
}

const row = (id: number) => within(screen.getByTestId(`order-${id}`));

describe("client 'Mis Pedidos'", { timeout: 20_000 }, () => {
  it("asks the server for the next page with 'Cargar más' and adds it under the first", async () => {
    const older = makeAudit({ id: 9, titulo: 'Pedido viejo', estado: 'pendiente' });
    const { user } = setup({ 'GET /api/clients/my-audits': pagedAnswer([orders, [older]]) });
    await screen.findByTestId('orders-table');
    expect(screen.queryByTestId('order-9')).not.toBeInTheDocument();
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 5');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByTestId('order-9')).toBeInTheDocument();
    expect(screen.getByTestId('order-1')).toBeInTheDocument();
    const last = requestedUrls('/api/clients/my-audits').at(-1);
    expect(last?.searchParams.get('cursor')).toBe('p1');
    expect(last?.searchParams.get('estado')).toBe('solicitud,pendiente,asignada,en_proceso,pausada');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 6 (todas)');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('lists requested and in-progress orders with the price without VAT and the retention notice', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Mis Pedidos' })).toBeInTheDocument();
    await screen.findByTestId('orders-table');
    expect([1, 2, 3, 4, 5].every((id) => screen.queryByTestId(`order-${id}`))).toBe(true);
    const [first] = requestedUrls('/api/clients/my-audits');
    expect(first?.searchParams.get('estado')).toBe('solicitud,pendiente,asignada,en_proceso,pausada');
    expect(first?.searchParams.has('cursor')).toBe(false);
    expect(first?.searchParams.get('limit')).not.toBe('1000');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 5 (todas)');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(row(1).getByText('$ 25.000')).toBeInTheDocument();
    expect(screen.getByText('Precio (sin IVA)')).toBeInTheDocument();
    expect(screen.getByTestId('retention-notice')).toHaveTextContent('30 días');
    expect(screen.getByRole('button', { name: 'Solicitar nueva auditoría' })).toBeInTheDocument();
  });

  it('offers edit and delete only while nobody took the order', async () => {
    setup();
    await screen.findByTestId('orders-table');
    for (const id of [1, 2]) {
      expect(row(id).getByRole('button', { name: `Editar pedido ${id}` })).toBeInTheDocument();
      expect(row(id).getByRole('button', { name: `Eliminar pedido ${id}` })).toBeInTheDocument();
    }
    for (const id of [3, 4, 5]) {
      expect(row(id).queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();
      expect(row(id).getByText('En manos del operador')).toBeInTheDocument();
    }
  });

  it('deletes after confirming, and says so', async () => {
    const { user, calls } = setup({
      'DELETE /api/audits/1': () => jsonResponse({ success: true, message: 'Auditoría eliminada' }),
    });
    await screen.findByTestId('orders-table');
    await user.click(row(1).getByRole('button', { name: 'Eliminar pedido 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar pedido' });
    expect(within(dialog).getByText(/Pedido nuevo/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Auditoría eliminada')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/audits/1')).toBe(true);
  });

  it("does not delete when the confirmation is cancelled, and shows the server's refusal", async () => {
    const { user, calls } = setup({
      'DELETE /api/audits/2': () => errorResponse(409, 'La auditoría ya fue tomada por un operador'),
    });
    await screen.findByTestId('orders-table');
    await user.click(row(2).getByRole('button', { name: 'Eliminar pedido 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(row(2).getByRole('button', { name: 'Eliminar pedido 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('Error al eliminar la auditoría: La auditoría ya fue tomada por un operador'),
    ).toBeInTheDocument();
  });

  it('opens the audit form to edit an order and to request a new audit', async () => {
    const { user } = setup({ 'GET /api/audits/1': () => jsonResponse({ success: true, data: orders[0] }) });
    await screen.findByTestId('orders-table');
    await user.click(row(1).getByRole('button', { name: 'Editar pedido 1' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Auditoría' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Solicitar nueva auditoría' }));
    expect(await screen.findByRole('dialog', { name: 'Crear Nueva Auditoría' })).toBeInTheDocument();
  });
});
