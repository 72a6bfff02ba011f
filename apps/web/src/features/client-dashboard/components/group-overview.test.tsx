import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import {
  figureCard as card,
  dashboardAnswer,
  GROUP_ADMIN as grupo,
  makeClientDashboard,
  makeDashboardCompany,
  NORTE as norte,
  SUR as sur,
} from '../testing/fixtures';

const kiosco = makeDashboardCompany(4, 'Norte Kiosco 24h', [0, 0, 1], [0, 0, 0]);

function signIn(dashboard = () => dashboardAnswer(makeClientDashboard(grupo, [norte, kiosco, sur]))) {
  setToken('tok-1');
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(grupo)),
    'GET /api/users/22/dashboard': dashboard,
  });
}

describe("the group administrator's 'Resumen'", { timeout: 20_000 }, () => {
  it('lands on the consolidated view: group card, totals, quick actions and each company with its cards', async () => {
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
    const surSection = within(overview).getByRole('region', { name: 'Demo Sur S.R.L.' });
    expect(card(surSection, 'Auditorías completadas')).toHaveTextContent('2');
    expect(card(surSection, 'Pendientes')).toHaveTextContent('3');
    expect(card(surSection, 'Deuda pendiente')).toHaveTextContent('$ 0');
    expect(card(surSection, 'Total pagado')).toHaveTextContent('$ 18.000');
    const kioscoSection = within(overview).getByRole('region', { name: 'Norte Kiosco 24h' });
    expect(card(kioscoSection, 'Pendientes')).toHaveTextContent('1');
    expect(within(overview).getAllByRole('region', { name: /S\.A\.|S\.R\.L\.|Kiosco/ })).toHaveLength(3);
    // One call for the whole view.
    expect(requestedUrls('/api/users/22/dashboard')).toHaveLength(1);
    const actions = within(overview).getByRole('group', { name: 'Accesos rápidos' });
    expect(within(actions).getByRole('link', { name: 'Estado de cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
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
