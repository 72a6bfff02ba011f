import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeEmployee, makeUserHours, summaryAnswer } from '../testing/staff-fixtures';
import { StaffControlTabPanel } from './staff-control-tab-panel';

type Routes = Parameters<typeof mockApi>[0];
const SUMMARY = '/api/work-sessions/employee-summary';

const needsOvertime = makeEmployee(31, 'Olga Operadora', 'operador', {
  estadoLogin: { estaLogueado: true, necesitaAutorizacion: true, horasHoy: 9.5 },
});
const authorized = makeEmployee(32, 'Oscar Operador', 'operador', {
  estadoLogin: {
    estaLogueado: true,
    necesitaAutorizacion: false,
    horasHoy: 9,
    autorizacionSupervisor: {
      id: 4,
      fecha: '2026-11-20',
      horas: 4,
      minutos: 240,
      motivo: 'Cierre de mes',
      autorizadoPor: { id: 7, name: 'Ana Administradora' },
      createdAt: '2026-11-20T18:00:00.000Z',
    },
  },
});
const offline = makeEmployee(33, 'Sergio Supervisor', 'supervisor');

const overtimeAnswer = () =>
  jsonResponse({
    success: true,
    message: 'Horas extras autorizadas',
    autorizacion: null,
    horas: makeUserHours({ usuario: { id: 31, name: 'Olga Operadora', role: 'operador' } }),
  });

function setup(user: PublicUser = makeUser('admin'), routes: Routes = {}) {
  const calls = mockApi({
    [`GET ${SUMMARY}`]: () => summaryAnswer([needsOvertime, authorized, offline]),
    'POST /api/work-sessions/authorize-overtime/31': overtimeAnswer,
    'POST /api/work-sessions/close-user-session/31': () =>
      jsonResponse({ success: true, message: 'Se cerró 1 sesión', closed: 1 }),
    ...routes,
  });
  const view = renderWithProviders(<StaffControlTabPanel user={user} tab="staff" />);
  return { ...view, calls };
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));
const posts = (calls: ReturnType<typeof setup>['calls'], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe("'Autorizar horas extras'", { timeout: 20_000 }, () => {
  it('is offered only while today needs an authorization that is not there', async () => {
    setup();
    expect(
      (await card('Olga Operadora')).getByRole('button', { name: 'Autorizar horas extras' }),
    ).toBeVisible();
    const oscar = await card('Oscar Operador');
    expect(oscar.queryByRole('button', { name: 'Autorizar horas extras' })).not.toBeInTheDocument();
    expect(oscar.getByTestId('overtime-authorized')).toHaveTextContent(
      'Horas extras autorizadas hoy: 4 h · Cierre de mes (Ana Administradora)',
    );
    const sergio = await card('Sergio Supervisor');
    expect(sergio.queryByRole('button', { name: 'Autorizar horas extras' })).not.toBeInTheDocument();
  });

  it('asks a reason and the hours (4 by default) and sends {motivo, duracionHoras}', async () => {
    const { user, calls } = setup();
    await user.click((await card('Olga Operadora')).getByRole('button', { name: 'Autorizar horas extras' }));
    const form = await screen.findByRole('form', { name: 'Autorizar horas extras' });
    expect(within(form).getByRole('textbox', { name: 'Horas extra a autorizar' })).toHaveValue('4');
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), '  Cierre de inventario ');
    await user.click(within(form).getByRole('button', { name: 'Autorizar' }));
    await waitFor(() => expect(posts(calls, '/api/work-sessions/authorize-overtime/31')).toHaveLength(1));
    expect(posts(calls, '/api/work-sessions/authorize-overtime/31')[0]?.body).toEqual({
      motivo: 'Cierre de inventario',
      duracionHoras: 4,
    });
    expect(await screen.findByText('Horas extras autorizadas')).toBeInTheDocument();
    // The cards are read again.
    await waitFor(() => expect(requestedUrls(SUMMARY).length).toBe(2));
  });

  it('sends the hours typed', async () => {
    const { user, calls } = setup();
    await user.click((await card('Olga Operadora')).getByRole('button', { name: 'Autorizar horas extras' }));
    const form = await screen.findByRole('form', { name: 'Autorizar horas extras' });
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Guardia');
    const hours = within(form).getByRole('textbox', { name: 'Horas extra a autorizar' });
    await user.clear(hours);
    await user.type(hours, '2,5');
    await user.click(within(form).getByRole('button', { name: 'Autorizar' }));
    await waitFor(() => expect(posts(calls, '/api/work-sessions/authorize-overtime/31')).toHaveLength(1));
    expect(posts(calls, '/api/work-sessions/authorize-overtime/31')[0]?.body).toEqual({
      motivo: 'Guardia',
      duracionHoras: 2.5,
    });
  });

  it('sends nothing without a reason, nor when cancelled', async () => {
    const { user, calls } = setup();
    await user.click((await card('Olga Operadora')).getByRole('button', { name: 'Autorizar horas extras' }));
    const form = await screen.findByRole('form', { name: 'Autorizar horas extras' });
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), '   ');
    await user.click(within(form).getByRole('button', { name: 'Autorizar' }));
    expect(
      await within(form).findByText('El motivo es obligatorio para autorizar horas extras'),
    ).toBeVisible();
    const hours = within(form).getByRole('textbox', { name: 'Horas extra a autorizar' });
    await user.clear(hours);
    await user.click(within(form).getByRole('button', { name: 'Autorizar' }));
    expect(
      within(form).getByText('La duración debe ser un número de horas mayor que 0 y de hasta 16'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Autorizar horas extras' })).toBeNull());
    expect(posts(calls, '/api/work-sessions/authorize-overtime/31')).toHaveLength(0);
  });

  it.each([
    [
      'the server refuses',
      () =>
        jsonResponse(
          { success: false, error: 'No podés autorizar ni revocar tus propias horas extras' },
          403,
        ),
      'Error al autorizar horas extras: No podés autorizar ni revocar tus propias horas extras',
    ],
    [
      'the server says nothing',
      () => jsonResponse({ success: false }, 500),
      'Error al autorizar horas extras',
    ],
    [
      'there is no connection',
      networkFailure,
      'Error al autorizar horas extras: Error de conexión al servidor',
    ],
  ])("reads 'Error al autorizar horas extras' when %s", async (_label, answer, text) => {
    const { user } = setup(makeUser('admin'), { 'POST /api/work-sessions/authorize-overtime/31': answer });
    await user.click((await card('Olga Operadora')).getByRole('button', { name: 'Autorizar horas extras' }));
    const form = await screen.findByRole('form', { name: 'Autorizar horas extras' });
    await user.type(within(form).getByRole('textbox', { name: /Motivo/ }), 'Guardia');
    await user.click(within(form).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('revokes today’s authorization after confirmation', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/work-sessions/revoke-overtime/32': overtimeAnswer,
    });
    await user.click((await card('Oscar Operador')).getByRole('button', { name: 'Revocar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar horas extras' });
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(posts(calls, '/api/work-sessions/revoke-overtime/32')).toHaveLength(1));
  });
});

describe("'Cerrar sesión'", { timeout: 20_000 }, () => {
  it('is offered for employees signed in only', async () => {
    setup();
    expect((await card('Olga Operadora')).getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect((await card('Sergio Supervisor')).queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('asks for confirmation: cancelling sends nothing, confirming closes the session', async () => {
    const { user, calls } = setup();
    const olga = await card('Olga Operadora');
    await user.click(olga.getByRole('button', { name: 'Cerrar sesión' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(dialog).toHaveTextContent('¿Cerrar la sesión de Olga Operadora?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, '/api/work-sessions/close-user-session/31')).toHaveLength(0);

    await user.click(olga.getByRole('button', { name: 'Cerrar sesión' }));
    dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(posts(calls, '/api/work-sessions/close-user-session/31')).toHaveLength(1));
    expect(await screen.findByText('Se cerró 1 sesión')).toBeInTheDocument();
  });

  it("reads 'Error al cerrar sesión' when it fails", async () => {
    const { user } = setup(makeUser('admin'), {
      'POST /api/work-sessions/close-user-session/31': () =>
        jsonResponse({ success: false, error: 'Usuario no encontrado' }, 404),
    });
    await user.click((await card('Olga Operadora')).getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Error al cerrar sesión: Usuario no encontrado')).toBeInTheDocument();
  });

  it("closes every employee's session with 'Cerrar todas las sesiones' after confirmation", async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/work-sessions/close-all-sessions': () =>
        jsonResponse({
          success: true,
          message: 'Se cerraron 2 sesiones de empleados',
          closed: 2,
          usuarios: 2,
        }),
    });
    await card('Olga Operadora');
    await user.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar todas las sesiones' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas' }));
    await waitFor(() => expect(posts(calls, '/api/work-sessions/close-all-sessions')).toHaveLength(1));
    expect(await screen.findByText('Se cerraron 2 sesiones de empleados')).toBeInTheDocument();
  });

  it("reads 'Error al cerrar sesión' when closing every session fails", async () => {
    const { user } = setup(makeUser('admin'), {
      'POST /api/work-sessions/close-all-sessions': () => jsonResponse({ success: false }, 500),
    });
    await card('Olga Operadora');
    await user.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar todas las sesiones' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar todas' }));
    expect(await screen.findByText('Error al cerrar sesión')).toBeInTheDocument();
  });
});
