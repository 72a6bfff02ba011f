import type { ClientSummary } from '@auditorias/domain/schemas/clients';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ClientBranchesPanel } from '../components/client-branches-panel';
import { ClientsPanel } from '../components/clients-panel';
import { PRICING_RESPONSE } from './fixtures';

/** GET /clients as the API answers it: the clients and the totals of their branches. */
export function clientListResponse(
  data: readonly ClientSummary[],
  sucursales: number,
  sucursalesActivas = sucursales,
): Response {
  return jsonResponse({
    success: true,
    data,
    totales: { clientes: data.length, sucursales, sucursalesActivas },
  });
}

const SCREENS = { clients: ClientsPanel, 'client-branches': ClientBranchesPanel };

/**
 * The admin's 'Gestión de Clientes' tab (or 'client-branches', 'Gestión de Clientes y Sucursales') with the audit
 * prices its forms read and the test's routes.
 */
export function renderClientsScreen(
  routes: Parameters<typeof mockApi>[0],
  tab: keyof typeof SCREENS = 'clients',
) {
  const calls = mockApi({ 'GET /api/config/audit-pricing': () => jsonResponse(PRICING_RESPONSE), ...routes });
  const Screen = SCREENS[tab];
  const view = renderWithProviders(<Screen user={makeUser('admin')} tab={tab} />);
  return { ...view, calls };
}
