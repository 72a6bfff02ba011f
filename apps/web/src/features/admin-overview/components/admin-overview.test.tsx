import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AdminOverview } from './admin-overview';

const STATS = {
  auditorias: { total: 1234, pendientes: 5, enProceso: 2, completadas: 1227 },
  clientes: { total: 8, activos: 7 },
  usuarios: { total: 20, operadores: 12, supervisores: 3 },
};

describe('admin overview', () => {
  it('shows each counter under its group as a link to its tab, named label: value', async () => {
    mockApi({
      'GET /api/dashboard/stats': () => jsonResponse({ success: true, data: STATS }),
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: [] } }),
    });
    renderWithProviders(<AdminOverview />);
    expect(screen.getByRole('heading', { name: 'Resumen del Sistema' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Total: 1234' });
    expect(link).toHaveAttribute('href', '/dashboard?tab=audits');
    expect(within(screen.getByTestId('stat-audits-Total')).getByText('1.234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pendientes: 5' })).toHaveAccessibleDescription(
      'Solicitadas, pendientes o asignadas',
    );
    expect(screen.getByRole('link', { name: 'Activos: 7' })).toHaveAttribute(
      'href',
      '/dashboard?tab=clients',
    );
    expect(screen.getByRole('link', { name: 'Supervisores: 3' })).toHaveAttribute(
      'href',
      '/dashboard?tab=users',
    );
    expect(
      ['Auditorías', 'Clientes', 'Usuarios'].map((name) => screen.getByRole('heading', { name }).tagName),
    ).toEqual(['H3', 'H3', 'H3']);
  });

  it("shows 'Error cargando datos' with the server text, the counters as dashes", async () => {
    mockApi({
      'GET /api/dashboard/stats': () => jsonResponse({ success: false, error: 'Sin permisos' }, 403),
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: [] } }),
    });
    renderWithProviders(<AdminOverview />);
    expect(await screen.findByText('Error cargando datos: Sin permisos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Operadores: —' })).toBeInTheDocument();
  });
});

describe('admin overview chart', () => {
  it('draws the money collected and spent of each month of the year so far', async () => {
    const anio = Number(new Date().toISOString().slice(0, 4));
    mockApi({
      'GET /api/dashboard/stats': () => jsonResponse({ success: true, data: STATS }),
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: [] } }),
      'GET /api/finanzas/dashboard/anual': () =>
        jsonResponse({
          success: true,
          anio,
          meses: Array.from({ length: 12 }, (_, i) => ({
            mes: i + 1,
            resumen: { ...YEAR_SUMMARY, ingresosMes: (i + 1) * 1000, egresosMes: 500 },
          })),
        }),
    });
    renderWithProviders(<AdminOverview />);
    const chart = await screen.findByRole('figure', { name: `Ingresos y egresos ${anio}` });
    const table = within(chart).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const month = new Date().getMonth() + 1;
    // One row per month up to the current one (Argentine), never the months to come.
    expect(rows.length).toBeGreaterThanOrEqual(month - 1);
    expect(rows.length).toBeLessThanOrEqual(month);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Ene');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['$ 1.000', '$ 500']);
    expect(
      chart
        .querySelector('[data-bar="Ingresos|Ene"]')
        ?.getAttribute('title')
        ?.replace(/\u00a0/g, ' '),
    ).toBe('Ingresos · Ene: $ 1.000');
  });

  it('says so in a line when the figures cannot be read, the counters unaffected', async () => {
    mockApi({
      'GET /api/dashboard/stats': () => jsonResponse({ success: true, data: STATS }),
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: [] } }),
      'GET /api/finanzas/dashboard/anual': () => jsonResponse({ success: false, message: 'Falla' }, 500),
    });
    renderWithProviders(<AdminOverview />);
    expect(await screen.findByTestId('admin-money-chart-error', {}, { timeout: 8000 })).toHaveTextContent(
      'No se pudo cargar el gráfico de ingresos y egresos.',
    );
    expect(screen.getByRole('link', { name: 'Total: 1234' })).toBeInTheDocument();
  });
});

const YEAR_SUMMARY = {
  ingresosMes: 0,
  egresosMes: 0,
  saldoMesAnterior: 0,
  movimientoMes: 0,
  saldoRealTotal: 0,
  cuentasPorCobrar: 0,
  sueldosPendientes: 0,
  proyeccion: 0,
  gastosMes: 0,
  balanceNeto: 0,
};
