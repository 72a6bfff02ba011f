import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { assignableOperatorsAnswer, makeAudit } from '../../audits/testing/fixtures';
import { ManagementQueueList } from './management-queue-list';

const stats = (total: number) => ({
  total,
  porOrigen: { cliente: 0, programada: total, normal: 0 },
  pendientesValidacion: 0,
});
const held = (overrides: Parameters<typeof makeAudit>[0]) =>
  makeAudit({ enTransito: false, origenCarga: 'programada', estado: 'pendiente', ...overrides });

const queue = [
  held({
    id: 60,
    titulo: 'Ronda mensual programada',
    fechaProgramada: '2026-11-25',
    clienteId: 5,
    client: { id: 5, nombre: 'Demo Sur S.R.L.' },
  }),
  held({ id: 61, titulo: 'Apertura programada', fechaProgramada: '2026-11-24' }),
  held({ id: 62, titulo: 'Cierre programado', fechaProgramada: '2026-11-23' }),
];

describe('management queue', { timeout: 20_000 }, () => {
  it('shows the empty state', async () => {
    mockApi({
      'GET /api/audits/cola-gestion': () => jsonResponse({ success: true, data: [], stats: stats(0) }),
    });
    renderWithProviders(<ManagementQueueList user={makeUser('supervisor', { id: 2 })} />);
    expect(await screen.findByText('No hay auditorías en la cola de gestión')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear auditoría programada' })).not.toBeInTheDocument();
  });

  it("shows 'Error cargando cola de gestión' when the queue cannot be read", async () => {
    mockApi({
      'GET /api/audits/cola-gestion': () =>
        errorResponse(403, 'Sin permiso', { message: 'x', code: 'FORBIDDEN' }),
    });
    renderWithProviders(<ManagementQueueList user={makeUser('supervisor', { id: 2 })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando cola de gestión: Sin permiso');
  });

  it('groups by client, each by scheduled day, and enables an audit for an operator', async () => {
    const calls = mockApi({
      'GET /api/audits/cola-gestion': () => jsonResponse({ success: true, data: queue, stats: stats(3) }),
      'GET /api/users/assignable': assignableOperatorsAnswer,
      'POST /api/audits/62/habilitar-transito': () =>
        okResponse('Auditoría habilitada para tránsito', {
          ...queue[2],
          enTransito: true,
          estado: 'asignada',
          operadorId: 16,
        }),
    });
    const { user } = renderWithProviders(<ManagementQueueList user={makeUser('admin', { id: 1 })} />);

    const norte = await screen.findByRole('region', { name: 'Demo Norte S.A.' });
    const sur = screen.getByRole('region', { name: 'Demo Sur S.R.L.' });
    expect(
      within(norte)
        .getAllByRole('article')
        .map((a) => a.getAttribute('data-testid')),
    ).toEqual(['queue-audit-62', 'queue-audit-61']);
    expect(within(sur).getByText('Ronda mensual programada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear auditoría programada' })).toBeInTheDocument();
    expect(screen.getByLabelText('En la cola: 3')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('queue-audit-62')).getByRole('button', { name: 'Habilitar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Operador' }));
    await user.click(await screen.findByRole('option', { name: 'Oscar Operador (Operador)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Habilitar' }));

    expect(await screen.findByText('Auditoría habilitada para tránsito')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/audits/62/habilitar-transito',
        body: { operadorId: 16, fechaProgramada: '2026-11-23', prioridad: 'normal' },
      }),
    );
  });

  it("shows 'Error habilitando auditoría: ' with the server's text", async () => {
    mockApi({
      'GET /api/audits/cola-gestion': () => jsonResponse({ success: true, data: queue, stats: stats(3) }),
      'GET /api/users/assignable': assignableOperatorsAnswer,
      'POST /api/audits/61/habilitar-transito': () =>
        errorResponse(409, 'La auditoría ya está en tránsito', { message: 'x', code: 'CONFLICT' }),
    });
    const { user } = renderWithProviders(<ManagementQueueList user={makeUser('admin', { id: 1 })} />);
    await user.click(
      within(await screen.findByTestId('queue-audit-61')).getByRole('button', { name: 'Habilitar' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Habilitar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error habilitando auditoría: La auditoría ya está en tránsito',
    );
  });
});
