import type { Role } from '@auditorias/domain/auth/roles';
import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAudio, fakeDesktopNotifications, liveEventStream } from '../../../test/browser-fakes';
import { jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { notifiedKey } from '../alert-preferences';
import { timeAlertsQueryKey } from '../api/time-alert-query-keys';
import { makeTimeAlert, timeAlertsAnswer } from '../testing/time-alert-fixtures';
import { clearTimeAlertToasts } from '../time-alert-toasts';

// Each test renders the whole app (header, dashboard, the bell): on a busy machine the first answer takes seconds.
configure({ asyncUtilTimeout: 5_000 });
const SLOW = { timeout: 30_000 };

afterEach(() => clearTimeAlertToasts());

const failure = (text: string, status = 500) =>
  jsonResponse({ success: false, error: text, message: text, code: 'X' }, status);

interface SetupOptions {
  role?: Role;
  /** Alert ids already announced in this browser (null: the bell never ran here). */
  notified?: number[] | null;
  events?: ReturnType<typeof liveEventStream>;
}

function setup(initial: TimeAlert[], { role = 'admin', notified = [], events }: SetupOptions = {}) {
  let alerts = initial;
  let pendientes: number | undefined;
  let listAnswer: (() => Response) | null = null;
  let resolveAnswer: ((call: RecordedCall) => Response) | null = null;
  const user = makeUser(role, { id: 7 });
  window.localStorage.setItem('token', 'tok-1');
  if (notified) window.localStorage.setItem(notifiedKey(7), JSON.stringify(notified));
  const changed = (id: number, patch: Partial<TimeAlert>) => {
    const alert = { ...(alerts.find((a) => a.id === id) as TimeAlert), ...patch };
    alerts = alerts.map((a) => (a.id === id ? alert : a));
    return jsonResponse({ success: true, message: 'ok', data: alert });
  };
  const routes: Parameters<typeof mockApi>[0] = {
    'GET /api/auth/me': () => jsonResponse(meResponse(user)),
    'GET /api/time-alerts': () => listAnswer?.() ?? jsonResponse(timeAlertsAnswer(alerts, pendientes)),
  };
  if (events) routes['GET /api/events'] = () => events.response();
  for (const id of [1, 2, 3, 4, 5, 6]) {
    routes[`PUT /api/time-alerts/${id}/viewed`] = () => changed(id, { estado: 'revisada' });
    routes[`PUT /api/time-alerts/${id}/resolve`] = (call) =>
      resolveAnswer?.(call) ??
      changed(id, {
        estado: 'resuelta',
        resolucion: (call.body as { resolution: 'justificada' }).resolution,
      });
  }
  const calls = mockApi(routes);
  const view = renderApp('/dashboard');
  const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/time-alerts').length;
  return {
    view,
    calls,
    listCalls,
    setAlerts: (next: TimeAlert[], count?: number) => {
      alerts = next;
      pendientes = count;
    },
    answerList: (answer: (() => Response) | null) => {
      listAnswer = answer;
    },
    answerResolve: (answer: ((call: RecordedCall) => Response) | null) => {
      resolveAnswer = answer;
    },
    poll: () => view.queryClient.refetchQueries({ queryKey: timeAlertsQueryKey }),
    openPanel: async () => {
      const header = await screen.findByRole('banner');
      await view.user.click(await within(header).findByRole('button', { name: 'Notificaciones' }));
      return screen.findByTestId('time-alerts-panel');
    },
  };
}

const items = () => screen.queryAllByTestId('time-alert-item');
const toasts = () => screen.queryAllByTestId('time-alert-toast');

describe('time alerts bell: who sees it', SLOW, () => {
  it.each<Role>(['admin', 'supervisor'])(
    "are in the header's one bell of a %s, with the pending badge",
    async (role) => {
      const { listCalls, openPanel } = setup([makeTimeAlert({ id: 1 }), makeTimeAlert({ id: 2 })], { role });
      const header = await screen.findByRole('banner');
      expect(
        within(header).getAllByRole('button', { name: /Notificaciones|Alertas de tiempo/ }),
      ).toHaveLength(1);
      expect(await within(header).findByTestId('notification-badge')).toHaveTextContent('2');
      expect(listCalls()).toBeGreaterThan(0);
      expect(await openPanel()).toHaveTextContent('Alertas de Tiempo');
    },
  );

  it.each<Role>(['operador', 'contable', 'cliente'])(
    'are not in the bell of a %s, who never asks for alerts',
    async (role) => {
      const { listCalls, view } = setup([makeTimeAlert()], { role });
      const header = await screen.findByRole('banner');
      await view.user.click(await within(header).findByRole('button', { name: 'Notificaciones' }));
      expect(await screen.findByTestId('notification-panel')).toBeInTheDocument();
      expect(screen.queryByTestId('time-alerts-panel')).not.toBeInTheDocument();
      expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
      expect(listCalls()).toBe(0);
    },
  );
});

describe('time alerts bell: badge and panel', SLOW, () => {
  it("counts the server's pending alerts, not only the listed ones, and shows no badge at zero", async () => {
    const { setAlerts, poll } = setup([makeTimeAlert({ id: 1 })]);
    setAlerts([makeTimeAlert({ id: 1 })], 57);
    await poll();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('57');
    setAlerts([makeTimeAlert({ id: 1, estado: 'resuelta' })], 0);
    await poll();
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
  });

  it('lists each alert with type, priority, state, audit, client, operator, times and Buenos Aires time', async () => {
    const { openPanel } = setup([
      makeTimeAlert({
        id: 2,
        tipoAlerta: 'TIEMPO_MENOR',
        tipo: 'ANTICIPO',
        prioridad: 'media',
        estado: 'revisada',
      }),
      makeTimeAlert({ id: 1 }),
    ]);
    const panel = await openPanel();
    expect(within(panel).getByText('Pendientes: 1')).toBeInTheDocument();
    const [anticipo, exceso] = (await within(panel).findAllByTestId('time-alert-item')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(anticipo).toHaveTextContent('ANTICIPO');
    expect(anticipo).toHaveTextContent('Prioridad Media');
    expect(anticipo).toHaveTextContent('Revisada');
    expect(exceso).toHaveTextContent('EXCESO');
    expect(exceso).toHaveTextContent('Prioridad Alta');
    expect(exceso).toHaveTextContent('Pendiente');
    expect(exceso).toHaveTextContent('#31 Control de cámaras');
    expect(exceso).toHaveTextContent('Cliente: Banco Sur · Sucursal Centro');
    expect(exceso).toHaveTextContent('Operador: Olga Operadora');
    expect(exceso).toHaveTextContent('Estimado: 2 h · Real: 4 h 05 min (204 %)');
    expect(exceso).toHaveTextContent('20/11/2026, 13:30');
    // Colours: pending by priority (alta red), revisada grey.
    expect(exceso.getAttribute('style')).toContain('--mantine-color-red-6');
    expect(anticipo.getAttribute('style')).toContain('--mantine-color-gray-6');
  });

  it('says so when there are no alerts', async () => {
    const { openPanel } = setup([]);
    const panel = await openPanel();
    expect(await within(panel).findByText('No hay alertas de tiempo')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Limpiar lista' })).toBeDisabled();
  });

  it('labels every button of the panel with a visible word, not an icon alone', async () => {
    const { openPanel } = setup([makeTimeAlert({ id: 1 })]);
    const panel = await openPanel();
    const prefs = within(within(panel).getByRole('group', { name: 'Preferencias de alertas' }));
    const texts = prefs.getAllByRole('button').map((b) => b.textContent);
    expect(texts).toEqual(['Sonido', 'Silenciar', 'Limpiar lista']);
    for (const button of within(panel).getAllByRole('button')) {
      expect(button.textContent?.trim()).not.toBe('');
    }
  });
});

describe('time alerts bell: actions', SLOW, () => {
  it("shows 'Marcar como vista' and 'Resolver' only on pending alerts", async () => {
    const { openPanel } = setup([
      makeTimeAlert({ id: 3, estado: 'resuelta', resolucion: 'justificada' }),
      makeTimeAlert({ id: 2, estado: 'revisada' }),
      makeTimeAlert({ id: 1 }),
    ]);
    const panel = await openPanel();
    await waitFor(() => expect(items()).toHaveLength(3));
    const byState = Object.fromEntries(items().map((el) => [el.dataset.estado, el]));
    for (const estado of ['revisada', 'resuelta']) {
      const item = byState[estado] as HTMLElement;
      expect(within(item).queryByRole('button', { name: 'Marcar como vista' })).not.toBeInTheDocument();
      expect(within(item).queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
    }
    const pending = byState.pendiente as HTMLElement;
    expect(within(pending).getByRole('button', { name: 'Marcar como vista' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Resolver' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: 'Resolver' })).toHaveLength(1);
    expect(byState.resuelta).toHaveTextContent('Resolución: Justificada');
  });

  it("'Marcar como vista' turns it revisada and lowers the badge", async () => {
    const { openPanel, calls, view } = setup([makeTimeAlert({ id: 1 }), makeTimeAlert({ id: 2 })]);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2');
    const panel = await openPanel();
    const [first] = await within(panel).findAllByTestId('time-alert-item');
    await view.user.click(within(first as HTMLElement).getByRole('button', { name: 'Marcar como vista' }));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-estado', 'revisada'));
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/time-alerts/1/viewed')).toBe(true);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
  });

  it("resolves with the chosen resolution and note and says 'Alerta resuelta exitosamente'", async () => {
    const { openPanel, calls, view } = setup([makeTimeAlert({ id: 1 })]);
    const panel = await openPanel();
    await view.user.click(await within(panel).findByRole('button', { name: 'Resolver' }));
    const confirm = within(panel).getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    await view.user.selectOptions(within(panel).getByLabelText('Resolución'), 'Advertencia al operador');
    await view.user.type(within(panel).getByLabelText('Nota (opcional)'), '  Avisado por chat  ');
    await view.user.click(confirm);
    expect(await screen.findByText('Alerta resuelta exitosamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/api/time-alerts/1/resolve');
    expect(put?.body).toEqual({ resolution: 'advertencia', note: 'Avisado por chat' });
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-estado', 'resuelta'));
    expect(within(panel).queryByRole('button', { name: 'Resolver' })).not.toBeInTheDocument();
  });

  it('leaves the note out when blank, and stays silent when resolving fails', async () => {
    const { openPanel, calls, view, answerResolve } = setup([makeTimeAlert({ id: 1 })]);
    answerResolve(() => failure('La alerta ya fue resuelta', 409));
    const panel = await openPanel();
    await view.user.click(await within(panel).findByRole('button', { name: 'Resolver' }));
    await view.user.selectOptions(within(panel).getByLabelText('Resolución'), 'Justificada');
    await view.user.click(within(panel).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === '/api/time-alerts/1/resolve')?.body).toEqual({
        resolution: 'justificada',
      }),
    );
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Confirmar' })).toBeEnabled());
    expect(screen.queryByText(/La alerta ya fue resuelta/)).not.toBeInTheDocument();
    expect(screen.queryByText('Alerta resuelta exitosamente')).not.toBeInTheDocument();
    expect(items()[0]).toHaveAttribute('data-estado', 'pendiente');
  });

  it("'Limpiar lista' empties the list here only; newer alerts show; 'Mostrar todas' brings the rest back", async () => {
    const { openPanel, view, setAlerts, poll, calls } = setup([
      makeTimeAlert({ id: 2 }),
      makeTimeAlert({ id: 1 }),
    ]);
    const panel = await openPanel();
    await waitFor(() => expect(items()).toHaveLength(2));
    const writes = calls.length;
    await view.user.click(within(panel).getByRole('button', { name: 'Limpiar lista' }));
    expect(items()).toHaveLength(0);
    expect(within(panel).getByText('No hay alertas nuevas')).toBeInTheDocument();
    expect(calls.slice(writes).filter((c) => c.method !== 'GET')).toEqual([]);
    // The badge still counts what is pending on the server.
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');

    setAlerts([
      makeTimeAlert({ id: 3, prioridad: 'baja' }),
      makeTimeAlert({ id: 2 }),
      makeTimeAlert({ id: 1 }),
    ]);
    await poll();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveAttribute('aria-label', 'Alerta 3');
    await view.user.click(within(panel).getByRole('button', { name: 'Mostrar todas (2)' }));
    expect(items()).toHaveLength(3);
  });
});

describe('time alerts bell: loading', SLOW, () => {
  it("shows 'Error cargando alertas de tiempo: ...' when the list cannot be loaded", async () => {
    const { answerList } = setup([]);
    answerList(() => failure('Base de datos caída'));
    expect(
      await screen.findByText('Error cargando alertas de tiempo: Base de datos caída'),
    ).toBeInTheDocument();
  });

  it('stays silent when a later poll fails', async () => {
    const { answerList, poll } = setup([makeTimeAlert({ id: 1 })]);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    answerList(() => failure('Base de datos caída'));
    await poll();
    expect(screen.queryByText(/Error cargando alertas de tiempo/)).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('1');
  });

  it('refetches when the server announces an `alertas` event', async () => {
    const events = liveEventStream();
    const { listCalls, setAlerts } = setup([], { events });
    await waitFor(() => expect(listCalls()).toBe(1));
    setAlerts([makeTimeAlert({ id: 1 })]);
    events.send('listo');
    events.send('alertas');
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
  });
});

describe('time alerts bell: announcing new alerts', SLOW, () => {
  it('toasts a new alert once, plays its tone and shows a desktop notification', async () => {
    const tones = fakeAudio();
    const desktop = fakeDesktopNotifications('granted');
    const { setAlerts, poll, view } = setup([makeTimeAlert({ id: 1 })]);
    expect(await screen.findByText('Alerta de tiempo: EXCESO')).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('#31 Control de cámaras');
    expect(toasts()[0]).toHaveTextContent('Banco Sur · Olga Operadora');
    expect(tones).toEqual([{ hz: 1000, volume: 0.6 }]);
    expect(desktop.shown).toMatchObject([{ title: 'Alerta de tiempo: EXCESO' }]);
    expect(desktop.shown[0]?.body).toContain('Estimado: 2 h · Real: 4 h 05 min (204 %)');

    await view.user.click(within(toasts()[0] as HTMLElement).getByRole('button', { name: 'Cerrar aviso' }));
    await waitFor(() => expect(toasts()).toHaveLength(0));
    setAlerts([makeTimeAlert({ id: 1 })]);
    await poll();
    await poll();
    expect(toasts()).toHaveLength(0);
    expect(tones).toHaveLength(1);
    expect(desktop.shown).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(notifiedKey(7)) ?? '[]')).toEqual([1]);
  });

  it('does not announce an alert this browser already announced, nor resolved or viewed ones', async () => {
    const tones = fakeAudio();
    const { setAlerts, poll } = setup([makeTimeAlert({ id: 1 })], { notified: [1] });
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    setAlerts([
      makeTimeAlert({ id: 3, estado: 'revisada' }),
      makeTimeAlert({ id: 2, estado: 'resuelta' }),
      makeTimeAlert({ id: 1 }),
    ]);
    await poll();
    expect(toasts()).toHaveLength(0);
    expect(tones).toHaveLength(0);
  });

  it('records the alerts already there, without announcing them, the first time it runs in a browser', async () => {
    const tones = fakeAudio();
    const { setAlerts, poll } = setup([makeTimeAlert({ id: 1 })], { notified: null });
    await waitFor(() => expect(window.localStorage.getItem(notifiedKey(7))).toBe('[1]'));
    expect(toasts()).toHaveLength(0);
    setAlerts([makeTimeAlert({ id: 2, prioridad: 'media' }), makeTimeAlert({ id: 1 })]);
    await poll();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(tones).toEqual([{ hz: 800, volume: 0.6 }]);
  });

  it('shows at most 3 toasts at a time and one tone, of the highest priority, per batch', async () => {
    const tones = fakeAudio();
    setup([
      makeTimeAlert({ id: 5, prioridad: 'baja' }),
      makeTimeAlert({ id: 4, prioridad: 'baja' }),
      makeTimeAlert({ id: 3, prioridad: 'media' }),
      makeTimeAlert({ id: 2, prioridad: 'baja' }),
      makeTimeAlert({ id: 1, prioridad: 'baja' }),
    ]);
    await waitFor(() => expect(toasts()).toHaveLength(3));
    expect(tones).toEqual([{ hz: 800, volume: 0.6 }]);
  });

  it('plays no tone with the sound off, and announces nothing while muted; both are kept', async () => {
    const tones = fakeAudio();
    const desktop = fakeDesktopNotifications('granted');
    const { openPanel, view, setAlerts, poll } = setup([]);
    const panel = await openPanel();
    const sound = within(panel).getByRole('button', { name: 'Sonido' });
    const mute = within(panel).getByRole('button', { name: 'Silenciar' });
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(window.localStorage.getItem('timeAlerts.soundEnabled')).toBe('false');

    setAlerts([makeTimeAlert({ id: 1, prioridad: 'baja' })]);
    await poll();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(tones).toHaveLength(0);

    await view.user.click(sound);
    await view.user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('timeAlerts.muted')).toBe('true');
    setAlerts([makeTimeAlert({ id: 2, prioridad: 'alta' }), makeTimeAlert({ id: 1, prioridad: 'baja' })]);
    await poll();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(toasts()).toHaveLength(1);
    expect(tones).toHaveLength(0);
    expect(desktop.shown).toHaveLength(1);

    // Unmuting does not replay what came in meanwhile.
    await view.user.click(mute);
    await poll();
    expect(tones).toHaveLength(0);
    expect(toasts()).toHaveLength(1);
  });

  it('asks for desktop notification permission when the bell is first opened', async () => {
    const desktop = fakeDesktopNotifications('default');
    const { openPanel } = setup([makeTimeAlert({ id: 1 })]);
    await openPanel();
    expect(desktop.requestPermission).toHaveBeenCalledTimes(1);
    expect(desktop.shown).toHaveLength(0);
  });
});
