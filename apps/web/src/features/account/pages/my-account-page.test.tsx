import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../clients/testing/render-with-providers';
import { MyAccountPage } from './my-account-page';

const CLIENT: AccountStatement = {
  tipoUsuario: 'cliente',
  usuario: { nombre: 'Clara Cliente', email: 'cliente@example.com' },
  cliente: { nombre: 'Demo Norte S.A.', cuit: '30-71234567-8', costoAuditoria: 25_000 },
  estadoCuenta: {
    deudaTotal: 75_000,
    totalPagado: 35_000.5,
    saldoPendiente: 39_999.5,
    estadoDeuda: 'con deuda',
    auditoriasCompletadas: 3,
  },
  auditorias: {
    completadas: [
      {
        id: 12,
        titulo: 'Integral Belgrano',
        fecha: '2026-11-10',
        valor: 25_000,
        valorBase: 25_000,
        comision: null,
        cliente: 'Demo Norte S.A.',
        estado: 'entregada',
        estadoPago: 'FACTURADA',
      },
      {
        id: 14,
        titulo: 'Cierre Núñez',
        fecha: '2026-11-02',
        valor: 25_000,
        valorBase: 25_000,
        comision: null,
        cliente: 'Demo Norte S.A.',
        estado: 'facturada',
        estadoPago: 'PAGADA',
      },
    ],
    pendientes: [
      {
        id: 20,
        titulo: 'Pedido nuevo',
        fecha: '2026-11-21',
        valor: 25_000,
        valorBase: 25_000,
        comision: null,
        cliente: 'Demo Norte S.A.',
        estado: 'pendiente',
        estadoPago: 'PENDIENTE',
      },
    ],
  },
  ultimosPagos: [
    { fecha: '2026-11-15', monto: 10_000.5, concepto: 'Cobro Integral Belgrano', esParcial: true },
    { fecha: '2026-11-05', monto: 25_000, concepto: 'Cobro Cierre Núñez', esParcial: false },
  ],
  mensaje: null,
};

const OPERATOR: AccountStatement = {
  tipoUsuario: 'operador',
  usuario: { nombre: 'Olga Operadora', email: 'olga@example.com' },
  cliente: null,
  estadoCuenta: {
    comisionesDevengadas: 18_000,
    totalAuditorias: 4,
    auditoriasPendientes: 2,
    estadoCuenta: 'al dia',
  },
  auditorias: {
    completadas: [
      {
        id: 31,
        titulo: 'Perímetro Lomas',
        fecha: '2026-11-08',
        valor: 10_000,
        valorBase: 10_000,
        comision: 10_000,
        cliente: 'Demo Sur S.R.L.',
        estado: 'entregada',
        estadoPago: 'FACTURADA',
      },
    ],
    pendientes: [],
  },
  ultimosPagos: [],
  mensaje: null,
};

function setup(answer: () => Response) {
  mockApi({ 'GET /api/finanzas/mi-cuenta': answer });
  return renderWithProviders(<MyAccountPage />);
}

describe('/mi-cuenta', () => {
  it("shows a client's debt, paid and pending, its audits by payment state and its last payments", async () => {
    setup(() => jsonResponse({ success: true, data: CLIENT }));
    expect(await screen.findByRole('heading', { name: 'Demo Norte S.A.' })).toBeInTheDocument();
    expect(screen.getByText('CUIT 30-71234567-8')).toBeInTheDocument();
    expect(screen.getByText('con deuda')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Deuda pendiente' })).toHaveTextContent('$ 40.000');
    expect(screen.getByRole('article', { name: 'Total pagado' })).toHaveTextContent('$ 35.001');
    expect(screen.getByRole('article', { name: 'Total facturado' })).toHaveTextContent('$ 75.000');
    expect(screen.getByTestId('statement-audit-12')).toHaveTextContent('FACTURADA');
    expect(screen.getByTestId('statement-audit-14')).toHaveTextContent('PAGADA');
    const pending = screen.getByRole('region', { name: 'Auditorías pendientes' });
    expect(within(pending).getByTestId('statement-audit-20')).toHaveTextContent('PENDIENTE');
    const payments = screen.getByRole('region', { name: 'Últimos pagos' });
    expect(within(payments).getByText('15/11/2026')).toBeInTheDocument();
    expect(within(payments).getByText('Parcial')).toBeInTheDocument();
    expect(within(payments).getByText('$ 25.000')).toBeInTheDocument();
    // The spec's cache-busting timestamp.
    expect(requestedUrls('/api/finanzas/mi-cuenta')[0]?.searchParams.get('t')).toMatch(/^\d+$/);
  });

  it("shows an operator's earned commissions, delivered and pending audits", async () => {
    setup(() => jsonResponse({ success: true, data: OPERATOR }));
    expect(await screen.findByRole('article', { name: 'Comisiones devengadas' })).toHaveTextContent(
      '$ 18.000',
    );
    expect(screen.getByRole('article', { name: 'Auditorías entregadas' })).toHaveTextContent('4');
    expect(screen.getByRole('article', { name: 'Auditorías pendientes' })).toHaveTextContent('2');
    expect(screen.getByTestId('statement-audit-31')).toHaveTextContent('Demo Sur S.R.L.');
    expect(screen.queryByRole('article', { name: 'Deuda pendiente' })).not.toBeInTheDocument();
    expect(screen.getByText('No hay auditorías pendientes')).toBeInTheDocument();
  });

  it('shows the message of users without a statement', async () => {
    setup(() =>
      jsonResponse({
        success: true,
        data: {
          ...OPERATOR,
          tipoUsuario: 'otro',
          estadoCuenta: {},
          auditorias: { completadas: [], pendientes: [] },
          mensaje: 'No hay estado de cuenta para este usuario',
        },
      }),
    );
    expect(await screen.findByText('No hay estado de cuenta para este usuario')).toBeInTheDocument();
  });

  it('says No se pudieron cargar los datos de su cuenta. when the call fails', async () => {
    setup(() => jsonResponse({ success: false, error: 'Error interno del servidor' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los datos de su cuenta.',
    );
  });
});
