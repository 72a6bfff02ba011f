import type { Role } from '@auditorias/domain/auth/roles';
import type { Audit } from '@auditorias/domain/schemas/audits';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auditsQueryKey } from '../features/audits/api/list-audits';
import { makeAudit } from '../features/audits/testing/fixtures';
import { makeTimeAlert, timeAlertsAnswer } from '../features/time-alerts/testing/time-alert-fixtures';
import { clearTimeAlertToasts } from '../features/time-alerts/time-alert-toasts';
import { jsonResponse, mockApi, type RecordedCall } from '../test/fetch-mock';
import { makeMessage, makeUser, meResponse } from '../test/fixtures';
import { onePage } from '../test/list-pages';
import { currentUrl, renderApp } from '../test/render-app';
import { notificationSources } from './notification-bell';

configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

afterEach(() => clearTimeAlertToasts());

const OPERATOR_ID = 5;

const latest = makeMessage({ id: 40, toUserId: OPERATOR_ID, contenido: 'Revisá la sucursal Núñez' });

const assigned = (id: number, overrides: Partial<Audit> = {}) =>
  makeAudit({
    id,
    titulo: `Auditoría ${id}`,
    estado: 'asignada',
    operadorId: OPERATOR_ID,
    asignadoPor: 1,
    fechaAsignacion: `2026-11-20T1${id % 10}:00:00.000Z`,
    ...overrides,
  });

interface Setup {
  role: Role;
  unread?: number;
  assignments?: Audit[];
  alerts?: number;
  path?: string;
}

function setup({ role, unread = 0, assignments = [], alerts = 0, path = '/dashboard?tab=messages' }: Setup) {
  const state = { unread, assignments };
  window.localStorage.setItem('token', 'tok-1');
  const calls = mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(makeUser(role, { id: OPERATOR_ID }))),
    'GET /api/messages/unread-count': () =>
      jsonResponse({ success: true, count: state.unread, latest: state.unread > 0 ? latest : null }),
    'GET /api/audits': (call) => onePage(call.query.get('estado') === 'asignada' ? state.assignments : []),
    'GET /api/time-alerts': () =>
      jsonResponse(timeAlertsAnswer(Array.from({ length: alerts }, (_, i) => makeTimeAlert({ id: i + 1 })))),
  });
  const view = renderApp(path);
  const open = async () => {
    const header = await screen.findByRole('banner');
    await view.user.click(await within(header).findByRole('button', { name: 'Notificaciones' }));
    return screen.findByTestId('notification-panel');
  };
  return { view, calls, state, open };
}

const assignmentCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === '/api/audits' && c.query.get('estado') === 'asignada');
const alertCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === '/api/time-alerts');

describe('notification bell: what each role gets', () => {
  it.each<[Role, ReturnType<typeof notificationSources>]>([
    ['admin', { timeAlerts: true, messages: true, assignments: false }],
    ['supervisor', { timeAlerts: true, messages: true, assignments: false }],
    ['operador', { timeAlerts: false, messages: true, assignments: true }],
    ['contable', { timeAlerts: false, messages: true, assignments: false }],
    ['cliente', { timeAlerts: false, messages: true, assignments: false }],
    ['auditor', { timeAlerts: false, messages: false, assignments: false }],
  ])('%s', (role, expected) => {
    expect(notificationSources(makeUser(role))).toEqual(expected);
  });
});

describe('notification bell', SLOW, () => {
  it("adds up an operator's unread messages and assignments, and lists them", async () => {
    const { open, calls } = setup({
      role: 'operador',
      unread: 2,
      assignments: [
        assigned(41),
        assigned(43),
        // Taken by the operator: no notice. Another operator's: never this one's.
        assigned(44, { asignadoPor: OPERATOR_ID }),
        assigned(45, { operadorId: 9 }),
      ],
    });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByTestId('notification-badge')).toHaveTextContent('4');
    const panel = await open();
    const list = within(panel).getByTestId('bell-assignments');
    expect(list).toHaveTextContent('Tenés 2 auditorías asignadas por iniciar');
    // The latest assignment first.
    expect(
      within(list)
        .getAllByTestId('bell-assignment')
        .map((b) => b.textContent),
    ).toEqual(['#43 Auditoría 43 · Demo Norte S.A.', '#41 Auditoría 41 · Demo Norte S.A.']);
    const messages = within(panel).getByTestId('bell-messages');
    expect(messages).toHaveTextContent('2 mensaje(s) nuevo(s)');
    expect(messages).toHaveTextContent('Sergio Supervisor: Revisá la sucursal Núñez');
    expect(within(panel).queryByTestId('time-alerts-panel')).not.toBeInTheDocument();
    expect(alertCalls(calls)).toHaveLength(0);
  });

  it("takes the operator to 'Mi Sesión' from an assignment and to the conversation from the messages", async () => {
    const { open, view } = setup({ role: 'operador', unread: 1, assignments: [assigned(41)] });
    let panel = await open();
    await view.user.click(within(panel).getByRole('button', { name: 'Auditoría #41: Auditoría 41' }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=my-session'));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).not.toBeInTheDocument());

    panel = await open();
    await view.user.click(within(panel).getByRole('button', { name: 'Ver mensajes' }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/dashboard?tab=messages&conversation=2'));
  });

  it('shows a new assignment as soon as the audits are asked again (poll or server event)', async () => {
    const { view, state } = setup({ role: 'operador' });
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Notificaciones' });
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    state.assignments = [assigned(47)];
    await view.queryClient.refetchQueries({ queryKey: auditsQueryKey });
    expect(await within(header).findByTestId('notification-badge')).toHaveTextContent('1');
  });

  it('says there is nothing new, without a badge, when there is nothing', async () => {
    const { open } = setup({ role: 'operador' });
    const panel = await open();
    expect(panel).toHaveTextContent('No hay auditorías asignadas por iniciar');
    expect(panel).toHaveTextContent('No hay mensajes nuevos');
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it.each<Role>(['contable', 'cliente'])(
    'gives a %s its messages only: no assignments or time alerts are asked',
    async (role) => {
      const { open, calls } = setup({ role, unread: 3 });
      const header = await screen.findByRole('banner');
      expect(await within(header).findByTestId('notification-badge')).toHaveTextContent('3');
      const panel = await open();
      expect(within(panel).getByTestId('bell-messages')).toHaveTextContent('3 mensaje(s) nuevo(s)');
      expect(within(panel).queryByTestId('bell-assignments')).not.toBeInTheDocument();
      expect(within(panel).queryByTestId('time-alerts-panel')).not.toBeInTheDocument();
      expect(assignmentCalls(calls)).toHaveLength(0);
      expect(alertCalls(calls)).toHaveLength(0);
    },
  );

  it('gives an admin its time alerts and messages in the same bell, the badge adding both', async () => {
    const { open, calls } = setup({ role: 'admin', unread: 1, alerts: 2, path: '/dashboard?tab=messages' });
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByTestId('notification-badge')).toHaveTextContent('3'));
    const panel = await open();
    expect(within(panel).getByTestId('bell-messages')).toHaveTextContent('1 mensaje(s) nuevo(s)');
    expect(within(panel).getByTestId('time-alerts-panel')).toHaveTextContent('Pendientes: 2');
    expect(within(panel).queryByTestId('bell-assignments')).not.toBeInTheDocument();
    expect(assignmentCalls(calls)).toHaveLength(0);
  });

  it("gives a client company's auditor no bell at all", async () => {
    setup({ role: 'auditor', path: '/dashboard' });
    const header = await screen.findByRole('banner');
    await within(header).findByRole('button', { name: 'Cerrar Sesión' });
    expect(within(header).queryByRole('button', { name: 'Notificaciones' })).not.toBeInTheDocument();
  });
});
