import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, exportedQuery, fileResponse } from '../../../test/downloads';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { countsAnswer, currentUrl, onePage, pagedAnswer, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../../audits/testing/fixtures';
import {
  dashboardAnswer,
  makeClientDashboard,
  makeDashboardCompany,
} from '../../client-dashboard/testing/fixtures';
import { ClientAuditsPanel } from './client-audits-panel';

const nunez = { id: 12, nombre: 'Sucursal Núñez', direccion: null };
const sur = { id: 5, nombre: 'Demo Sur S.R.L.' };
const audits = [
  makeAudit({
    id: 1,
    titulo: 'Integral Belgrano',
    estado: 'entregada',
    costoFinal: 25_000,
    estadoPago: 'pendiente',
    fechaEntrega: '2026-11-14T12:00:00.000Z',
  }),
  makeAudit({
    id: 2,
    titulo: 'Cierre Núñez',
    estado: 'facturada',
    branch: nunez,
    branchId: 12,
    costoFinal: 18_000,
    estadoPago: 'pagada',
  }),
  makeAudit({ id: 3, titulo: 'Pedido en curso', estado: 'en_proceso' }),
  makeAudit({
    id: 4,
    titulo: 'Perímetro Lomas',
    estado: 'facturada',
    clienteId: 5,
    client: sur,
    branch: { id: 21, nombre: 'Sucursal Lomas', direccion: null },
    branchId: 21,
    costoFinal: 18_000,
    estadoPago: 'pagada',
  }),
];

/** A client that administers a group of companies (ids 3 and 5). */
const groupAdmin = makeUser('cliente', {
  id: 22,
  permissions: {
    ...makeUser('cliente').permissions,
    esAdministradorGrupo: true,
    clientesAdministrados: [3, 5],
  },
});
const delivered = audits.filter((a) => a.estado === 'entregada' || a.estado === 'facturada');

/** A company's account statement (GET /clients/{id}/account-statement, GET /finanzas/mi-cuenta). */
function statement(nombre: string, deudaTotal: number, totalPagado: number) {
  return jsonResponse({
    success: true,
    data: {
      tipoUsuario: 'cliente',
      usuario: null,
      cliente: { nombre, cuit: null, costoAuditoria: 25_000 },
      estadoCuenta: {
        deudaTotal,
        totalPagado,
        saldoPendiente: deudaTotal - totalPagado,
        estadoDeuda: deudaTotal > totalPagado ? 'con deuda' : 'al dia',
        auditoriasCompletadas: 2,
      },
      auditorias: { completadas: [], pendientes: [] },
      ultimosPagos: [],
      mensaje: null,
    },
  });
}

/** The server: my-audits filtered by clienteId (as it does), counts per company or of the whole group. */
function setup(
  user = makeUser('cliente', { id: 20 }),
  list = delivered,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  mockApi({
    'GET /api/clients/my-audits': () => {
      const clienteId = Number(currentUrl().searchParams.get('clienteId'));
      return onePage(clienteId ? list.filter((a) => a.clienteId === clienteId) : list);
    },
    'GET /api/audits/counts': () => {
      const clienteId = currentUrl().searchParams.get('clienteId');
      if (clienteId === '5') return countsAnswer({ facturada: 1 });
      if (clienteId === '3') return countsAnswer({ entregada: 1, facturada: 1, en_proceso: 1, solicitud: 2 });
      return countsAnswer({ entregada: 1, facturada: 2, en_proceso: 1, solicitud: 2, pendiente: 34 });
    },
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
    'GET /api/users/20/dashboard': () =>
      dashboardAnswer(
        makeClientDashboard(user, [
          makeDashboardCompany(3, 'Demo Norte S.A.', [2, 1, 3], [43_000, 25_000, 18_000]),
        ]),
      ),
    'GET /api/users/22/dashboard': () =>
      dashboardAnswer(
        makeClientDashboard(user, [
          makeDashboardCompany(3, 'Demo Norte S.A.', [2, 1, 3], [43_000, 25_000, 18_000]),
          makeDashboardCompany(4, 'Norte Kiosco 24h', [0, 0, 34], [0, 0, 0]),
          makeDashboardCompany(5, 'Demo Sur S.R.L.', [1, 0, 0], [18_000, 0, 18_000]),
        ]),
      ),
    'GET /api/clients/3/account-statement': () => statement('Demo Norte S.A.', 43_000, 18_000),
    'GET /api/clients/4/account-statement': () => statement('Norte Kiosco 24h', 0, 0),
    'GET /api/clients/5/account-statement': () => statement('Demo Sur S.R.L.', 18_000, 18_000),
    ...routes,
  });
  return renderWithProviders(<ClientAuditsPanel user={user} />);
}

describe("client 'Mis Auditorías'", { timeout: 20_000 }, () => {
  it('shows the delivered audits grouped by branch, with cost without VAT, payment and the notice', async () => {
    setup(makeUser('cliente', { id: 20 }), audits.slice(0, 2));
    expect(screen.getByRole('heading', { name: 'Mis Auditorías' })).toBeInTheDocument();
    const belgrano = await screen.findByRole('region', { name: 'Sucursal Sucursal Belgrano' });
    expect(within(belgrano).getByText('Integral Belgrano')).toBeInTheDocument();
    expect(within(belgrano).getByText('$ 25.000')).toBeInTheDocument();
    // The statement's payment state (/mi-cuenta says the same): delivered and not collected is FACTURADA.
    expect(within(belgrano).getByText('FACTURADA')).toBeInTheDocument();
    expect(within(belgrano).getByText('14/12/2026')).toBeInTheDocument();
    // The dashboard's cards (GET /users/{id}/dashboard): the audit counts and the money.
    const counts = await screen.findByTestId('client-audit-cards');
    await waitFor(() =>
      expect(within(counts).getByRole('article', { name: 'Auditorías completadas' })).toHaveTextContent('2'),
    );
    expect(within(counts).getByRole('article', { name: 'Pendientes' })).toHaveTextContent('3');
    const cards = screen.getByTestId('client-finance-cards');
    expect(await within(cards).findByText('$ 25.000')).toBeInTheDocument();
    expect(within(cards).getByRole('article', { name: 'Deuda pendiente' })).toHaveTextContent('$ 25.000');
    expect(within(cards).getByRole('article', { name: 'Total pagado' })).toHaveTextContent('$ 18.000');
    expect(within(cards).getByRole('article', { name: 'Total facturado' })).toHaveTextContent('$ 43.000');
    const nunezGroup = screen.getByRole('region', { name: 'Sucursal Sucursal Núñez' });
    expect(within(nunezGroup).getByText('PAGADA')).toBeInTheDocument();
    const [request] = requestedUrls('/api/clients/my-audits');
    expect(request?.searchParams.get('estado')).toBe('entregada,facturada');
    expect(request?.searchParams.has('clienteId')).toBe(false);
    expect(screen.getByTestId('retention-notice')).toHaveTextContent(
      'Las auditorías completadas se conservan durante 30 días. Todos los precios se muestran sin IVA.',
    );
    expect(screen.getByRole('button', { name: 'Solicitar nueva auditoría' })).toBeInTheDocument();
  });

  it('shows an auditor user the delivered audits without money and without ordering', async () => {
    setup(makeUser('auditor', { id: 21 }), audits.slice(0, 2));
    await screen.findByRole('region', { name: 'Sucursal Sucursal Belgrano' });
    expect(screen.queryByText('$ 25.000')).not.toBeInTheDocument();
    expect(screen.queryByText('Costo (sin IVA)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solicitar nueva auditoría' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-finance-cards')).not.toBeInTheDocument();
    expect(requestedUrls('/api/finanzas/mi-cuenta')).toHaveLength(0);
    expect(requestedUrls('/api/users/21/dashboard')).toHaveLength(0);
  });

  it('shows a group administrator its companies with totals, then one company, and back', async () => {
    const { user } = setup(groupAdmin);
    const consolidated = await screen.findByRole('region', { name: 'Vista consolidada' });
    // The total is the dashboard's (the server's counters: 40), not the number of audits loaded (3).
    expect(within(consolidated).getByText('40')).toBeInTheDocument();
    // The amounts are the dashboard's sums of each company's statement (the ledger), not of the audits loaded.
    expect(within(consolidated).getByText('$ 61.000')).toBeInTheDocument();
    expect(within(consolidated).getByText('$ 36.000')).toBeInTheDocument();
    expect(within(consolidated).getByText('$ 25.000')).toBeInTheDocument();
    // One call for the whole view: no count or statement per company.
    expect(requestedUrls('/api/users/22/dashboard')).toHaveLength(1);
    expect(requestedUrls('/api/audits/counts')).toHaveLength(0);
    for (const id of [3, 4, 5]) expect(requestedUrls(`/api/clients/${id}/account-statement`)).toHaveLength(0);
    const sur = screen.getByRole('article', { name: 'Demo Sur S.R.L.' });
    expect(within(sur).getByText(/Saldo pendiente/)).toHaveTextContent('$ 0');
    expect(await within(sur).findByText('1 recibidas · 0 en curso')).toBeInTheDocument();
    const norte = screen.getByRole('article', { name: 'Demo Norte S.A.' });
    expect(await within(norte).findByText('2 recibidas · 3 en curso')).toBeInTheDocument();
    await user.click(within(sur).getByRole('button', { name: 'Ver auditorías' }));
    expect(await screen.findByRole('region', { name: 'Sucursal Sucursal Lomas' })).toBeInTheDocument();
    // The picked company's cards (its part of the dashboard).
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Total facturado' })).toHaveTextContent('$ 18.000'),
    );
    expect(screen.getByRole('article', { name: 'Auditorías completadas' })).toHaveTextContent('1');
    expect(screen.queryByText('Integral Belgrano')).not.toBeInTheDocument();
    const perCompany = requestedUrls('/api/clients/my-audits').at(-1);
    expect(perCompany?.searchParams.get('clienteId')).toBe('5');
    expect(perCompany?.searchParams.get('estado')).toBe('entregada,facturada');
    await user.click(screen.getByRole('button', { name: 'Volver a la vista consolidada' }));
    expect(await screen.findByRole('region', { name: 'Vista consolidada' })).toBeInTheDocument();
  });

  it("groups by branch the rows loaded so far, and 'Cargar más' adds the next page", async () => {
    const older = makeAudit({
      id: 8,
      titulo: 'Cierre viejo Núñez',
      estado: 'entregada',
      branch: nunez,
      branchId: 12,
      fechaEntrega: '2026-10-01T12:00:00.000Z',
    });
    const { user } = setup(makeUser('cliente', { id: 20 }), [], {
      'GET /api/clients/my-audits': pagedAnswer([
        audits.slice(0, 1),
        [audits[1] as (typeof audits)[number], older],
      ]),
    });
    await screen.findByRole('region', { name: 'Sucursal Sucursal Belgrano' });
    expect(screen.queryByRole('region', { name: 'Sucursal Sucursal Núñez' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    const nunezGroup = await screen.findByRole('region', { name: 'Sucursal Sucursal Núñez' });
    expect(within(nunezGroup).getByText('2 auditorías')).toBeInTheDocument();
    expect(within(nunezGroup).getByText('Cierre viejo Núñez')).toBeInTheDocument();
    const next = requestedUrls('/api/clients/my-audits').at(-1);
    expect(next?.searchParams.get('cursor')).toBe('p1');
    expect(next?.searchParams.get('estado')).toBe('entregada,facturada');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });

  it("exports the received audits of the company a group administrator picked, and only that company's", async () => {
    setToken('tok-grupo');
    const names = captureDownloads();
    const { user } = setup(groupAdmin, delivered, {
      'GET /api/clients/my-audits/export': fileResponse('mis-auditorias-2026-11-25.csv'),
    });
    await screen.findByRole('region', { name: 'Vista consolidada' });
    // The consolidated view lists companies, not audits: nothing to export there.
    expect(
      screen.queryByRole('button', { name: /Descargar las auditorías recibidas/ }),
    ).not.toBeInTheDocument();
    const sur = screen.getByRole('article', { name: 'Demo Sur S.R.L.' });
    await user.click(within(sur).getByRole('button', { name: 'Ver auditorías' }));
    await screen.findByRole('region', { name: 'Sucursal Sucursal Lomas' });
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar las auditorías recibidas en CSV',
        file: 'mis-auditorias-2026-11-25.csv',
        path: '/api/clients/my-audits/export',
      }),
    ).toEqual({
      formato: 'csv',
      estado: 'entregada,facturada',
      clienteId: '5',
    });
  });
});
