import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeAudit } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render-with-providers';
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

function setup(routes: Parameters<typeof mockApi>[0] = {}, role: 'admin' | 'supervisor' = 'admin') {
  const calls = mockApi({
    'GET /api/audits': () => jsonResponse({ success: true, auditorias: audits }),
    'GET /api/users/assignable': () =>
      jsonResponse({
        success: true,
        data: [
          { id: 15, name: 'Olga Operadora', username: 'operador1', role: 'operador' },
          { id: 16, name: 'Oscar Operador', username: 'operador2', role: 'operador' },
        ],
      }),
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
  it('lists every audit, finished last, newest first and urgent first on ties', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Auditorías - Seguimiento Completo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Nueva Auditoría' })).toBeInTheDocument();
    await screen.findByTestId('tracking-list');
    expect(listed()).toEqual([
      'tracking-audit-4',
      'tracking-audit-3',
      'tracking-audit-2',
      'tracking-audit-1',
    ]);
  });

  it('searches by title, client, operator, supervisor and id', async () => {
    const { user } = setup();
    await screen.findByTestId('tracking-list');
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    await user.type(search, 'OSCAR');
    expect(listed()).toEqual(['tracking-audit-4', 'tracking-audit-1']);
    await user.clear(search);
    await user.type(search, 'demo sur');
    expect(listed()).toEqual(['tracking-audit-4']);
    await user.clear(search);
    await user.type(search, 'sergio');
    expect(listed()).toEqual(['tracking-audit-4']);
    await user.clear(search);
    await user.type(search, '2');
    expect(listed()).toEqual(['tracking-audit-2']);
    await user.clear(search);
    await user.type(search, 'nada parecido');
    expect(screen.getByText('No hay auditorías que coincidan con la búsqueda.')).toBeInTheDocument();
  });

  it('filters by the status tiles (with their counts) and the status dropdown', async () => {
    const { user } = setup();
    await screen.findByTestId('tracking-list');
    const tile = screen.getByRole('button', { name: 'Asignada: 1' });
    await user.click(tile);
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(listed()).toEqual(['tracking-audit-3']);
    await user.click(tile);
    expect(listed()).toHaveLength(4);
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Entregada' }));
    expect(listed()).toEqual(['tracking-audit-1']);
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
        jsonResponse({
          success: true,
          message: 'Auditoría asignada',
          data: { ...audits[1], estado: 'asignada' },
        }),
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
});
