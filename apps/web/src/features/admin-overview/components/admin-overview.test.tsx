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
