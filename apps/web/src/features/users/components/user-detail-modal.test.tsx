import { ROLE_DEFAULTS } from '@auditorias/domain/auth/permissions';
import type { Message } from '@auditorias/domain/schemas/messages';
import { dayOfInstant } from '@auditorias/domain/staff/hours';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, type mockApi, okResponse } from '../../../test/fetch-mock';
import { makeMessage, makeUser } from '../../../test/fixtures';
import type { renderApp } from '../../../test/render-app';
import { makeSalaryRecord, salaryListAnswer } from '../../salaries/testing/my-salary-fixtures';
import { makeDayDetail } from '../../staff-control/testing/staff-fixtures';
import { renderUsersScreen, sent } from '../testing/users-screen';

const admin = makeUser('admin', { id: 1, name: 'Ana Administradora' });
const olga = makeUser('operador', {
  id: 21,
  name: 'Olga Operadora',
  username: 'operador1',
  permissions: {
    ...ROLE_DEFAULTS.operador,
    esAdministradorGrupo: false,
    nombreGrupo: null,
    clientesAdministrados: [],
  },
});
const carlos = makeUser('cliente', { id: 22, name: 'Carlos Norte', clienteId: 3 });

function adminMessage(overrides: Partial<Message>): Message {
  return makeMessage({
    fromUserId: 1,
    toUserId: 21,
    leido: true,
    sender: { name: 'Ana Administradora' },
    ...overrides,
  });
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return renderUsersScreen({
    me: admin,
    users: [admin, olga, carlos],
    routes: {
      'GET /api/messages/user/21': () =>
        jsonResponse({
          success: true,
          data: [
            adminMessage({
              id: 2,
              tipo: 'alerta',
              prioridad: 'alta',
              contenido: 'Llegás tarde',
              leido: false,
            }),
            adminMessage({ id: 1, contenido: 'Bienvenida' }),
          ],
        }),
      'GET /api/messages/user/22': () => jsonResponse({ success: true, data: [] }),
      'GET /api/users/22/login-history': () => jsonResponse({ success: true, data: [] }),
      ...extra,
    },
  });
}

async function openDetail(view: ReturnType<typeof renderApp>, name: string) {
  await view.user.click(await screen.findByRole('button', { name: `Ver detalle de ${name}` }));
  return screen.findByRole('dialog');
}

// Whole-app renders with typing: on the shared 2-core machine a test may take more than the default 5 s.
describe('user detail (admin)', { timeout: 20_000 }, () => {
  it('shows the basic information and no connection history for staff', async () => {
    const { view } = setup();
    const detail = await openDetail(view, 'Olga Operadora');
    const info = within(detail).getByRole('region', { name: 'Información básica' });
    expect(info).toHaveTextContent('operador1');
    expect(info).toHaveTextContent('20/11/2026');
    expect(within(detail).queryByRole('region', { name: 'Historial de conexiones' })).not.toBeInTheDocument();
  });

  it("lists the administrative messages with type, sender, date, content and 'No leído'", async () => {
    const { view } = setup();
    const detail = await openDetail(view, 'Olga Operadora');
    const section = within(detail).getByRole('region', { name: 'Mensajes Administrativos' });
    const history = await within(section).findByTestId('admin-messages-history');
    // 300 px (18.75 rem).
    expect(history.style.maxHeight).toContain('18.75rem');
    const entries = within(history).getAllByText(/Llegás tarde|Bienvenida/);
    expect(entries.map((e) => e.textContent)).toEqual(['Llegás tarde', 'Bienvenida']);
    expect(within(history).getAllByText('Ana Administradora')).toHaveLength(2);
    expect(within(history).getByText('Alerta')).toBeInTheDocument();
    expect(within(history).getByText('Mensaje')).toBeInTheDocument();
    expect(within(history).getAllByText('No leído')).toHaveLength(1);
    expect(within(history).getAllByText('20/11/2026, 10:00')).toHaveLength(2);
  });

  it("shows 'Cargando mensajes...' while the history loads", async () => {
    const { view } = setup({ 'GET /api/messages/user/21': () => new Promise<Response>(() => {}) });
    const detail = await openDetail(view, 'Olga Operadora');
    expect(within(detail).getByText('Cargando mensajes...')).toBeInTheDocument();
  });

  it("keeps 'Enviar Mensaje' and 'Enviar Alerta' disabled while blank and sends an alert with high priority", async () => {
    const { calls, view } = setup({
      'POST /api/messages': (call) =>
        jsonResponse(
          {
            success: true,
            message: 'Mensaje enviado',
            data: adminMessage({ id: 3, ...(call.body as object) }),
          },
          201,
        ),
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const section = within(detail).getByRole('region', { name: 'Mensajes Administrativos' });
    const send = within(section).getByRole('button', { name: 'Enviar Mensaje' });
    const alert = within(section).getByRole('button', { name: 'Enviar Alerta' });
    const text = within(section).getByRole('textbox', { name: 'Mensaje para Olga Operadora' });
    expect(send).toBeDisabled();
    expect(alert).toBeDisabled();
    await view.user.type(text, '   ');
    expect(send).toBeDisabled();
    expect(alert).toBeDisabled();
    await view.user.type(text, 'Revisá la cola ');
    expect(send).toBeEnabled();
    await view.user.click(alert);
    await waitFor(() => expect(sent(calls, 'POST', '/api/messages')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/messages')[0]?.body).toEqual({
      toUserId: 21,
      contenido: 'Revisá la cola',
      tipo: 'alerta',
      prioridad: 'alta',
    });
    await waitFor(() => expect(text).toHaveValue(''));
    expect(sent(calls, 'GET', '/api/messages/user/21').length).toBeGreaterThan(1);

    await view.user.type(text, 'Gracias');
    await view.user.click(send);
    await waitFor(() => expect(sent(calls, 'POST', '/api/messages')).toHaveLength(2));
    expect(sent(calls, 'POST', '/api/messages')[1]?.body).toMatchObject({
      tipo: 'mensaje',
      prioridad: 'normal',
    });
  });

  it("shows 'Error enviando mensaje' with the server's text", async () => {
    const { view } = setup({
      'POST /api/messages': () =>
        errorResponse(403, 'No podés enviar mensajes a ese usuario', { message: 'x', code: 'FORBIDDEN' }),
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const section = within(detail).getByRole('region', { name: 'Mensajes Administrativos' });
    await view.user.type(
      within(section).getByRole('textbox', { name: 'Mensaje para Olga Operadora' }),
      'Hola',
    );
    await view.user.click(within(section).getByRole('button', { name: 'Enviar Mensaje' }));
    expect(
      await within(section).findByText('Error enviando mensaje: No podés enviar mensajes a ese usuario'),
    ).toBeInTheDocument();
  });

  it('marks each permission as the role default or changed and saves only the changes', async () => {
    const { calls, view } = setup({
      'PATCH /api/users/21/permissions': () => okResponse('Permisos actualizados', olga),
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const editor = within(detail).getByTestId('permissions-editor');
    const finance = within(editor).getByRole('switch', { name: 'Ver finanzas' });
    expect(finance).not.toBeChecked();
    expect(within(editor).getAllByText('Por defecto')).toHaveLength(10);
    const save = within(editor).getByRole('button', { name: 'Guardar permisos' });
    expect(save).toBeDisabled();

    await view.user.click(finance);
    expect(within(editor).getAllByText('Personalizado')).toHaveLength(1);
    await view.user.click(within(editor).getByRole('switch', { name: 'Ver auditorías' }));
    expect(within(editor).getAllByText('Personalizado')).toHaveLength(2);
    await view.user.click(save);
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/users/21/permissions')).toHaveLength(1));
    expect(sent(calls, 'PATCH', '/api/users/21/permissions')[0]?.body).toEqual({
      permissions: { audit_view: false, finance_view: true },
    });

    await view.user.click(within(editor).getByRole('button', { name: 'Restablecer valores del rol' }));
    expect(within(editor).getAllByText('Por defecto')).toHaveLength(10);
  });

  it('edits the group administration of a cliente user instead of the permission keys', async () => {
    const { calls, view } = setup({
      'PATCH /api/users/22/permissions': () => okResponse('Permisos actualizados', carlos),
    });
    const detail = await openDetail(view, 'Carlos Norte');
    expect(within(detail).getByRole('region', { name: 'Historial de conexiones' })).toBeInTheDocument();
    expect(await within(detail).findByText('Sin conexiones registradas.')).toBeInTheDocument();
    const editor = within(detail).getByTestId('group-permissions-editor');
    expect(within(editor).queryByRole('switch', { name: 'Ver finanzas' })).not.toBeInTheDocument();
    await view.user.click(within(editor).getByRole('switch', { name: 'Administrador de grupo' }));
    await view.user.type(within(editor).getByRole('textbox', { name: 'Nombre del grupo' }), 'Grupo Norte');
    await view.user.click(within(editor).getAllByLabelText('Clientes administrados')[0] as HTMLElement);
    await view.user.click(await screen.findByRole('option', { name: 'Demo Sur S.R.L.' }));
    await view.user.click(within(editor).getByRole('button', { name: 'Guardar permisos' }));
    await waitFor(() => expect(sent(calls, 'PATCH', '/api/users/22/permissions')).toHaveLength(1));
    expect(sent(calls, 'PATCH', '/api/users/22/permissions')[0]?.body).toEqual({
      permissions: { esAdministradorGrupo: true, nombreGrupo: 'Grupo Norte', clientesAdministrados: [4] },
    });
  });

  it('does not let the admin change their own permissions nor write to themselves', async () => {
    const { view } = setup({ 'GET /api/messages/user/1': () => jsonResponse({ success: true, data: [] }) });
    const detail = await openDetail(view, 'Ana Administradora');
    const editor = within(detail).getByTestId('permissions-editor');
    expect(within(editor).getByRole('switch', { name: 'Ver finanzas' })).toBeDisabled();
    expect(within(editor).getByText('No podés cambiar tus propios permisos.')).toBeInTheDocument();
    const section = within(detail).getByRole('region', { name: 'Mensajes Administrativos' });
    expect(within(section).queryByRole('button', { name: 'Enviar Mensaje' })).not.toBeInTheDocument();
  });
});

describe("user detail: 'Control horario'", { timeout: 20_000 }, () => {
  const today = dayOfInstant(Date.now());
  const olgaToday = `/api/work-sessions/day-detail/21/${today}`;

  it("shows an employee's hours and sign-in sessions of today, from the staff centre's day detail", async () => {
    const { calls, view } = setup({
      [`GET ${olgaToday}`]: () =>
        jsonResponse(
          makeDayDetail({
            fecha: today,
            usuario: { id: 21, name: 'Olga Operadora', role: 'operador' },
            resumen: {
              totalHoras: 9.5,
              horasRegulares: 8,
              horasExtra: 1.5,
              totalAuditorias: 2,
              totalCorrecciones: 0,
              totalGanado: 3500,
              necesitaAutorizacion: true,
              nivel: 'extra',
            },
            sesion: { loginTime: '2026-11-20T11:00:00.000Z', logoutTime: null, activa: true },
            sesiones: [
              {
                id: 7,
                inicio: '2026-11-20T11:00:00.000Z',
                fin: '2026-11-20T15:00:00.000Z',
                activa: false,
                motivoFin: 'logout',
              },
              { id: 8, inicio: '2026-11-20T16:00:00.000Z', fin: null, activa: true, motivoFin: null },
            ],
          }),
        ),
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const block = within(detail).getByRole('region', { name: 'Control horario' });
    const figures = await within(block).findByTestId('user-time-control');
    expect(figures).toHaveTextContent('Horas de hoy9 h 30 min');
    expect(figures).toHaveTextContent('Horas extra1 h 30 min (sin autorizar)');
    expect(figures).toHaveTextContent('Auditorías completadas2');
    const sessions = within(block).getAllByRole('listitem');
    expect(sessions).toHaveLength(2);
    // Buenos Aires time (UTC-3).
    expect(sessions[0]).toHaveTextContent('08:00');
    expect(sessions[0]).toHaveTextContent('12:00');
    expect(sessions[1]).toHaveTextContent('13:00');
    expect(sessions[1]).toHaveTextContent('activa');
    expect(sent(calls, 'GET', olgaToday)).toHaveLength(1);
    // Next to the salary block.
    const titles = within(detail)
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-label'));
    expect(titles.indexOf('Control horario')).toBe(titles.indexOf('Sueldo') - 1);
  });

  it("says 'Error al cargar el detalle del día' with the server's text when it cannot be read", async () => {
    const { view } = setup({
      [`GET ${olgaToday}`]: () => errorResponse(500, 'Base caída', { message: 'Base caída', code: 'X' }),
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const block = within(detail).getByRole('region', { name: 'Control horario' });
    expect(await within(block).findByRole('alert')).toHaveTextContent(
      'Error al cargar el detalle del día: Base caída',
    );
    // The spec's fallback: an operator's day estimated at 8 h, said to be an estimate.
    expect(within(block).getByTestId('estimated-hours')).toHaveTextContent(
      'Horas estimadas de hoy: 8 h (estimación por rol',
    );
  });

  it("'Revertir Pago' in the payroll block reverts with the salary screen's action, then the block reloads", async () => {
    const paid = makeSalaryRecord({ estado: 'pagado', saldoPendiente: 0, detalle: { totalPagado: 21_666 } });
    let reverted = false;
    const { calls, view } = setup({
      'GET /api/sueldos': () => salaryListAnswer([reverted ? makeSalaryRecord() : paid]),
      'POST /api/sueldos/revertir': () => {
        reverted = true;
        return jsonResponse({
          success: true,
          message: 'Pago revertido: se creó un egreso compensatorio y el sueldo vuelve a pendiente',
          movimientoIds: [95],
          sueldo: makeSalaryRecord(),
        });
      },
    });
    const detail = await openDetail(view, 'Olga Operadora');
    const block = within(within(detail).getByRole('region', { name: 'Sueldo' }));
    expect(await block.findByRole('group', { name: 'Estado' })).toHaveTextContent('Pagado');
    await view.user.click(block.getByRole('button', { name: 'Revertir Pago' }));
    await view.user.type(await screen.findByLabelText(/Motivo de la reversión/), 'Pagado dos veces');
    await view.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Esto creará un egreso compensatorio')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Revertir' }));
    expect(await block.findByText(/Pago revertido: se creó un egreso compensatorio/)).toBeInTheDocument();
    const [revert] = sent(calls, 'POST', '/api/sueldos/revertir');
    expect(revert?.body).toEqual({
      sueldoId: 501,
      operadorId: 21,
      monto: 21_666,
      motivo: 'Pagado dos veces',
    });
    expect(revert?.headers.get('Idempotency-Key')).toBeTruthy();
    // The block reloads: the salary is pending again and nothing is left to revert.
    await waitFor(() => expect(block.getByRole('group', { name: 'Estado' })).toHaveTextContent('Pendiente'));
    expect(block.queryByRole('button', { name: 'Revertir Pago' })).not.toBeInTheDocument();
  });

  it('is not shown for a client user (not an employee), and nothing is asked', async () => {
    const { calls, view } = setup();
    const detail = await openDetail(view, 'Carlos Norte');
    await within(detail).findByText('Sin conexiones registradas.');
    expect(within(detail).queryByRole('region', { name: 'Control horario' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/work-sessions/'))).toBe(false);
  });
});
