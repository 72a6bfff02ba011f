import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { AccountStatement } from '@auditorias/domain/schemas/finance';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { onePage, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { SessionContext, type SessionContextValue } from '../../auth/session-context';
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

function setup(
  answer: () => Response,
  user: PublicUser | null = null,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi({ 'GET /api/finanzas/mi-cuenta': answer, ...routes });
  const session = { status: 'authenticated', user, impersonator: null } as unknown as SessionContextValue;
  const view = renderWithProviders(
    <SessionContext.Provider value={session}>
      <MyAccountPage />
    </SessionContext.Provider>,
  );
  return { ...view, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('/mi-cuenta', () => {
  it("leads back to the dashboard with '← Volver al panel' (the page has no tab bar)", async () => {
    setup(() => jsonResponse({ success: true, data: OPERATOR }));
    // The dashboard opens the user's start tab.
    expect(screen.getByRole('link', { name: '← Volver al panel' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows a client's debt, paid and pending, its audits by payment state and its last payments", async () => {
    setup(() => jsonResponse({ success: true, data: CLIENT }));
    expect(await screen.findByRole('heading', { name: 'Demo Norte S.A.' })).toBeInTheDocument();
    expect(screen.getByText('CUIT 30-71234567-8')).toBeInTheDocument();
    expect(screen.getByText('con deuda')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Deuda pendiente' })).toHaveTextContent('$ 40.000');
    expect(screen.getByRole('article', { name: 'Total pagado' })).toHaveTextContent('$ 35.001');
    expect(screen.getByRole('article', { name: 'Total facturado' })).toHaveTextContent('$ 75.000');
    expect(screen.getByText('3 auditorías completadas. Importes sin IVA.')).toBeInTheDocument();
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

  it("pages the audit lists: 'Cargar más' asks the next page of that list only", async () => {
    const more = {
      ...CLIENT.auditorias.completadas[1],
      id: 15,
      titulo: 'Apertura Palermo',
    } as AccountStatement['auditorias']['completadas'][number];
    const { user } = setup(() => {
      const url = requestedUrls('/api/finanzas/mi-cuenta').at(-1);
      if (url?.searchParams.get('cursor') === 'c2')
        return jsonResponse({
          success: true,
          data: {
            ...CLIENT,
            auditorias: { completadas: [more], pendientes: [] },
            paginacion: {
              completadas: { siguiente: null, limite: 20 },
              pendientes: { siguiente: null, limite: 20 },
            },
          },
        });
      return jsonResponse({
        success: true,
        data: {
          ...CLIENT,
          paginacion: {
            completadas: { siguiente: 'c2', limite: 20 },
            pendientes: { siguiente: null, limite: 20 },
          },
        },
      });
    });
    const done = await screen.findByRole('region', { name: 'Auditorías completadas' });
    expect(within(done).queryByTestId('statement-audit-15')).not.toBeInTheDocument();
    // The pending list is whole: nothing more to ask there.
    expect(
      within(screen.getByRole('region', { name: 'Auditorías pendientes' })).queryByRole('button', {
        name: 'Cargar más',
      }),
    ).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Cargar más' }));
    expect(await within(done).findByTestId('statement-audit-15')).toHaveTextContent('Apertura Palermo');
    expect(within(done).getByTestId('statement-audit-12')).toBeInTheDocument();
    expect(within(done).getByText('Mostrando 3 (todas)')).toBeInTheDocument();
    const asked = requestedUrls('/api/finanzas/mi-cuenta').at(-1);
    expect(asked?.searchParams.get('lista')).toBe('completadas');
    expect(asked?.searchParams.get('cursor')).toBe('c2');
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

  it("falls back to the client's own audits under the failure text", async () => {
    const cliente = makeUser('cliente', { id: 20, clienteId: 3 });
    setup(() => jsonResponse({ success: false, error: 'Error interno del servidor' }, 500), cliente, {
      'GET /api/audits': () =>
        onePage([
          makeAudit({
            id: 5,
            titulo: 'Entregada impaga',
            estado: 'entregada',
            estadoPago: 'pendiente',
            costoFinal: 25_000,
          }),
          makeAudit({
            id: 6,
            titulo: 'Ya pagada',
            estado: 'facturada',
            estadoPago: 'pagada',
            costoFinal: 18_000,
          }),
          makeAudit({ id: 7, titulo: 'En curso', estado: 'en_proceso', estadoPago: null }),
        ]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar los datos de su cuenta.',
    );
    expect(await screen.findByTestId('fallback-audit-5')).toHaveTextContent('FACTURADA');
    expect(screen.getByTestId('fallback-audit-5')).toHaveTextContent('$ 25.000');
    expect(screen.getByTestId('fallback-audit-6')).toHaveTextContent('PAGADA');
    expect(screen.getByTestId('fallback-audit-7')).toHaveTextContent('PENDIENTE');
    const asked = requestedUrls('/api/audits')[0];
    expect(asked?.searchParams.get('all')).toBe('true');
    // No statement downloads without a statement.
    expect(screen.queryByRole('button', { name: /Descargar el estado de cuenta/ })).not.toBeInTheDocument();
  });

  it('downloads the statement as a PDF with the bearer token', async () => {
    setToken('tok-cliente');
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const cliente = makeUser('cliente', { id: 20, clienteId: 3 });
    const { user, calls } = setup(() => jsonResponse({ success: true, data: CLIENT }), cliente, {
      'GET /api/clients/3/account-statement/export': () =>
        new Response('%PDF-1.4', {
          headers: { 'Content-Disposition': 'attachment; filename="estado-de-cuenta-demo-norte.pdf"' },
        }),
    });
    expect(await screen.findByRole('button', { name: 'Descargar el estado de cuenta en CSV' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Descargar el estado de cuenta en XLSX' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Descargar el estado de cuenta en PDF' }));
    await waitFor(() => expect(names).toEqual(['estado-de-cuenta-demo-norte.pdf']));
    const call = calls.find((c) => c.path === '/api/clients/3/account-statement/export');
    expect(call?.headers.get('Authorization')).toBe('Bearer tok-cliente');
    expect(requestedUrls('/api/clients/3/account-statement/export')[0]?.searchParams.get('formato')).toBe(
      'pdf',
    );
  });

  it('offers no statement download to an operator', async () => {
    setup(() => jsonResponse({ success: true, data: OPERATOR }), makeUser('operador', { id: 9 }));
    expect(await screen.findByRole('article', { name: 'Comisiones devengadas' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Descargar/ })).not.toBeInTheDocument();
  });
});
