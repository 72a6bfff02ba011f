import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  figureCard as card,
  dashboardAnswer,
  GROUP_ADMIN as grupo,
  makeClientDashboard,
  makeDashboardCompany,
  NORTE as norte,
  SUR as sur,
} from '../testing/fixtures';
import { ClientDashboard } from './client-dashboard';

const cliente = makeUser('cliente', { id: 20 });

describe('client dashboard cards', () => {
  it("shows a client's audit counts, its money, the quick actions and no group card", async () => {
    mockApi({ 'GET /api/users/20/dashboard': () => dashboardAnswer(makeClientDashboard(cliente, [norte])) });
    renderWithProviders(<ClientDashboard user={cliente} />);
    const panel = await screen.findByTestId('client-dashboard');
    expect(await within(panel).findByText('6')).toBeInTheDocument();
    expect(card(panel, 'Auditorías completadas')).toHaveTextContent('4');
    expect(card(panel, 'En proceso')).toHaveTextContent('1');
    expect(card(panel, 'Pendientes')).toHaveTextContent('6');
    expect(card(panel, 'Deuda pendiente')).toHaveTextContent('$ 25.000');
    expect(card(panel, 'Total pagado')).toHaveTextContent('$ 18.000');
    expect(card(panel, 'Total facturado')).toHaveTextContent('$ 43.000');
    expect(screen.queryByRole('region', { name: 'Administrador de grupo' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Accesos rápidos' });
    // On 'Mis Auditorías' the reports are the list below; the statement is /mi-cuenta.
    expect(within(actions).getByRole('link', { name: 'Ver reportes' })).toHaveAttribute(
      'href',
      '#auditorias-recibidas',
    );
    expect(within(actions).getByRole('link', { name: 'Estado de cuenta' })).toHaveAttribute(
      'href',
      '/mi-cuenta',
    );
    expect(requestedUrls('/api/users/20/dashboard')).toHaveLength(1);
  });

  it('the statement quick action opens the account statement', async () => {
    mockApi({ 'GET /api/users/20/dashboard': () => dashboardAnswer(makeClientDashboard(cliente, [norte])) });
    const { user, router } = renderWithProviders(<ClientDashboard user={cliente} />);
    await user.click(await screen.findByRole('link', { name: 'Estado de cuenta' }));
    expect(router.state.location.pathname).toBe('/mi-cuenta');
  });

  it("a group administrator sees the group's totals and card; once it picked a company, that company's", async () => {
    mockApi({
      'GET /api/users/22/dashboard': () => dashboardAnswer(makeClientDashboard(grupo, [norte, sur])),
    });
    const view = renderWithProviders(<ClientDashboard user={grupo} />);
    const group = await screen.findByRole('region', { name: 'Administrador de grupo' });
    expect(group).toHaveTextContent('Grupo Norte');
    expect(group).toHaveTextContent('2 empresas');
    expect(group).toHaveTextContent('Demo Norte S.A., Demo Sur S.R.L.');
    const panel = screen.getByTestId('client-dashboard');
    expect(card(panel, 'Auditorías completadas')).toHaveTextContent('6');
    expect(card(panel, 'Total facturado')).toHaveTextContent('$ 61.000');
    view.unmount();

    mockApi({
      'GET /api/users/22/dashboard': () => dashboardAnswer(makeClientDashboard(grupo, [norte, sur])),
    });
    renderWithProviders(<ClientDashboard user={grupo} clienteId={5} />);
    const picked = await screen.findByTestId('client-dashboard');
    expect(await within(picked).findByText('$ 0')).toBeInTheDocument();
    expect(card(picked, 'Auditorías completadas')).toHaveTextContent('2');
    expect(card(picked, 'Pendientes')).toHaveTextContent('3');
    expect(card(picked, 'Total facturado')).toHaveTextContent('$ 18.000');
    expect(screen.queryByRole('region', { name: 'Administrador de grupo' })).not.toBeInTheDocument();
  });

  it('shows the counts without money cards when the dashboard has no money', async () => {
    const noMoney = makeDashboardCompany(3, 'Demo Norte S.A.', [4, 1, 6], null);
    mockApi({
      'GET /api/users/20/dashboard': () => dashboardAnswer(makeClientDashboard(cliente, [noMoney])),
    });
    renderWithProviders(<ClientDashboard user={cliente} />);
    const panel = await screen.findByTestId('client-dashboard');
    expect(await within(panel).findByText('6')).toBeInTheDocument();
    expect(screen.queryByTestId('client-finance-cards')).not.toBeInTheDocument();
  });

  it("shows the server's reason when the dashboard cannot be read", async () => {
    mockApi({
      'GET /api/users/20/dashboard': () =>
        errorResponse(403, 'Sin permiso', { message: 'Sin permiso', code: 'FORBIDDEN' }),
    });
    renderWithProviders(<ClientDashboard user={cliente} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando el panel: Sin permiso');
    expect(screen.queryByTestId('client-audit-cards')).not.toBeInTheDocument();
  });
});
