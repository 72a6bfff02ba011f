import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import {
  figureCard as card,
  comparisonAnswer,
  dashboardAnswer,
  GROUP_ADMIN as grupo,
  makeClientDashboard,
  makeComparison,
  makeDashboardCompany,
  NORTE as norte,
  SUR as sur,
} from '../testing/fixtures';

const kiosco = makeDashboardCompany(4, 'Norte Kiosco 24h', [0, 0, 1], [0, 0, 0]);

function signIn(
  dashboard = () => dashboardAnswer(makeClientDashboard(grupo, [norte, kiosco, sur])),
  comparison = () => comparisonAnswer(makeComparison()),
) {
  setToken('tok-1');
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(grupo)),
    'GET /api/users/22/dashboard': dashboard,
    'GET /api/users/22/dashboard/comparativa': comparison,
  });
}

/** The cells of a table's body rows, as text. */
function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\u00a0/g, ' ')),
    );
}

describe("the group administrator's 'Resumen'", { timeout: 20_000 }, () => {
  it('lands on the consolidated view: group card, totals, quick actions and one table of its companies', async () => {
    signIn();
    renderApp('/dashboard');
    const overview = await screen.findByTestId('group-overview');
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/próximamente/i)).not.toBeInTheDocument();
    expect(within(overview).getByRole('region', { name: 'Administrador de grupo' })).toHaveTextContent(
      'Grupo Norte',
    );
    const totals = within(overview).getByRole('region', { name: 'Totales del grupo' });
    expect(card(totals, 'Auditorías completadas')).toHaveTextContent('6');
    expect(card(totals, 'En proceso')).toHaveTextContent('1');
    expect(card(totals, 'Pendientes')).toHaveTextContent('10');
    expect(card(totals, 'Deuda pendiente')).toHaveTextContent('$ 25.000');
    expect(card(totals, 'Total pagado')).toHaveTextContent('$ 36.000');
    expect(card(totals, 'Total facturado')).toHaveTextContent('$ 61.000');
    // One set of cards (the group's), the companies in one table instead of six cards each.
    expect(within(overview).getAllByRole('article', { name: 'Pendientes' })).toHaveLength(1);
    const companies = within(overview).getByRole('table', { name: 'Situación actual por empresa' });
    expect(
      within(companies)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Empresa',
      'Completadas',
      'En proceso',
      'Pendientes',
      'Deuda pendiente',
      'Total pagado',
      'Total facturado',
    ]);
    expect(bodyRows(companies)).toEqual([
      ['Demo Norte S.A.', '4', '1', '6', '$ 25.000', '$ 18.000', '$ 43.000'],
      ['Norte Kiosco 24h', '0', '0', '1', '$ 0', '$ 0', '$ 0'],
      ['Demo Sur S.R.L.', '2', '0', '3', '$ 0', '$ 18.000', '$ 18.000'],
    ]);
    // One call for the dashboard, one for the comparison.
    expect(requestedUrls('/api/users/22/dashboard')).toHaveLength(1);
    await within(overview).findByRole('table', { name: 'Comparación por sucursal' });
    expect(
      requestedUrls('/api/users/22/dashboard/comparativa').map((u) => u.searchParams.get('meses')),
    ).toEqual(['6']);
    const actions = within(overview).getByRole('group', { name: 'Accesos rápidos' });
    expect(within(actions).getByRole('link', { name: 'Estado de cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
  });

  it('compares its companies per branch, with company and group totals, and a chart per month', async () => {
    signIn();
    const view = renderApp('/dashboard?tab=overview');
    const section = await screen.findByRole('region', { name: 'Comparación de empresas' });
    const table = await within(section).findByRole('table', { name: 'Comparación por sucursal' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Empresa', 'Sucursal', 'Pedidas', 'Entregadas', 'Pendientes', 'Gastado', 'Incidentes']);
    expect(bodyRows(table)).toEqual([
      ['Demo Norte S.A.', 'Sucursal Palermo', '5', '3', '2', '$ 45.000', '4'],
      ['Demo Norte S.A.', 'Casa central', '2', '1', '1', '$ 15.000', '0'],
      ['Demo Norte S.A.', 'Total de la empresa', '7', '4', '3', '$ 60.000', '4'],
      ['Norte Kiosco 24h', 'Sin auditorías en el período', '0', '0', '0', '$ 0', '0'],
      ['Demo Sur S.R.L.', 'Sucursal Lomas', '3', '3', '0', '$ 54.000', '7'],
      ['Todas las empresas', 'Total del grupo', '10', '7', '3', '$ 114.000', '11'],
    ]);

    const chart = within(section).getByRole('figure', { name: 'Entregadas por mes' });
    const data = within(chart).getByRole('table', { name: 'Entregadas por mes' });
    expect(bodyRows(data)).toEqual([
      ['1', '0', '2'],
      ['0', '0', '1'],
      ['3', '0', '0'],
    ]);
    expect(
      within(data)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['sep 26', 'oct 26', 'nov 26']);
    expect(chart.querySelector('[data-bar="Demo Norte S.A.|nov 26"]')).toHaveAttribute(
      'title',
      'Demo Norte S.A. · nov 26: 3',
    );
    // The tallest bar is the full height; the others in proportion.
    expect((chart.querySelector('[data-bar="Demo Sur S.R.L.|sep 26"]') as HTMLElement).style.height).toBe(
      `${(2 / 3) * 100}%`,
    );

    await view.user.click(within(section).getByRole('radio', { name: 'Gastado' }));
    const money = within(section).getByRole('figure', { name: 'Gastado por mes' });
    expect(bodyRows(within(money).getByRole('table'))[0]).toEqual(['$ 15.000', '$ 0', '$ 36.000']);

    await view.user.click(within(section).getByRole('radio', { name: '12 meses' }));
    await waitFor(() =>
      expect(
        requestedUrls('/api/users/22/dashboard/comparativa').map((u) => u.searchParams.get('meses')),
      ).toEqual(['6', '12']),
    );
  });

  it('leaves money out of the comparison when the answer has none', async () => {
    signIn(undefined, () => comparisonAnswer(makeComparison(false)));
    renderApp('/dashboard?tab=overview');
    const table = await screen.findByRole('table', { name: 'Comparación por sucursal' });
    expect(within(table).queryByRole('columnheader', { name: 'Gastado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Gastado' })).not.toBeInTheDocument();
  });

  it("the reports quick action opens 'Mis Auditorías' at the received audits", async () => {
    signIn();
    const view = renderApp('/dashboard?tab=overview');
    const overview = await screen.findByTestId('group-overview');
    await view.user.click(within(overview).getByRole('link', { name: 'Ver reportes' }));
    expect(view.router.state.location.search).toBe('?tab=audits');
    expect(view.router.state.location.hash).toBe('#auditorias-recibidas');
    expect(await screen.findByRole('tab', { name: 'Mis Auditorías' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("shows the server's reason when the overview cannot be read", async () => {
    signIn(() => errorResponse(500, 'Falla', { message: 'Falla', code: 'INTERNAL' }));
    renderApp('/dashboard?tab=overview');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando el panel: Falla');
  });
});
