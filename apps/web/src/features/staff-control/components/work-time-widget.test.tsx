import type { Role } from '@auditorias/domain/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeUserHours } from '../testing/staff-fixtures';
import { WorkTimeWidget } from './work-time-widget';

const PATH = '/api/work-sessions/user-hours/7';
const hoursCalls = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.path === PATH);

function setup(role: Role = 'operador', answer: () => Response = () => jsonResponse(makeUserHours())) {
  const calls = mockApi({ [`GET ${PATH}`]: answer });
  const view = renderWithProviders(<WorkTimeWidget user={makeUser(role)} />);
  return { ...view, calls };
}

const widget = () => screen.findByRole('region', { name: 'Tu jornada de hoy' });

const unapproved = makeUserHours({
  horasTrabajadas: 9.5,
  horasRegulares: 8,
  horasExtra: 1.5,
  horasExtraSinAprobar: 1.5,
  minutosTrabajados: 570,
  necesitaAutorizacion: true,
  nivel: 'extra',
  mostrarWidget: true,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('work-time widget', { timeout: 20_000 }, () => {
  it("shows today's worked, regular and extra hours when extra hours are unapproved", async () => {
    setup('operador', () => jsonResponse(unapproved));
    const region = within(await widget());
    expect(region.getByRole('group', { name: 'Horas trabajadas' })).toHaveTextContent('9 h 30 min');
    expect(region.getByRole('group', { name: 'Horas regulares' })).toHaveTextContent('8 h');
    expect(region.getByRole('group', { name: 'Horas extra' })).toHaveTextContent('1 h 30 min');
    // The extra hours on a 4-hour bar: 1.5 of 4 h.
    expect(region.getByRole('progressbar', { name: 'Horas extra' })).toHaveAttribute('aria-valuenow', '38');
    expect(region.getByText('Horas extra: 1 h 30 min de 4 h')).toBeInTheDocument();
    expect(region.getByText('Tenés horas extras sin autorizar: pedí la autorización.')).toBeInTheDocument();
  });

  it('shows a supervisor above 10 hours even with the extra time authorized', async () => {
    setup('supervisor', () =>
      jsonResponse(
        makeUserHours({
          usuario: { id: 7, name: 'Sergio Supervisor', role: 'supervisor' },
          horasTrabajadas: 12.5,
          horasRegulares: 8,
          horasExtra: 4.5,
          horasExtraAprobadas: 4.5,
          excesivo: true,
          critico: true,
          nivel: 'critico',
          mostrarWidget: true,
        }),
      ),
    );
    const region = within(await widget());
    expect(region.getByRole('progressbar', { name: 'Horas extra' })).toHaveAttribute('aria-valuenow', '100');
    expect(region.getByText('Jornada crítica: más de 12 horas trabajadas hoy.')).toBeInTheDocument();
  });

  it('stays hidden while the day needs nothing (regular hours, or extra hours authorized up to 10 h)', async () => {
    const { calls } = setup('operador', () =>
      jsonResponse(
        makeUserHours({
          horasTrabajadas: 9.5,
          horasRegulares: 8,
          horasExtra: 1.5,
          horasExtraAprobadas: 1.5,
          nivel: 'extra',
        }),
      ),
    );
    await waitFor(() => expect(hoursCalls(calls)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Tu jornada de hoy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<Role>(['admin', 'contable', 'cliente', 'auditor'])(
    'is not for a %s: nothing is asked',
    async (role) => {
      const { calls } = setup(role, () => jsonResponse(unapproved));
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('region', { name: 'Tu jornada de hoy' })).not.toBeInTheDocument();
      expect(hoursCalls(calls)).toHaveLength(0);
    },
  );

  it.each([
    ['a refusal', () => jsonResponse({ success: false, error: 'Acceso denegado' }, 403)],
    ['no connection', networkFailure],
  ])("reads 'Error cargando información' on %s", async (_label, answer) => {
    setup('operador', answer);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando información');
  });

  it('reads the hours again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let worked = 9.5;
    const { calls } = setup('operador', () => jsonResponse({ ...unapproved, horasTrabajadas: worked }));
    const region = within(await widget());
    expect(region.getByRole('group', { name: 'Horas trabajadas' })).toHaveTextContent('9 h 30 min');
    worked = 9.75;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(hoursCalls(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(hoursCalls(calls)).toHaveLength(2));
    await waitFor(() =>
      expect(region.getByRole('group', { name: 'Horas trabajadas' })).toHaveTextContent('9 h 45 min'),
    );
  });
});

describe('work-time widget on the start panels', { timeout: 20_000 }, () => {
  function start(role: Role) {
    window.localStorage.setItem('token', 'tok');
    const user = makeUser(role);
    const calls = mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(user)),
      'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
      [`GET ${PATH}`]: () => jsonResponse(unapproved),
    });
    renderApp('/dashboard');
    return calls;
  }

  it.each([
    ['operador', 'Panel de Operador'],
    ['supervisor', 'Panel de Supervisor'],
  ] as const)("is on the %s's start panel, above it", async (role, heading) => {
    start(role);
    const region = await widget();
    const panel = await screen.findByRole('heading', { name: heading });
    expect(region.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is not on an admin's start panel", async () => {
    const calls = start('admin');
    expect(await screen.findByRole('heading', { name: 'Resumen del Sistema' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Tu jornada de hoy' })).not.toBeInTheDocument();
    expect(hoursCalls(calls)).toHaveLength(0);
  });
});
