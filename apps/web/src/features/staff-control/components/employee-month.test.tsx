import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptedAnswer } from '../../../test/answers';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  makeDayAudit,
  makeDayDetail,
  makeEmployee,
  makeUserHours,
  summaryAnswer,
} from '../testing/staff-fixtures';
import { monthCells } from './month-calendar';
import { StaffControlTabPanel } from './staff-control-tab-panel';

type Routes = Parameters<typeof mockApi>[0];

const day = (
  horasTrabajadas: number,
  nivel: 'normal' | 'cerca' | 'extra' | 'excesivo' | 'critico',
  n = 1,
) => ({
  auditoriasCompletadas: n,
  correcciones: 0,
  horasTrabajadas,
  horasExtra: Math.max(0, horasTrabajadas - 8),
  necesitaAutorizacion: horasTrabajadas > 8,
  nivel,
  ganado: 1000 * n,
  auditorias: [],
});

const olga = makeEmployee(31, 'Olga Operadora', 'operador', {
  detallesDias: {
    '2026-11-02': day(6, 'normal'),
    '2026-11-03': day(9.5, 'extra', 2),
    '2026-11-04': day(10.5, 'excesivo'),
    '2026-11-05': day(12.5, 'critico'),
    '2026-11-06': day(7.5, 'cerca'),
    '2026-11-09': day(0, 'normal'),
  },
});
const sergio = makeEmployee(32, 'Sergio Supervisor', 'supervisor', {
  detallesDias: { '2026-11-03': { ...day(8, 'normal', 1), correcciones: 3 } },
});

function setup(routes: Routes = {}) {
  const calls = mockApi({
    'GET /api/work-sessions/employee-summary': () => summaryAnswer([olga, sergio]),
    'GET /api/work-sessions/day-detail/31/2026-11-03': () =>
      jsonResponse(
        makeDayDetail({
          auditorias: [
            makeDayAudit(),
            makeDayAudit({
              id: 502,
              titulo: 'Reposición',
              cliente: 'Farmacia Sur',
              sucursal: null,
              indicador: 'rapido',
              tiempoTrabajado: 20,
              tiempoEstimado: 120,
              comision: 2500,
            }),
            makeDayAudit({
              id: 503,
              titulo: 'Apertura',
              estado: 'en_proceso',
              completada: false,
              indicador: 'lento',
              tiempoTrabajado: 200,
              tiempoEstimado: 120,
              comision: 0,
            }),
            makeDayAudit({ id: 504, titulo: 'Sin medir', indicador: null, comision: 0 }),
          ],
        }),
      ),
    ...routes,
  });
  const view = renderWithProviders(<StaffControlTabPanel user={makeUser('admin')} tab="staff" />);
  return { ...view, calls };
}

async function openCalendar(user: ReturnType<typeof setup>['user'], name: string) {
  const card = within(await screen.findByRole('article', { name }));
  await user.click(card.getByRole('button', { name: 'Ver calendario' }));
  return within(await card.findByTestId('month-calendar'));
}

describe('month calendar', { timeout: 20_000 }, () => {
  it('lays the month out Monday first', () => {
    // 1 November 2026 is a Sunday: six blanks before it.
    const cells = monthCells({ mes: 11, anio: 2026 });
    expect(cells.slice(0, 7).map((c) => c.day)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(cells.filter((c) => c.day)).toHaveLength(30);
    expect(monthCells({ mes: 2, anio: 2028 }).filter((c) => c.day)).toHaveLength(29);
  });

  it('colours each day by how it stands against the workday', async () => {
    const { user } = setup();
    const calendar = await openCalendar(user, 'Olga Operadora');
    const level = (d: string) => calendar.getByTestId(`calendar-day-${d}`).getAttribute('data-level');
    const levels = {
      '2026-11-01': 'none',
      '2026-11-02': 'normal',
      '2026-11-03': 'extra',
      '2026-11-04': 'excesivo',
      '2026-11-05': 'critico',
      '2026-11-06': 'cerca',
      // Audits delivered on a day without time signed in: listed, not coloured.
      '2026-11-09': 'sin-horas',
    };
    expect(Object.fromEntries(Object.keys(levels).map((d) => [d, level(d)]))).toEqual(levels);
    expect(calendar.getByTestId('calendar-day-2026-11-09')).toHaveAccessibleName(
      'Día 9: 0 min, 1 auditorías',
    );
    expect(calendar.getByTestId('calendar-day-2026-11-03')).toHaveAccessibleName(
      'Día 3: 9 h 30 min, 2 auditorías, Horas extra (más de 8 h)',
    );
    expect(calendar.getByTestId('calendar-day-2026-11-05')).toHaveAccessibleName(
      'Día 5: 12 h 30 min, 1 auditorías, Crítico (más de 12 h)',
    );
    expect(within(calendar.getByRole('group', { name: 'Referencias' })).getAllByText(/./)).toHaveLength(5);
  });

  it('shows a supervisor its corrections per day', async () => {
    const { user } = setup();
    const calendar = await openCalendar(user, 'Sergio Supervisor');
    expect(calendar.getByTestId('calendar-day-2026-11-03')).toHaveTextContent('1 aud. · 3 corr.');
  });
});

describe('day detail', { timeout: 20_000 }, () => {
  it('opens from a day: hours, audits, earned, the session and each audit with its indicator', async () => {
    const { user, calls } = setup();
    const calendar = await openCalendar(user, 'Olga Operadora');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Detalle del día 03/11/2026 · Olga Operadora' }),
    );
    expect(calls.some((c) => c.path === '/api/work-sessions/day-detail/31/2026-11-03')).toBe(true);
    expect(await dialog.findByRole('group', { name: 'Horas totales' })).toHaveTextContent('9 h 30 min');
    expect(dialog.getByRole('group', { name: 'Auditorías completadas' })).toHaveTextContent('1');
    expect(dialog.getByRole('group', { name: 'Total ganado' })).toHaveTextContent('$ 3.500');
    expect(dialog.getByRole('group', { name: 'Inicio de sesión' })).toHaveTextContent('03/11/2026, 08:00');
    expect(dialog.getByRole('group', { name: 'Fin de sesión' })).toHaveTextContent('03/11/2026, 17:30');
    expect(dialog.getByRole('group', { name: 'Horas extra' })).toHaveTextContent(
      '1 h 30 min (sin autorizar)',
    );
    const row = (id: number) => within(dialog.getByTestId(`day-audit-${id}`));
    expect(row(501).getByText('Supermercado Norte')).toBeInTheDocument();
    expect(row(501).getByText('Sucursal Centro')).toBeInTheDocument();
    expect(row(501).getByText('Entregada')).toBeInTheDocument();
    expect(row(501).getByText('1 h 40 min / 2 h')).toBeInTheDocument();
    expect(row(501).getByText('$ 3.500')).toBeInTheDocument();
    expect(row(501).getByText('OK')).toBeInTheDocument();
    expect(row(502).getByText('Rápido')).toBeInTheDocument();
    expect(row(502).getByText('—')).toBeInTheDocument();
    expect(row(503).getByText('Lento')).toBeInTheDocument();
    expect(row(503).getByText('En proceso')).toBeInTheDocument();
    expect(within(dialog.getByTestId('day-audit-504')).getAllByText('—')).toHaveLength(1);
    expect(dialog.queryByText('Corrección')).not.toBeInTheDocument();
  });

  it('authorizes the unauthorized extra hours of a past day from its detail', async () => {
    const { user, calls } = setup({
      'POST /api/work-sessions/authorize-overtime/31': acceptedAnswer('Horas extras autorizadas', {
        autorizacion: null,
        horas: makeUserHours({ usuario: { id: 31, name: 'Olga Operadora', role: 'operador' } }),
      }),
    });
    const calendar = await openCalendar(user, 'Olga Operadora');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const detail = within(await screen.findByRole('dialog', { name: /Detalle del día 03\/11\/2026/ }));
    await user.click(await detail.findByRole('button', { name: 'Autorizar horas extras' }));
    const form = within(await screen.findByRole('form', { name: 'Autorizar horas extras' }));
    await user.type(form.getByLabelText(/Motivo/), 'Cierre de inventario');
    await user.click(form.getByRole('button', { name: 'Autorizar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { motivo: 'Cierre de inventario', duracionHoras: 4, fecha: '2026-11-03' },
      ]),
    );
  });

  it('offers no authorization to a contable', async () => {
    mockApi({
      'GET /api/work-sessions/employee-summary': () => summaryAnswer([olga]),
      'GET /api/work-sessions/day-detail/31/2026-11-03': () => jsonResponse(makeDayDetail()),
    });
    const view = renderWithProviders(<StaffControlTabPanel user={makeUser('contable')} tab="staff" />);
    const calendar = await openCalendar(view.user, 'Olga Operadora');
    await view.user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const detail = within(await screen.findByRole('dialog', { name: /Detalle del día 03\/11\/2026/ }));
    expect(await detail.findByRole('group', { name: 'Horas extra' })).toHaveTextContent('(sin autorizar)');
    expect(detail.queryByRole('button', { name: 'Autorizar horas extras' })).not.toBeInTheDocument();
  });

  it("shows 'activa' while the session is live", async () => {
    const { user } = setup({
      'GET /api/work-sessions/day-detail/31/2026-11-03': () =>
        jsonResponse(
          makeDayDetail({
            sesion: { loginTime: '2026-11-03T11:00:00.000Z', logoutTime: null, activa: true },
          }),
        ),
    });
    const calendar = await openCalendar(user, 'Olga Operadora');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('group', { name: 'Fin de sesión' })).toHaveTextContent('activa');
  });

  it("shows a supervisor's approvals as corrections, without commission", async () => {
    const { user } = setup({
      'GET /api/work-sessions/day-detail/32/2026-11-03': () =>
        jsonResponse(
          makeDayDetail({
            usuario: { id: 32, name: 'Sergio Supervisor', role: 'supervisor' },
            resumen: {
              ...makeDayDetail().resumen,
              totalAuditorias: 0,
              totalCorrecciones: 1,
              totalGanado: 0,
            },
            auditorias: [makeDayAudit({ id: 601, rol: 'supervisor', esCorreccion: true, comision: 0 })],
          }),
        ),
    });
    const calendar = await openCalendar(user, 'Sergio Supervisor');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('group', { name: 'Correcciones' })).toHaveTextContent('1');
    const row = within(dialog.getByTestId('day-audit-601'));
    expect(row.getByText('Corrección')).toBeInTheDocument();
    expect(row.getByText('—')).toBeInTheDocument();
    expect(row.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it("reads 'Error al cargar el detalle del día' when it fails", async () => {
    const { user } = setup({
      'GET /api/work-sessions/day-detail/31/2026-11-03': () =>
        jsonResponse({ success: false, error: 'Formato de fecha inválido. Use YYYY-MM-DD' }, 400),
    });
    const calendar = await openCalendar(user, 'Olga Operadora');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error al cargar el detalle del día: Formato de fecha inválido. Use YYYY-MM-DD',
    );
  });

  it('closes and opens another day', async () => {
    const { user, calls } = setup();
    const calendar = await openCalendar(user, 'Olga Operadora');
    await user.click(calendar.getByTestId('calendar-day-2026-11-03'));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(calendar.getByTestId('calendar-day-2026-11-01'));
    expect(
      await screen.findByRole('dialog', { name: 'Detalle del día 01/11/2026 · Olga Operadora' }),
    ).toBeVisible();
    expect(calls.some((c) => c.path === '/api/work-sessions/day-detail/31/2026-11-01')).toBe(true);
  });

  it('does not open days still to come', async () => {
    const { user, calls } = setup({
      'GET /api/work-sessions/employee-summary': () => summaryAnswer([olga], { mes: 12, anio: 2999 }),
    });
    const calendar = await openCalendar(user, 'Olga Operadora');
    expect(calendar.getByTestId('calendar-day-2999-12-01')).toBeDisabled();
    await user.click(calendar.getByTestId('calendar-day-2999-12-01'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.path.includes('day-detail'))).toBe(false);
  });
});
