import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAssignment, makeOperator } from '../testing/fixtures';
import { PermissionsCenterModal } from './permissions-center-modal';

const OLGA = makeOperator(13, 'Olga Operadora', 'operador1');
const OSCAR = makeOperator(14, 'Oscar Operador', 'operador2');
const PEDRO = makeOperator(15, 'Pedro Pérez', 'pedro');

function setup({ assigned = [] as unknown[], blocked = [] as unknown[] } = {}) {
  const ok = (message: string) => () => jsonResponse({ success: true, message });
  const calls = mockApi({
    'GET /api/operator-permissions/available-operators/7': () =>
      jsonResponse({ success: true, data: [OLGA, OSCAR] }),
    'GET /api/operator-permissions/assigned-operators/7': () =>
      jsonResponse({ success: true, data: assigned }),
    'GET /api/operator-permissions/blocked-operators/7': () => jsonResponse({ success: true, data: blocked }),
    'POST /api/operator-permissions/assign-client': ok('Cliente asignado exitosamente'),
    'POST /api/operator-permissions/block-operator': ok('Operador bloqueado exitosamente'),
    'DELETE /api/operator-permissions/unblock-operator/7/15': ok('Operador desbloqueado exitosamente'),
    'DELETE /api/operator-permissions/unassign-client/15/7': ok('Cliente desasignado exitosamente'),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <PermissionsCenterModal clientId={7} clientName="Vigilancia Austral" opened onClose={onClose} />,
  );
  return { ...view, calls, onClose };
}

const column = (name: string) => within(screen.getByRole('region', { name }));

describe('Centro de Permisos', () => {
  it('lists available, blocked and assigned operators; with none assigned anyone may take the audits', async () => {
    setup();
    expect(screen.getByText('Centro de Permisos')).toBeInTheDocument();
    expect(screen.getByText('Vigilancia Austral')).toBeInTheDocument();
    expect(
      await column('Operadores disponibles').findByRole('article', { name: 'Olga Operadora' }),
    ).toBeInTheDocument();
    expect(column('Operadores bloqueados').getByText('No hay operadores bloqueados.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Este cliente no tiene operadores asignados: cualquier operador disponible puede tomar sus auditorías.',
      ),
    ).toBeInTheDocument();
  });

  it('assigns an operator', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Asignar a Olga Operadora' }));
    expect(await screen.findByText('Operador asignado exitosamente')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/operator-permissions/assign-client',
      body: { operatorId: 13, clientId: 7 },
    });
    // The lists are read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/operator-permissions/assigned-operators/7')).toHaveLength(
        2,
      ),
    );
  });

  it('blocks with the optional reason trimmed, and leaves it out when empty', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Bloquear a Oscar Operador' }));
    await user.type(screen.getByLabelText('Razón del bloqueo (opcional)'), '  No respeta los tiempos  ');
    await user.click(screen.getByRole('button', { name: 'Confirmar bloqueo de Oscar Operador' }));
    expect(await screen.findByText('Operador bloqueado exitosamente')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bloquear a Olga Operadora' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar bloqueo de Olga Operadora' }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/block-operator'))).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path.endsWith('/block-operator'));
    expect(first?.body).toEqual({ clientId: 7, operatorId: 14, reason: 'No respeta los tiempos' });
    expect(second?.body).toEqual({ clientId: 7, operatorId: 13 });
  });

  it('unblocks and unassigns, and Cerrar closes', async () => {
    const by = { name: 'Ana Administradora' };
    const { user, calls, onClose } = setup({
      blocked: [
        {
          id: 1,
          operatorId: 15,
          clientId: 7,
          operator: PEDRO,
          blockedReason: 'Conflicto de interés',
          blockedByUser: by,
          createdAt: '2026-11-20T15:00:00.000Z',
        },
      ],
      assigned: [makeAssignment(2, PEDRO, { id: 7, nombre: 'Vigilancia Austral' })],
    });
    const blockedItem = await column('Operadores bloqueados').findByRole('article', { name: 'Pedro Pérez' });
    expect(blockedItem).toHaveTextContent('Razón: Conflicto de interés');
    expect(blockedItem).toHaveTextContent('Bloqueado por Ana Administradora');
    await user.click(within(blockedItem).getByRole('button', { name: 'Desbloquear a Pedro Pérez' }));
    expect(await screen.findByText('Operador desbloqueado exitosamente')).toBeInTheDocument();

    const assignedItem = column('Operadores asignados').getByRole('article', { name: 'Pedro Pérez' });
    expect(assignedItem).toHaveTextContent('Asignado por Ana Administradora');
    await user.click(within(assignedItem).getByRole('button', { name: 'Desasignar a Pedro Pérez' }));
    expect(await screen.findByText('Operador desasignado exitosamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/operator-permissions/unblock-operator/7/15',
      '/api/operator-permissions/unassign-client/15/7',
    ]);

    // The footer's 'Cerrar' (the dialog's corner button is also named 'Cerrar').
    const footer = screen
      .getAllByRole('button', { name: 'Cerrar' })
      .find((button) => button.textContent?.trim() === 'Cerrar');
    expect(footer).toBeDefined();
    await user.click(footer as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows Error bloqueando operador with the server text', async () => {
    const { user } = setup();
    mockApi({
      'POST /api/operator-permissions/block-operator': () =>
        jsonResponse({ success: false, error: 'El usuario no es un operador ni un supervisor activo' }, 400),
    });
    await user.click(await screen.findByRole('button', { name: 'Bloquear a Oscar Operador' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar bloqueo de Oscar Operador' }));
    expect(
      await screen.findByText(
        'Error bloqueando operador: El usuario no es un operador ni un supervisor activo',
      ),
    ).toBeInTheDocument();
  });
});
