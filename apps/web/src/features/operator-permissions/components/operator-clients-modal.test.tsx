import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAssignment, makeOperator } from '../testing/fixtures';
import { OperatorClientsModal } from './operator-clients-modal';

function setup(assigned: unknown[] = []) {
  const calls = mockApi({
    'GET /api/operator-permissions/available-clients/13': () =>
      jsonResponse({ success: true, data: [{ id: 3, nombre: 'Demo Sur S.R.L.', email: 'sur@demo.ar' }] }),
    'GET /api/operator-permissions/assigned-clients/13': () =>
      jsonResponse({ success: true, data: assigned }),
    'POST /api/operator-permissions/assign-client': () =>
      jsonResponse({ success: true, message: 'Cliente asignado exitosamente' }),
    'DELETE /api/operator-permissions/unassign-client/13/1': () =>
      jsonResponse({ success: false, error: 'El operador no tiene asignado ese cliente' }, 404),
  });
  const view = renderWithProviders(
    <OperatorClientsModal operatorId={13} operatorName="Olga Operadora" opened onClose={() => {}} />,
  );
  return { ...view, calls };
}

describe('Gestionar Clientes', () => {
  it("warns 'Sin restricciones' with no assignment, explains the rules and assigns", async () => {
    const { user, calls } = setup();
    expect(screen.getByText('Gestionar Clientes')).toBeInTheDocument();
    expect(await screen.findByText('Sin restricciones')).toBeInTheDocument();
    expect(
      screen.getByText('Olga Operadora no tiene clientes asignados: puede acceder a todas las auditorías.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Con clientes asignados, el operador solo ve las auditorías de esos clientes.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Asignar Demo Sur S.R.L.' }));
    expect(await screen.findByText('Cliente asignado exitosamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ operatorId: 13, clientId: 3 });
  });

  it('shows who assigned each client and when, and Remover reports the server error', async () => {
    const { user } = setup([
      makeAssignment(9, makeOperator(13, 'Olga Operadora', 'operador1'), {
        id: 1,
        nombre: 'Demo Norte S.A.',
      }),
    ]);
    const item = await screen.findByRole('article', { name: 'Demo Norte S.A.' });
    expect(item).toHaveTextContent('Asignado por Ana Administradora · 20/11/2026, 12:00');
    expect(screen.queryByText('Sin restricciones')).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Remover Demo Norte S.A.' }));
    expect(
      await screen.findByText('Error desasignando cliente: El operador no tiene asignado ese cliente'),
    ).toBeInTheDocument();
  });
});
