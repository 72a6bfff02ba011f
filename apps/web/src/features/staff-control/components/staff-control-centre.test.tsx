import type { Role } from '@auditorias/domain/auth/roles';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { currentPeriod } from '../../finance/public';
import { makeEmployee, summaryAnswer } from '../testing/staff-fixtures';
import { StaffControlTabPanel } from './staff-control-tab-panel';

type Routes = Parameters<typeof mockApi>[0];
const SUMMARY = '/api/work-sessions/employee-summary';

const olga = makeEmployee(31, 'Olga Operadora', 'operador', {
  estadoLogin: { estaLogueado: true, loginTime: '2026-11-20T11:00:00.000Z', horasHoy: 6.5 },
  totalAlertasTiempo: 2,
  auditoriaActual: {
    auditId: 77,
    titulo: 'Revisión nocturna',
    cliente: 'Farmacia Sur',
    horasEnProceso: 1.25,
  },
});
const sergio = makeEmployee(32, 'Sergio Supervisor', 'supervisor', {
  estadisticas: { auditoriasCompletadas: 4, correcciones: 9, totalHorasLogueadas: 120 },
  infoSueldo: {
    sueldoFinal: 30_000,
    sueldoReferencia: 40_000,
    pagoFrancos: 0,
    cantidadFrancos: 0,
    francosPagados: 0,
    francosTrabajados: 0,
    estado: 'calculado',
  },
  ganado: 30_000,
  porcentajeSueldoReferencia: 75,
});
const carla = makeEmployee(33, 'Carla Contable', 'contable', { porcentajeSueldoReferencia: null });

function setup(user: PublicUser = makeUser('admin'), routes: Routes = {}) {
  const calls = mockApi({
    [`GET ${SUMMARY}`]: () => summaryAnswer([olga, sergio, carla]),
    ...routes,
  });
  const view = renderWithProviders(<StaffControlTabPanel user={user} tab="staff" />);
  return { ...view, calls };
}

const cards = () => screen.findAllByRole('article');
const card = (name: string) => within(screen.getByRole('article', { name }));
const lastQuery = () => requestedUrls(SUMMARY).at(-1)?.searchParams;

describe('staff control centre: access', { timeout: 20_000 }, () => {
  it.each<Role>(['supervisor', 'operador', 'cliente', 'auditor'])(
    "refuses a %s with 'No tienes permisos para acceder a esta sección.' and asks nothing",
    async (role) => {
      const { calls } = setup(makeUser(role));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No tienes permisos para acceder a esta sección.',
      );
      expect(screen.queryByRole('region', { name: 'Control de Personal' })).not.toBeInTheDocument();
      expect(calls.some((c) => c.path.startsWith('/api/work-sessions'))).toBe(false);
    },
  );

  it('refuses an inactive admin too (the domain rule)', async () => {
    setup(makeUser('admin', { isActive: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permisos');
  });

  it('lets a contable read the cards and print, without the admin actions', async () => {
    setup(makeUser('contable'), {
      [`GET ${SUMMARY}`]: () =>
        summaryAnswer([
          makeEmployee(31, 'Olga Operadora', 'operador', {
            estadoLogin: { estaLogueado: true, necesitaAutorizacion: true },
          }),
        ]),
    });
    await cards();
    const olgaCard = card('Olga Operadora');
    expect(olgaCard.getByText('Horas extra sin autorizar hoy')).toBeInTheDocument();
    expect(olgaCard.queryByRole('button', { name: 'Autorizar horas extras' })).not.toBeInTheDocument();
    expect(olgaCard.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(olgaCard.getByRole('link', { name: 'Imprimir reporte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar todas las sesiones' })).not.toBeInTheDocument();
  });
});

describe("the dashboard's 'Control de Personal' tab", { timeout: 20_000 }, () => {
  function signIn(role: Role) {
    window.localStorage.setItem('token', 'tok');
    return mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(makeUser(role))),
      'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
      [`GET ${SUMMARY}`]: () => summaryAnswer([olga]),
    });
  }

  it.each<Role>(['admin', 'contable'])('opens the staff centre for a %s', async (role) => {
    signIn(role);
    const { user } = renderApp('/dashboard');
    // The dashboard's own tab, named apart from the finance screen's 'Personal' sub-tab.
    await user.click(
      within(await screen.findByTestId('dashboard-tabs')).getByRole('tab', { name: 'Control de Personal' }),
    );
    expect(await screen.findByRole('region', { name: 'Control de Personal' })).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Olga Operadora' })).toBeVisible();
  });

  it('is not a tab of a supervisor, who lands on its start tab', async () => {
    const calls = signIn('supervisor');
    renderApp('/dashboard?tab=staff');
    expect(await screen.findByRole('tab', { name: 'Resumen', selected: true })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Control de Personal' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === SUMMARY)).toBe(false);
  });
});

describe('staff control centre: list and filters', { timeout: 20_000 }, () => {
  it('shows the cards in the order the server sends, with their figures', async () => {
    setup();
    expect((await cards()).map((c) => c.getAttribute('aria-label'))).toEqual([
      'Olga Operadora',
      'Sergio Supervisor',
      'Carla Contable',
    ]);
    const o = card('Olga Operadora');
    expect(o.getByText('Conectado')).toBeInTheDocument();
    expect(o.getByRole('group', { name: 'Horas del mes' })).toHaveTextContent('96 h 30 min');
    expect(o.getByRole('group', { name: 'Horas hoy' })).toHaveTextContent('6 h 30 min');
    expect(o.getByRole('group', { name: 'Auditorías' })).toHaveTextContent('12');
    expect(o.queryByRole('group', { name: 'Correcciones' })).not.toBeInTheDocument();
    expect(o.getByRole('group', { name: 'Ganado' })).toHaveTextContent(
      '$ 42.000Comisiones · 84 % del sueldo de referencia',
    );
    expect(o.getByRole('group', { name: 'Alertas de tiempo' })).toHaveTextContent('2');
    expect(o.getByRole('group', { name: 'Auditoría en curso' })).toHaveTextContent(
      'Farmacia Sur · #77 Revisión nocturna · 1 h 15 min en proceso',
    );
    const s = card('Sergio Supervisor');
    expect(s.getByText('Desconectado')).toBeInTheDocument();
    expect(s.getByRole('group', { name: 'Correcciones' })).toHaveTextContent('9');
    expect(s.getByRole('group', { name: 'Ganado' })).toHaveTextContent(
      '$ 30.000Sueldo final · 75 % del sueldo de referencia',
    );
    expect(s.getByRole('group', { name: 'Auditoría en curso' })).toHaveTextContent('Ninguna');
    // Without a salary record there is no reference to compare with.
    const carlaEarned = card('Carla Contable').getByRole('group', { name: 'Ganado' });
    expect(carlaEarned).toHaveTextContent('$ 42.000Comisiones');
    expect(carlaEarned).not.toHaveTextContent('del sueldo de referencia');
    expect(screen.getByText('3 empleados')).toBeInTheDocument();
  });

  it('links each card to its monthly report of the month shown', async () => {
    setup();
    await cards();
    expect(card('Sergio Supervisor').getByRole('link', { name: 'Imprimir reporte' })).toHaveAttribute(
      'href',
      '/personal/reporte/32?mes=11&anio=2026',
    );
    expect(card('Sergio Supervisor').getByRole('link', { name: 'Imprimir reporte' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('sends the month, year, role, status and search to the server', async () => {
    const { user } = setup();
    await cards();
    const now = currentPeriod();
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
      mes: String(now.mes),
      anio: String(now.anio),
      role: 'todos',
      status: 'todos',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'Marzo');
    await waitFor(() => expect(lastQuery()?.get('mes')).toBe('3'));
    const year = screen.getByRole('textbox', { name: 'Año' });
    await user.clear(year);
    await user.type(year, '2025');
    await waitFor(() => expect(lastQuery()?.get('anio')).toBe('2025'));
    // A year outside 2020–9999 is never asked for: the last valid one stays until the box clamps it on leaving.
    await user.clear(year);
    await user.type(year, '2019');
    expect(lastQuery()?.get('anio')).toBe('2025');
    await user.tab();
    expect(year).toHaveValue('2020');
    await waitFor(() => expect(lastQuery()?.get('anio')).toBe('2020'));
    await user.clear(year);
    await user.type(year, '12345');
    await user.tab();
    expect(year).toHaveValue('9999');
    await waitFor(() => expect(lastQuery()?.get('anio')).toBe('9999'));
    await user.clear(year);
    await user.type(year, '2024');
    await waitFor(() => expect(lastQuery()?.get('anio')).toBe('2024'));
    const asked = requestedUrls(SUMMARY).map((u) => u.searchParams.get('anio'));
    // The current year (the first load and the month change), then only whole years from 2020 to 9999.
    expect(asked).toEqual([String(now.anio), String(now.anio), '2025', '2020', '9999', '2024']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rol' }), 'Supervisores');
    await waitFor(() => expect(lastQuery()?.get('role')).toBe('supervisor'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Solo conectados');
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('logueados'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Con auditoría en curso');
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('en_proceso'));
    const before = requestedUrls(SUMMARY).length;
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'olga');
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('olga'));
    // Debounced: one request for the word, not one per key.
    expect(requestedUrls(SUMMARY).length).toBe(before + 1);
    expect(Object.fromEntries(lastQuery() ?? [])).toEqual({
      mes: '3',
      anio: '2024',
      role: 'supervisor',
      status: 'en_proceso',
      search: 'olga',
    });
  });

  it("offers the spec's role and status choices", async () => {
    setup();
    await cards();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Rol')).toEqual(['Todos', 'Operadores', 'Supervisores']);
    expect(options('Estado')).toEqual(['Todos', 'Solo conectados', 'Con auditoría en curso']);
  });

  it("asks again with 'Actualizar'", async () => {
    const { user } = setup();
    await cards();
    const before = requestedUrls(SUMMARY).length;
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(requestedUrls(SUMMARY).length).toBe(before + 1));
  });

  it("shows 'No se encontraron empleados' when nobody matches", async () => {
    setup(makeUser('admin'), { [`GET ${SUMMARY}`]: () => summaryAnswer([]) });
    expect(await screen.findByText('No se encontraron empleados')).toBeInTheDocument();
  });

  it.each([
    ['a refusal', () => jsonResponse({ success: false, error: 'Acceso denegado' }, 403)],
    ['a server error', () => jsonResponse({ success: false, error: 'Falla' }, 500)],
    ['no connection', networkFailure],
  ])("reads %s of the list as an empty list: 'No se encontraron empleados'", async (_label, answer) => {
    setup(makeUser('admin'), { [`GET ${SUMMARY}`]: answer });
    expect(await screen.findByText('No se encontraron empleados')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("loads the next page with 'Cargar más'", async () => {
    const { user } = setup(makeUser('admin'), {
      [`GET ${SUMMARY}`]: () =>
        lastQuery()?.get('cursor') === 'c2'
          ? summaryAnswer([carla], { total: 3 })
          : summaryAnswer([olga, sergio], { siguiente: 'c2', total: 3 }),
    });
    expect(await cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(requestedUrls(SUMMARY).map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
  });
});
