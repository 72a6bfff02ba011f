import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderUsersScreen } from '../testing/users-screen';

const supervisor = makeUser('supervisor', { id: 2, name: 'Sergio Supervisor' });
const olga = makeUser('operador', { id: 21, name: 'Olga Operadora', username: 'operador1' });
const carlos = makeUser('cliente', { id: 22, name: 'Carlos Norte', clienteId: 3 });

function setup() {
  return renderUsersScreen({
    me: supervisor,
    token: 'tok-sup',
    users: [supervisor, olga, carlos],
    path: '/dashboard',
    routes: {
      'GET /api/users/22/login-history': () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: 9,
              loginTime: '2026-11-20T13:00:00.000Z',
              ipAddress: '190.2.3.4',
              userAgent: 'Mozilla/5.0 Chrome',
            },
          ],
        }),
      'GET /api/messages/user/22': () => jsonResponse({ success: true, data: [] }),
    },
  });
}

describe("supervisor's 'Usuarios del Sistema'", () => {
  it("shows a supervisor no 'Control horario' of an operator, and asks for none", async () => {
    const { calls, view } = setup();
    await view.user.click(await screen.findByRole('button', { name: 'Ver detalle de Olga Operadora' }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByRole('region', { name: 'Información básica' })).toBeInTheDocument();
    expect(within(detail).getByRole('region', { name: 'Mensajes Administrativos' })).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Control horario' })).not.toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Sueldo' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/work-sessions/day-detail'))).toBe(false);
  });

  it('lists the users in the overview tab, read-only', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Resumen', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Usuarios del Sistema' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usuarios' });
    expect(within(table).getByText('Olga Operadora')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    for (const action of ['Nuevo Usuario', 'Editar', 'Desactivar', 'Activar', 'Eliminar', 'Impersonar']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Gestión de Usuarios' })).not.toBeInTheDocument();
  });

  it("opens a user's detail without the permission editor nor the send buttons", async () => {
    const { view } = setup();
    await view.user.click(await screen.findByRole('button', { name: 'Ver detalle de Carlos Norte' }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByRole('region', { name: 'Información básica' })).toBeInTheDocument();
    const history = within(detail).getByRole('region', { name: 'Historial de conexiones' });
    expect(await within(history).findByText('190.2.3.4')).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Permisos' })).not.toBeInTheDocument();
    const messages = within(detail).getByRole('region', { name: 'Mensajes Administrativos' });
    expect(
      await within(messages).findByText('No hay mensajes administrativos para este usuario.'),
    ).toBeInTheDocument();
    expect(within(messages).queryByRole('button', { name: 'Enviar Mensaje' })).not.toBeInTheDocument();
    expect(within(messages).queryByRole('button', { name: 'Enviar Alerta' })).not.toBeInTheDocument();
  });
});
