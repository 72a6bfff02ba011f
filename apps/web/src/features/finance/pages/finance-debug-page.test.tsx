import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/session-storage';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { record } from '../../salaries/testing/salary-admin-fixtures';
import { FinanceDebugPage } from './finance-debug-page';

const page = (siguiente: string | null = null) => ({ siguiente, limite: 50 });

function debugAnswer() {
  return jsonResponse({
    success: true,
    sueldos: [],
    auditoriasImpagas: [
      {
        id: 9,
        titulo: 'Auditoría integral de sucursal',
        clienteId: 1,
        cliente: 'Demo Norte S.A.',
        estado: 'entregada',
        estadoPago: 'pendiente',
        costoFinal: 10000,
        saldo: 10000,
        incluidaEnAbono: false,
        fechaEntrega: '2026-11-17T12:00:00.000Z',
      },
    ],
    movimientosGasto: [
      {
        id: 40,
        tipo: 'gasto',
        fecha: '2026-11-19',
        descripcion: 'Abono de fibra óptica',
        monto: -85000,
        clienteId: null,
        auditId: null,
        reversaDe: null,
        revertido: false,
        creadoPor: 'Ana Administradora',
      },
    ],
    paginacion: { auditorias: page(), gastos: page() },
  });
}

const render = () => renderWithProviders(<FinanceDebugPage />);

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('/finanzas-debug', () => {
  it('without a session it asks to sign in and calls nothing', () => {
    const calls = mockApi({});
    render();
    expect(screen.getByText(/solo para administradores/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iniciá sesión' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });

  it("an admin sees the month's salaries, the uncollected audits and the expense movements", async () => {
    setToken('tok-admin');
    mockApi({
      'GET /api/audit-finance/debug-movimientos': debugAnswer,
      'GET /api/sueldos': () =>
        jsonResponse({
          success: true,
          configuracion: null,
          paginacion: page(),
          sueldos: [record()],
        }),
    });
    render();
    const salaries = await screen.findByRole('region', { name: /^Sueldos de / });
    expect(await within(salaries).findByText('Olga Operadora')).toBeInTheDocument();
    const audits = screen.getByRole('region', { name: 'Auditorías entregadas sin cobrar' });
    expect(await within(audits).findByText('Auditoría integral de sucursal')).toBeInTheDocument();
    expect(within(audits).getByText('Demo Norte S.A.')).toBeInTheDocument();
    const expenses = screen.getByRole('region', { name: 'Movimientos de gasto' });
    expect(await within(expenses).findByText('Abono de fibra óptica')).toBeInTheDocument();
  });

  it("another role's session gets the server's refusal in each list", async () => {
    setToken('tok-operador');
    const refusal = () =>
      jsonResponse({ success: false, error: 'No tiene permisos para esta acción', code: 'FORBIDDEN' }, 403);
    mockApi({ 'GET /api/audit-finance/debug-movimientos': refusal, 'GET /api/sueldos': refusal });
    render();
    expect(await screen.findAllByText('No tiene permisos para esta acción')).toHaveLength(3);
  });
});
