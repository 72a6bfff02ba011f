import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DeletionAlerts } from './deletion-alerts';

const alert = (id: number) => ({
  id,
  auditId: 100 + id,
  tipo: 'correction',
  monto: 25000,
  eliminadoPor: 'Ana Administradora',
  fechaOriginal: '2026-11-20T12:00:00.000Z',
  fechaEliminacion: `2026-11-22T1${id % 10}:00:00.000Z`,
  razon: id === 1 ? 'Cargada dos veces' : null,
});

describe('overview deletion alerts', { timeout: 20_000 }, () => {
  it("shows at most 5, then 'y N más', and a reviewed one leaves the list", async () => {
    let alerts = [1, 2, 3, 4, 5, 6, 7].map(alert);
    const calls = mockApi({
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: alerts } }),
      'PUT /api/dashboard/alerts/1/reviewed': () => {
        alerts = alerts.filter((a) => a.id !== 1);
        return jsonResponse({ success: true, message: 'Alerta marcada como revisada' });
      },
    });
    const { user } = renderWithProviders(<DeletionAlerts />);

    const box = await screen.findByTestId('deletion-alerts');
    expect(within(box).getAllByTestId(/^deletion-alert-\d+$/)).toHaveLength(5);
    expect(within(box).getByTestId('deletion-alerts-more')).toHaveTextContent('y 2 más');
    expect(within(box).getByText('Auditoría #101 eliminada', { exact: false })).toBeInTheDocument();
    expect(within(box).getByText('Motivo: Cargada dos veces')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Marcar como revisada la alerta 1' }));
    await waitFor(() => expect(screen.queryByTestId('deletion-alert-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('deletion-alert-6')).toBeInTheDocument();
    expect(screen.getByTestId('deletion-alerts-more')).toHaveTextContent('y 1 más');
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/dashboard/alerts/1/reviewed')).toBe(true);
  });

  it('shows nothing without alerts', async () => {
    const calls = mockApi({
      'GET /api/dashboard/alerts': () => jsonResponse({ success: true, alerts: { eliminaciones: [] } }),
    });
    renderWithProviders(<DeletionAlerts />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('deletion-alerts')).not.toBeInTheDocument();
  });
});
