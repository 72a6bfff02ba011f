import type { Role } from '@auditorias/domain/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import { timeAlertsAnswer } from '../../time-alerts/testing/time-alert-fixtures';
import { makeReport } from '../testing/staff-fixtures';
import { reportPeriod } from './staff-report-page';

type Routes = Parameters<typeof mockApi>[0];
const REPORT = '/api/work-sessions/report';

function open(role: Role, path = '/personal/reporte/31?mes=11&anio=2026', routes: Routes = {}) {
  window.localStorage.setItem('token', 'tok');
  const calls = mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(makeUser(role))),
    'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
    // The admin's notification bell reads the time alerts: answered, so that its failure is not the alert seen.
    'GET /api/time-alerts': () => jsonResponse(timeAlertsAnswer([])),
    [`GET ${REPORT}`]: () => jsonResponse(makeReport()),
    ...routes,
  });
  const view = renderApp(path);
  return { ...view, calls };
}

const report = () => screen.findByRole('article', { name: 'Reporte mensual' });

describe('monthly staff report', { timeout: 20_000 }, () => {
  it.each<Role>(['admin', 'contable'])(
    'shows a %s the employee, period, totals, note and days',
    async (role) => {
      open(role);
      const article = within(await report());
      expect(article.getByRole('heading', { name: 'Reporte mensual de control horario' })).toBeVisible();
      expect(article.getByTestId('report-name')).toHaveTextContent('Olga Operadora');
      expect(article.getByText('Rol: Operador')).toBeVisible();
      expect(article.getByText('Período: Noviembre 2026')).toBeVisible();
      expect(article.getByText(/^Generado:/)).toHaveTextContent('Generado: 20/11/2026, 12:04');
      const totals = within(article.getByTestId('report-totals'));
      expect(totals.getByRole('group', { name: 'Auditorías' })).toHaveTextContent('3');
      expect(totals.queryByRole('group', { name: 'Correcciones' })).not.toBeInTheDocument();
      expect(totals.getByRole('group', { name: 'Horas logueadas' })).toHaveTextContent('17 h 30 min');
      expect(totals.getByRole('group', { name: 'Total ganado' })).toHaveTextContent('$ 9.000Comisiones');
      expect(article.getByTestId('report-francos-note')).toHaveTextContent(
        'Todavía no hay un sueldo calculado para este período',
      );
      // Each audit's row shows the audit's own time and commission, not the day's hours (issue 23).
      const audit = within(article.getByTestId('report-audit-501'));
      expect(audit.getByText('03/11/2026')).toBeVisible();
      expect(audit.getByText('Supermercado Norte')).toBeVisible();
      expect(audit.getByText('Control de caja')).toBeVisible();
      expect(audit.getByText('1 h 40 min')).toBeVisible();
      expect(audit.getByText('$ 3.500')).toBeVisible();
      expect(audit.queryByText('9 h 30 min')).not.toBeInTheDocument();
      const second = within(article.getByTestId('report-audit-502'));
      expect(second.getByText('Farmacia Sur')).toBeVisible();
      expect(second.getByText('1 h 20 min')).toBeVisible();
      // The day's logged hours and earnings close the day.
      const day = within(article.getByTestId('report-day-2026-11-03'));
      expect(day.getByText('Jornada del día')).toBeVisible();
      expect(day.getByText('9 h 30 min')).toBeVisible();
      expect(day.getByText('$ 6.000')).toBeVisible();
      expect(article.getByTestId('report-days-total')).toHaveTextContent(
        'Totales3 auditorías · horas logueadas17 h 30 min$ 9.000',
      );
      const url = requestedUrls(REPORT)[0];
      expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ userId: '31', mes: '11', anio: '2026' });
    },
  );

  it("shows a supervisor's corrections and the final salary with its rest-day note", async () => {
    open('admin', '/personal/reporte/32?mes=10&anio=2026', {
      [`GET ${REPORT}`]: () =>
        jsonResponse(
          makeReport({
            usuario: { id: 32, name: 'Sergio Supervisor', role: 'supervisor' },
            periodo: { mes: 10, anio: 2026 },
            totales: {
              ...makeReport().totales,
              correcciones: 14,
              totalGanado: 41_333,
              sueldoFinal: 41_333,
              pagoFrancos: 2_666,
              cantidadFrancos: 2,
            },
            notaFrancos: 'El sueldo incluye 2 francos pagados por $ 2.666.',
            dias: [
              {
                fecha: '2026-10-07',
                horasTrabajadas: 8,
                auditoriasCompletadas: 0,
                correcciones: 1,
                ganado: 0,
                auditorias: [
                  {
                    id: 9,
                    rol: 'supervisor',
                    cliente: 'Farmacia Sur',
                    titulo: 'Cierre',
                    tiempoMinutos: 60,
                    comision: 0,
                  },
                ],
              },
            ],
          }),
        ),
    });
    const article = within(await report());
    expect(article.getByRole('group', { name: 'Correcciones' })).toHaveTextContent('14');
    expect(article.getByRole('group', { name: 'Total ganado' })).toHaveTextContent('$ 41.333Sueldo final');
    expect(article.getByTestId('report-francos-note')).toHaveTextContent(
      'El sueldo incluye 2 francos pagados por $ 2.666.',
    );
    expect(article.getByText('Cierre (corrección)')).toBeVisible();
    expect(requestedUrls(REPORT)[0]?.searchParams.get('userId')).toBe('32');
  });

  it("prints with 'Imprimir'", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = open('admin');
    await report();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each<Role>(['supervisor', 'operador', 'cliente'])('sends a %s back to /dashboard', async (role) => {
    const { router, calls } = open(role);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.some((c) => c.path === REPORT)).toBe(false);
  });

  it('shows the failure with the server text', async () => {
    open('admin', undefined, {
      [`GET ${REPORT}`]: () => jsonResponse({ success: false, error: 'Usuario no encontrado' }, 404),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar el reporte: Usuario no encontrado',
    );
  });

  it('reads the period from the address, the current month for what is missing or wrong', () => {
    const now = { mes: 11, anio: 2026 };
    expect(reportPeriod(new URLSearchParams('mes=3&anio=2025'), now)).toEqual({ mes: 3, anio: 2025 });
    expect(reportPeriod(new URLSearchParams(''), now)).toEqual(now);
    expect(reportPeriod(new URLSearchParams('mes=13&anio=2019'), now)).toEqual(now);
  });
});
