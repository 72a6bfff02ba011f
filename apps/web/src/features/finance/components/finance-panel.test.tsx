import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financeSalarySlots } from '../../../app/finance-with-salaries';
import { setToken } from '../../../lib/session-storage';
import { captureDownloads, fileResponse } from '../../../test/downloads';
import { jsonResponse, mockApi, networkFailure, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLIENTS_FOR_AUDITS } from '../../audits/testing/fixtures';
import { currentPeriod, periodLabel } from '../finance-period';
import {
  contable,
  dashboardAnswer,
  debtGroupsAnswer,
  emptyPage,
  financeEmployee,
  financeStaffAnswer,
  NORTE,
  NORTE_AUDITS,
  PAYMENT_ANSWER,
  periodAuditsAnswer,
  SUMMARY,
  yearAnswer,
} from '../testing/finance-fixtures';
import { FinancePanel } from './finance-panel';

type Routes = Parameters<typeof mockApi>[0];

function setup(user: PublicUser = makeUser('admin'), routes: Routes = {}, path = '/dashboard?tab=finances') {
  const calls = mockApi({
    'GET /api/finanzas/dashboard': () => {
      const url = requestedUrls('/api/finanzas/dashboard').at(-1);
      return dashboardAnswer(Number(url?.searchParams.get('mes')), Number(url?.searchParams.get('anio')));
    },
    'GET /api/finanzas/dashboard/anual': () => {
      const url = requestedUrls('/api/finanzas/dashboard/anual').at(-1);
      return yearAnswer(Number(url?.searchParams.get('anio')));
    },
    'GET /api/finanzas/clientes': () => debtGroupsAnswer(),
    'GET /api/finanzas/clientes/3/auditorias': () => periodAuditsAnswer(),
    'GET /api/finanzas/movimientos': () => emptyPage('movimientos'),
    'GET /api/gastos': () => emptyPage('gastos'),
    'GET /api/finanzas/adelantos': () => emptyPage('adelantos'),
    'GET /api/clients/for-audits': () => jsonResponse({ success: true, data: CLIENTS_FOR_AUDITS }),
    'GET /api/config/audit-pricing': () =>
      jsonResponse({
        success: true,
        data: { multiplicadores: { normal: 1, prioritaria: 1.5, urgente: 2 }, costoPorDefecto: 100 },
      }),
    // What the Personal tab says is owed to the staff (GET /finanzas/personal/pendientes): nothing unless said.
    'GET /api/finanzas/personal/pendientes': () =>
      jsonResponse({
        success: true,
        mes: 11,
        anio: 2026,
        empleados: [],
        totales: { sueldosPendientes: 0, comisionesDevengadas: 0, total: 0 },
      }),
    // The Personal tab's pending salaries (none: its tests are in salaries/components/salary-summary-pending.test.tsx).
    'GET /api/sueldos': () =>
      jsonResponse({
        success: true,
        sueldos: [],
        configuracion: null,
        paginacion: { siguiente: null, limite: 100 },
      }),
    ...routes,
  });
  const view = renderWithProviders(<FinancePanel user={user} salaries={financeSalarySlots} />, { path });
  return { ...view, calls };
}

async function openTab(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByRole('tab', { name }));
}

/** 'Ingresos', then opens Demo Norte's November 2026: its audits are asked then. */
async function openPeriod(user: ReturnType<typeof setup>['user']) {
  await openTab(user, 'Ingresos');
  await user.click(
    await screen.findByRole('button', { name: 'Ver auditorías de Noviembre 2026 de Demo Norte S.A.' }),
  );
}

/** A row of GET /finanzas/movimientos: a manual income unless told otherwise. */
function movement(over: Record<string, unknown> = {}) {
  return {
    id: 77,
    tipo: 'ingreso_manual',
    fecha: '2026-11-03',
    descripcion: 'Venta de equipos',
    monto: 5_000,
    clienteId: null,
    auditId: null,
    reversaDe: null,
    revertido: false,
    creadoPor: 'Ana Admin',
    ...over,
  };
}

/** GET /finanzas/movimientos answering these rows (and a next page when `siguiente` is given). */
const movementsAnswer =
  (movimientos: unknown[], siguiente: string | null = null) =>
  () =>
    jsonResponse({ success: true, movimientos, paginacion: { siguiente, limite: 25 } });

/** Opens the collection menu of an audit and picks one of its items ('Cobrar normal'). */
async function pickCollection(user: ReturnType<typeof setup>['user'], auditId: number, item: string) {
  await user.click(await screen.findByRole('button', { name: `Cobrar auditoría ${auditId}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const confirmDialog = () => within(screen.getByRole('dialog'));
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const key = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key');

describe('finance system', { timeout: 20_000 }, () => {
  it('keeps the open sub-tab in the address (?sub=), so a refresh or a link opens it again', async () => {
    const { user, router } = setup(makeUser('admin'), {}, '/dashboard?tab=finances&sub=balance');
    expect(screen.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
    await openTab(user, 'Egresos');
    expect(router.state.location.search).toBe('?tab=finances&sub=egresos');
    expect(screen.getByRole('tab', { name: 'Egresos' })).toHaveAttribute('aria-selected', 'true');
    // 'Atrás' returns to the sub-tab before; 'Resumen' is the plain address.
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
    await openTab(user, 'Resumen');
    expect(router.state.location.search).toBe('?tab=finances');
    // An unknown sub-tab opens Resumen.
    await act(() => router.navigate('/dashboard?tab=finances&sub=inventada'));
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers a phone the six sub-tabs as one menu, kept in the address too', async () => {
    const { happyDOM } = window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } };
    happyDOM.setViewport({ width: 390 });
    try {
      const { user, router } = setup(makeUser('contable'), {}, '/dashboard?tab=finances&sub=balance');
      const menu = await screen.findByRole('combobox', { name: 'Sección de Finanzas' });
      // The tab bar is not shown on a phone (its six tabs wrapped into two rows).
      expect(screen.getByRole('tablist', { hidden: true })).not.toBeVisible();
      expect(
        within(menu)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(screen.getAllByRole('tab', { hidden: true }).map((t) => t.textContent));
      expect(menu).toHaveValue('balance');
      await user.selectOptions(menu, 'Personal');
      expect(router.state.location.search).toBe('?tab=finances&sub=personal');
      expect(menu).toHaveValue('personal');
    } finally {
      happyDOM.setViewport({ width: 1024 });
    }
  });

  it("opens the month a link names (the start screen's month to close), which leaves the address once changed", async () => {
    const { user, router } = setup(
      makeUser('admin'),
      {},
      '/dashboard?tab=finances&sub=balance&mes=10&anio=2025',
    );
    expect(await screen.findByText('Octubre 2025')).toBeInTheDocument();
    expect(requestedUrls('/api/finanzas/dashboard').at(-1)?.searchParams.get('mes')).toBe('10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mes' }), 'Septiembre');
    expect(router.state.location.search).toBe('?tab=finances&sub=balance');
  });

  it('shows the header, the six tabs and the month figures of GET /finanzas/dashboard', async () => {
    const { user } = setup();
    const now = currentPeriod();
    expect(screen.getByRole('heading', { name: 'Finanzas' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('tablist', { name: 'Secciones de finanzas' }))
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Resumen', 'Ingresos', 'Egresos', 'Personal', 'Balance', 'Configuración']);
    const years = within(screen.getByLabelText('Año'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years.slice(0, 3)).toEqual(['2024', '2025', '2026']);
    expect(screen.getByLabelText('Mes')).toHaveValue(String(now.mes));

    const income = await screen.findByRole('article', { name: 'Ingresos del mes' });
    expect(within(income).getByText('$ 125.000')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Egresos del mes' })).getByText('$ 40.500'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Saldo mes anterior' })).getByText('$ 300.000'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Movimiento del mes' })).getByText('$ 84.500'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('article', { name: 'Saldo real total' })).getByText('$ 384.500'),
    ).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Proyección' })).getByText('$ 45.000')).toBeVisible();

    // The year's chart asks the whole year in one call, not one call per month.
    await waitFor(() =>
      expect(requestedUrls('/api/finanzas/dashboard/anual').map((u) => u.searchParams.get('anio'))).toEqual([
        String(now.anio),
      ]),
    );
    expect(await screen.findByRole('figure', { name: `Ingresos y egresos ${now.anio}` })).toBeInTheDocument();
    expect(
      requestedUrls('/api/finanzas/dashboard').map(
        (u) => `${u.searchParams.get('mes')}/${u.searchParams.get('anio')}`,
      ),
    ).toEqual([`${now.mes}/${now.anio}`]);

    await user.selectOptions(screen.getByLabelText('Mes'), '3');
    await user.selectOptions(screen.getByLabelText('Año'), '2025');
    await waitFor(() => {
      const asked = requestedUrls('/api/finanzas/dashboard').map(
        (u) => `${u.searchParams.get('mes')}/${u.searchParams.get('anio')}`,
      );
      expect(asked).toContain('3/2025');
      expect(requestedUrls('/api/finanzas/dashboard/anual').map((u) => u.searchParams.get('anio'))).toContain(
        '2025',
      );
    });
  });

  it('says Error al cargar los datos financieros when the summary fails', async () => {
    setup(makeUser('admin'), {
      'GET /api/finanzas/dashboard': () =>
        jsonResponse({ success: false, error: 'Error interno del servidor' }, 500),
    });
    expect(
      await screen.findAllByText('Error al cargar los datos financieros: Error interno del servidor'),
    ).not.toHaveLength(0);
  });

  it('refuses users without finance and asks nothing', () => {
    const { calls } = setup(makeUser('supervisor'));
    expect(screen.getByRole('alert')).toHaveTextContent('No tienes permisos para acceder a esta sección.');
    expect(calls).toHaveLength(0);
  });

  it("shows 'No hay auditorías pendientes de cobro' when nothing is due", async () => {
    const { user } = setup(makeUser('admin'), { 'GET /api/finanzas/clientes': () => debtGroupsAnswer([]) });
    await openTab(user, 'Ingresos');
    expect(await screen.findByText('No hay auditorías pendientes de cobro')).toBeInTheDocument();
  });

  it("groups receivables by client and period; a period's audits are asked when it is opened", async () => {
    const { user, calls } = setup();
    await openTab(user, 'Ingresos');
    const norte = await screen.findByRole('region', { name: 'Demo Norte S.A.' });
    const period = within(norte).getByTestId('period-3-2026-11');
    expect(within(period).getByText('Noviembre 2026')).toBeInTheDocument();
    expect(period).toHaveTextContent('2 auditorías · $ 45.000');
    expect(screen.getByText('Total general:')).toHaveTextContent('$ 45.000');
    // The client page asks the server's page of clients; the audits wait until the period is opened.
    expect(requestedUrls('/api/finanzas/clientes')[0]?.searchParams.get('limit')).toBe('10');
    expect(calls.some((c) => c.path === '/api/finanzas/clientes/3/auditorias')).toBe(false);
    expect(within(period).queryByTestId('receivable-12')).not.toBeInTheDocument();

    const open = within(period).getByRole('button', {
      name: 'Ver auditorías de Noviembre 2026 de Demo Norte S.A.',
    });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(await within(period).findByTestId('receivable-12')).toHaveTextContent('Integral Belgrano');
    expect(within(period).getByTestId('receivable-13')).toHaveTextContent('$ 20.000');
    const asked = requestedUrls('/api/finanzas/clientes/3/auditorias')[0];
    expect(asked?.searchParams.get('mes')).toBe('11');
    expect(asked?.searchParams.get('anio')).toBe('2026');
    expect(asked?.searchParams.get('limit')).toBe('25');
    await user.click(
      within(period).getByRole('button', { name: 'Ocultar auditorías de Noviembre 2026 de Demo Norte S.A.' }),
    );
    expect(within(period).queryByTestId('receivable-12')).not.toBeInTheDocument();
  });

  it("pages a period's audits with 'Cargar más'", async () => {
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes/3/auditorias': () => {
        const cursor = requestedUrls('/api/finanzas/clientes/3/auditorias')
          .at(-1)
          ?.searchParams.get('cursor');
        return cursor === 'p2'
          ? periodAuditsAnswer(NORTE_AUDITS.slice(1))
          : periodAuditsAnswer(NORTE_AUDITS.slice(0, 1), 'p2');
      },
    });
    await openPeriod(user);
    expect(await screen.findByTestId('receivable-12')).toBeInTheDocument();
    expect(screen.queryByTestId('receivable-13')).not.toBeInTheDocument();
    const period = screen.getByTestId('period-3-2026-11');
    await user.click(within(period).getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByTestId('receivable-13')).toBeInTheDocument();
    expect(screen.getByTestId('receivable-12')).toBeInTheDocument();
    expect(within(period).getByText('Mostrando 2 (todas)')).toBeInTheDocument();
  });

  it("pages the clients with 'Cargar más' and searches them by name in the server", async () => {
    const SUR = {
      ...NORTE,
      clienteId: 4,
      clienteNombre: 'Demo Sur S.R.L.',
      periodos: [{ ...(NORTE.periodos[0] as (typeof NORTE.periodos)[number]), mesAnio: '2026-10', mes: 10 }],
    };
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes': () => {
        const url = requestedUrls('/api/finanzas/clientes').at(-1);
        if (url?.searchParams.get('search')) return debtGroupsAnswer([SUR]);
        return url?.searchParams.get('cursor') === 'c2'
          ? debtGroupsAnswer([SUR])
          : debtGroupsAnswer([NORTE], 'c2');
      },
    });
    await openTab(user, 'Ingresos');
    expect(await screen.findByRole('region', { name: 'Demo Norte S.A.' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Demo Sur S.R.L.' })).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('receivables')).getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByRole('region', { name: 'Demo Sur S.R.L.' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Demo Norte S.A.' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Buscar cliente' }), 'sur');
    await waitFor(() =>
      expect(
        requestedUrls('/api/finanzas/clientes').some((u) => u.searchParams.get('search') === 'sur'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Demo Norte S.A.' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('region', { name: 'Demo Sur S.R.L.' })).toBeInTheDocument();
  });

  it('says so when a search matches no client', async () => {
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes': () =>
        requestedUrls('/api/finanzas/clientes').at(-1)?.searchParams.get('search')
          ? debtGroupsAnswer([])
          : debtGroupsAnswer(),
    });
    await openTab(user, 'Ingresos');
    await user.type(await screen.findByRole('textbox', { name: 'Buscar cliente' }), 'zzz');
    expect(
      await screen.findByText('Ningún cliente con cuentas por cobrar coincide con la búsqueda'),
    ).toBeInTheDocument();
  });

  it('collects an audit: confirmation, PATCH with an Idempotency-Key, then the lists refresh', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'PATCH /api/audits/12/pago': () => jsonResponse(PAYMENT_ANSWER),
    });
    await openPeriod(user);
    await pickCollection(user, 12, 'Cobrar normal');
    // Cancelling sends nothing.
    await user.click(confirmDialog().getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    const listsBefore = calls.filter((c) => c.path === '/api/finanzas/clientes').length;
    await pickCollection(user, 12, 'Cobrar normal');
    expect(confirmDialog().getByText(/Integral Belgrano/)).toBeInTheDocument();
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar' }));

    expect(await screen.findByText('Auditoría cobrada')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/audits/12/pago');
    expect(patch?.body).toEqual({ estadoPago: 'pagada', prioridad: 'normal' });
    expect(key(patch)).toMatch(/^[\w.:-]{8,200}$/);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/finanzas/clientes').length).toBeGreaterThan(listsBefore),
    );
  });

  it('sends a retried collection with the same key, and a new action with a new one', async () => {
    let attempts = 0;
    const { user, calls } = setup(makeUser('admin'), {
      'PATCH /api/audits/12/pago': () => {
        attempts += 1;
        if (attempts === 1) networkFailure();
        return jsonResponse(PAYMENT_ANSWER);
      },
    });
    await openPeriod(user);
    await pickCollection(user, 12, 'Cobrar urgente');
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar' }));
    expect(await screen.findByText('Auditoría cobrada')).toBeInTheDocument();
    const [first, second] = calls.filter((c) => c.method === 'PATCH');
    expect(first?.body).toEqual({ estadoPago: 'pagada', prioridad: 'urgente' });
    expect(key(first)).toBeTruthy();
    expect(key(second)).toBe(key(first));

    await pickCollection(user, 12, 'Cobrar normal');
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(3));
    expect(key(calls.filter((c) => c.method === 'PATCH')[2])).not.toBe(key(first));
  });

  it.each([
    ['Cobrar normal', 'Cobrar', 'Error al cobrar normal'],
    ['Cobrar prioritaria', 'Cobrar', 'Error al cobrar con prioridad'],
    ['Marcar como gratis', 'Marcar como gratis', 'Error al marcar como gratis'],
  ])('%s shows the spec error with the server text', async (item, confirm, message) => {
    const { user } = setup(makeUser('admin'), {
      'PATCH /api/audits/12/pago': () =>
        jsonResponse({ success: false, error: 'La auditoría ya fue cobrada' }, 409),
    });
    await openPeriod(user);
    await pickCollection(user, 12, item);
    await user.click(confirmDialog().getByRole('button', { name: confirm }));
    expect(await screen.findByText(`${message}: La auditoría ya fue cobrada`)).toBeInTheDocument();
  });

  it('marks an audit free after confirming', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'PATCH /api/audits/12/pago': () => jsonResponse(PAYMENT_ANSWER),
    });
    await openPeriod(user);
    await pickCollection(user, 12, 'Marcar como gratis');
    await user.click(confirmDialog().getByRole('button', { name: 'Marcar como gratis' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        estadoPago: 'pagada',
        gratisParaCliente: true,
      }),
    );
  });

  it('asks the amount of a partial payment, checks it, confirms and sends it', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'PATCH /api/audits/13/pago': () =>
        jsonResponse({ ...PAYMENT_ANSWER, message: 'Cobro parcial registrado' }),
    });
    await openPeriod(user);
    await pickCollection(user, 13, 'Cobro parcial…');
    const form = within(await screen.findByRole('form', { name: 'Cobro parcial' }));
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    expect(form.getByText('Monto inválido')).toBeInTheDocument();
    await user.type(form.getByLabelText('Monto a cobrar'), '30000');
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    expect(form.getByText('El monto supera el saldo pendiente de la auditoría')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Monto a cobrar'));
    await user.type(form.getByLabelText('Monto a cobrar'), '5000');
    await user.click(form.getByRole('button', { name: 'Continuar' }));
    expect(writes(calls)).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText('Cobro parcial registrado')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ estadoPago: 'pagada', monto: 5000 });
    expect(key(patch)).toBeTruthy();
  });

  it('reverts the collections of a partly collected audit after confirming', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'PATCH /api/audits/13/pago': () =>
        jsonResponse({ success: false, error: 'La auditoría no tiene cobros para revertir' }, 409),
    });
    await openPeriod(user);
    expect(await screen.findByRole('button', { name: 'Revertir cobro de la auditoría 13' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Revertir cobro de la auditoría 12' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revertir cobro de la auditoría 13' }));
    await user.click(confirmDialog().getByRole('button', { name: 'Revertir' }));
    expect(
      await screen.findByText('Error al revertir el cobro: La auditoría no tiene cobros para revertir'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ estadoPago: 'pendiente' });
  });

  it('collects a whole period after confirming: the server takes its receivable audits', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/finanzas/cobrar-periodo': () =>
        jsonResponse({ success: true, message: 'Período cobrado', cobradas: 2, monto: 45_000 }),
    });
    await openTab(user, 'Ingresos');
    await user.click(
      await screen.findByRole('button', { name: 'Cobrar período Noviembre 2026 de Demo Norte S.A.' }),
    );
    expect(confirmDialog().getByText(/2 auditorías de Demo Norte S.A./)).toBeInTheDocument();
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar período' }));
    expect(await screen.findByText('Período cobrado')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ clienteId: 3, mes: 11, anio: 2026 });
    // The period's audits were never asked: the totals of the list are enough to collect it.
    expect(requestedUrls('/api/finanzas/clientes/3/auditorias')).toEqual([]);
    expect(key(post)).toBeTruthy();
  });

  it('edits title, amount and date with the spec messages, sending only what changed', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'PUT /api/finanzas/editar-auditoria/12': () =>
        jsonResponse({ ...PAYMENT_ANSWER, message: 'Auditoría actualizada' }),
    });
    await openPeriod(user);
    await user.click(await screen.findByRole('button', { name: 'Editar auditoría 12' }));
    const form = within(await screen.findByRole('form', { name: 'Editar auditoría' }));
    await user.clear(form.getByLabelText('Monto'));
    await user.type(form.getByLabelText('Monto'), '0');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByText('Monto inválido')).toBeInTheDocument();
    await user.clear(form.getByLabelText('Monto'));
    await user.type(form.getByLabelText('Monto'), '30000');
    await user.clear(form.getByLabelText(/Fecha/));
    await user.type(form.getByLabelText(/Fecha/), '10/10/2025');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByText('Formato de fecha inválido. Use YYYY-MM-DD')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.clear(form.getByLabelText(/Fecha/));
    await user.type(form.getByLabelText(/Fecha/), '2026-11-11');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Auditoría actualizada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      costoFinal: 30_000,
      fechaSolicitada: '2026-11-11',
    });
  });

  it('deletes from finance (admin only) after confirming, with the server error on failure', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'DELETE /api/finanzas/borrar-auditoria/12': () =>
        jsonResponse({ success: false, error: 'Auditoría no encontrada' }, 404),
    });
    await openPeriod(user);
    await user.click(await screen.findByRole('button', { name: 'Eliminar auditoría 12' }));
    await user.click(confirmDialog().getByRole('button', { name: 'Eliminar' }));
    expect(
      await screen.findByText('Error eliminando auditoría: Auditoría no encontrada'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('gives a contable the collect actions but not the deletion', async () => {
    const { user } = setup(contable());
    await openPeriod(user);
    expect(await screen.findByRole('button', { name: 'Cobrar auditoría 12' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar auditoría 12' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Eliminar auditoría 12' })).not.toBeInTheDocument();
  });

  it('records a manual income: Complete título y monto, then confirmation and the request', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/audits/ingreso-manual': () =>
        jsonResponse({ success: true, message: 'Ingreso registrado', movimientoId: 9 }),
    });
    await openTab(user, 'Ingresos');
    const form = within(await screen.findByRole('form', { name: 'Ingreso manual' }));
    await user.type(form.getByLabelText('Título'), '   ');
    await user.click(form.getByRole('button', { name: 'Registrar ingreso' }));
    expect(form.getByRole('alert')).toHaveTextContent('Complete título y monto');
    await user.type(form.getByLabelText('Título'), 'Venta de equipo');
    await user.type(form.getByLabelText('Monto'), '1500');
    await user.clear(form.getByLabelText(/Fecha/));
    await user.type(form.getByLabelText(/Fecha/), '05/11/2026');
    await user.click(form.getByRole('button', { name: 'Registrar ingreso' }));
    expect(confirmDialog().getByText(/ingreso general/)).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
    await user.click(confirmDialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Ingreso registrado')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      clienteId: null,
      titulo: 'Venta de equipo',
      costoFinal: 1500,
      fecha: '2026-11-05',
      estadoPago: 'pagada',
      tipo: 'ingreso_manual',
    });
    expect(key(post)).toBeTruthy();
  });

  it('records a client income and shows Error al registrar el ingreso on failure', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/audits/ingreso-manual': () =>
        jsonResponse({ success: false, error: 'Cliente no encontrado' }, 404),
    });
    await openTab(user, 'Ingresos');
    const form = within(await screen.findByRole('form', { name: 'Ingreso manual' }));
    await waitFor(() =>
      expect(within(form.getByLabelText('Cliente')).getAllByRole('option').length).toBeGreaterThan(1),
    );
    await user.selectOptions(form.getByLabelText('Cliente'), '3');
    await user.type(form.getByLabelText('Título'), 'Seña');
    await user.type(form.getByLabelText('Monto'), '100');
    await user.click(form.getByRole('button', { name: 'Registrar ingreso' }));
    expect(confirmDialog().getByText(/del cliente Demo Norte S.A./)).toBeInTheDocument();
    await user.click(confirmDialog().getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText('Error al registrar el ingreso: Cliente no encontrado'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ clienteId: 3, costoFinal: 100 });
  });

  it("the income form's client list: 'Error obteniendo clientes: ...' when it fails, a notice when empty", async () => {
    const failing = setup(makeUser('admin'), {
      'GET /api/clients/for-audits': () => jsonResponse({ success: false, error: 'Sin permisos' }, 403),
    });
    await openTab(failing.user, 'Ingresos');
    const form = within(await screen.findByRole('form', { name: 'Ingreso manual' }));
    expect(await form.findByText('Error obteniendo clientes: Sin permisos')).toBeVisible();
    expect(form.getByLabelText('Cliente')).toHaveAttribute('aria-invalid', 'true');
    // A general income can still be recorded.
    expect(within(form.getByLabelText('Cliente')).getAllByRole('option')).toHaveLength(1);
    failing.unmount();

    const empty = setup(makeUser('admin'), {
      'GET /api/clients/for-audits': () => jsonResponse({ success: true, data: [] }),
    });
    await openTab(empty.user, 'Ingresos');
    const emptyForm = within(await screen.findByRole('form', { name: 'Ingreso manual' }));
    expect(
      await emptyForm.findByText('No hay clientes disponibles: solo se puede registrar un ingreso general'),
    ).toBeVisible();
    expect(emptyForm.queryByText(/Error obteniendo clientes/)).not.toBeInTheDocument();
  });

  it('shows the movements of the month with LoadMore', async () => {
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/movimientos': movementsAnswer(
        [
          movement({
            id: 41,
            tipo: 'gasto',
            descripcion: 'Luz',
            monto: -100,
            creadoPor: 'Carlos Contable',
          }),
        ],
        'next',
      ),
    });
    await openTab(user, 'Egresos');
    const row = await screen.findByTestId('movement-41');
    expect(row).toHaveTextContent('03/11/2026');
    expect(row).toHaveTextContent('Gasto');
    expect(row).toHaveTextContent('Carlos Contable');
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
  });
});

describe('expenses: contable must explain, admin need not', { timeout: 20_000 }, () => {
  const created = (body: unknown) =>
    jsonResponse({
      success: true,
      message: 'Gasto registrado',
      gasto: {
        id: 5,
        descripcion: 'Luz',
        monto: 100,
        categoria: 'servicios',
        fecha: '2026-11-20',
        createdAt: '2026-11-20T15:00:00.000Z',
        explicacion: (body as { explicacion?: string }).explicacion ?? null,
        concepto: null,
        movimientoId: 77,
      },
    });

  async function fill(user: ReturnType<typeof setup>['user'], explicacion?: string) {
    const form = within(await screen.findByRole('form', { name: 'Nuevo gasto' }));
    await user.type(form.getByLabelText('Descripción'), 'Luz');
    await user.type(form.getByLabelText('Monto'), '100');
    await user.selectOptions(form.getByLabelText('Categoría'), 'servicios');
    if (explicacion !== undefined) {
      await user.clear(form.getByLabelText(/Explicación/));
      await user.type(form.getByLabelText(/Explicación/), explicacion);
    }
    await user.click(form.getByRole('button', { name: 'Registrar gasto' }));
    return form;
  }

  it('Complete todos los campos when description, amount or category are missing', async () => {
    const { user, calls } = setup(makeUser('admin'));
    await openTab(user, 'Egresos');
    const form = within(await screen.findByRole('form', { name: 'Nuevo gasto' }));
    await user.type(form.getByLabelText('Descripción'), 'Luz');
    await user.click(form.getByRole('button', { name: 'Registrar gasto' }));
    expect(form.getByRole('alert')).toHaveTextContent('Complete todos los campos');
    expect(writes(calls)).toHaveLength(0);
  });

  it('a contable without explanation, or a short one after trimming, is stopped', async () => {
    const { user, calls } = setup(contable());
    await openTab(user, 'Egresos');
    const form = await fill(user);
    expect(form.getByRole('alert')).toHaveTextContent('Complete todos los campos');
    await user.type(form.getByLabelText(/Explicación/), '   corta          ');
    await user.click(form.getByRole('button', { name: 'Registrar gasto' }));
    expect(form.getByRole('alert')).toHaveTextContent('La explicación debe tener al menos 15 caracteres');
    expect(writes(calls)).toHaveLength(0);
  });

  it('a contable with an explanation records the expense after confirming', async () => {
    const { user, calls } = setup(contable(), { 'POST /api/gastos': (call) => created(call.body) });
    await openTab(user, 'Egresos');
    await fill(user, '  Factura de luz de la oficina ');
    await user.click(confirmDialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Gasto registrado')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      descripcion: 'Luz',
      monto: 100,
      categoria: 'servicios',
      explicacion: 'Factura de luz de la oficina',
    });
    expect(key(post)).toBeTruthy();
  });

  it('an admin records it without explanation; a failure says Error al registrar el gasto', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'POST /api/gastos': () => jsonResponse({ success: false, error: 'Categoría inválida' }, 400),
    });
    await openTab(user, 'Egresos');
    await fill(user);
    await user.click(confirmDialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Error al registrar el gasto: Categoría inválida')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      descripcion: 'Luz',
      monto: 100,
      categoria: 'servicios',
    });
  });

  it('reverts an expense after confirming (DELETE with a key), Error al revertir el gasto on failure', async () => {
    const expense = {
      id: 5,
      descripcion: 'Internet',
      monto: 12_000,
      categoria: 'servicios',
      fecha: '2026-11-02',
      createdAt: '2026-11-02T15:00:00.000Z',
      explicacion: null,
      concepto: null,
      movimientoId: 70,
    };
    const { user, calls } = setup(contable(), {
      'GET /api/gastos': () =>
        jsonResponse({ success: true, gastos: [expense], paginacion: { siguiente: null, limite: 25 } }),
      'DELETE /api/gastos/5': () => jsonResponse({ success: false, error: 'Gasto no encontrado' }, 404),
    });
    await openTab(user, 'Egresos');
    const row = await screen.findByTestId('expense-5');
    expect(row).toHaveTextContent('$ 12.000');
    expect(row).toHaveTextContent('Servicios');
    await user.click(within(row).getByRole('button', { name: 'Revertir gasto 5' }));
    await user.click(confirmDialog().getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Error al revertir el gasto: Gasto no encontrado')).toBeInTheDocument();
    const del = calls.find((c) => c.method === 'DELETE');
    expect(del?.path).toBe('/api/gastos/5');
    expect(key(del)).toBeTruthy();
  });
});

describe('Personal and Configuración', { timeout: 20_000 }, () => {
  const employees = financeStaffAnswer([
    financeEmployee(31, 'operador', 'Persona operador', 18_000),
    financeEmployee(32, 'supervisor', 'Persona supervisor'),
    financeEmployee(33, 'contable', 'Persona contable'),
  ]);

  it('lists operators, supervisors and contables from finance, and No hay sueldos pendientes', async () => {
    const { user, calls } = setup(makeUser('admin'), { 'GET /api/finanzas/usuarios/detallados': employees });
    await openTab(user, 'Personal');
    const table = await screen.findByTestId('staff-table');
    expect(within(table).getByText('Persona operador')).toBeInTheDocument();
    expect(within(table).getByText('Persona supervisor')).toBeInTheDocument();
    expect(within(table).getByText('Persona contable')).toBeInTheDocument();
    expect(within(table).getByTestId('staff-31')).toHaveTextContent('$ 18.000');
    expect(screen.getByText('No hay sueldos pendientes')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it('a contable, who may not list users, sees the staff through finance', async () => {
    const { user } = setup(contable(), { 'GET /api/finanzas/usuarios/detallados': employees });
    await openTab(user, 'Personal');
    expect(await screen.findByText('Persona supervisor')).toBeVisible();
    expect(screen.getByText('No hay sueldos pendientes')).toBeInTheDocument();
  });

  it('says Error al cargar los datos financieros when the staff cannot be loaded', async () => {
    const { user } = setup(contable(), {
      'GET /api/finanzas/usuarios/detallados': () => jsonResponse({ success: false, error: 'Falla' }, 500),
    });
    await openTab(user, 'Personal');
    expect(await screen.findByText(/Error al cargar los datos financieros/)).toBeVisible();
  });

  it('shows the pricing settings editable to the admin and read-only to the contable', async () => {
    const admin = setup(makeUser('admin'));
    await openTab(admin.user, 'Configuración');
    expect(await screen.findByRole('button', { name: 'Guardar precios' })).toBeEnabled();
    admin.unmount();

    const other = setup(contable());
    await openTab(other.user, 'Configuración');
    expect(await screen.findByRole('button', { name: 'Guardar precios' })).toBeDisabled();
    expect(screen.getByLabelText('Multiplicador Urgente')).toBeDisabled();
    expect(screen.getByText('Solo lectura: los precios los modifica un administrador.')).toBeVisible();
  });

  it('shows the Balance tab figures of the month', async () => {
    const { user } = setup();
    await openTab(user, 'Balance');
    const balance = await screen.findByTestId('finance-balance');
    expect(await within(balance).findByRole('article', { name: 'Balance neto' })).toHaveTextContent(
      '$ 84.500',
    );
    expect(within(balance).getByRole('article', { name: 'Sueldos pendientes' })).toHaveTextContent('$ 0');
  });

  it('Balance and Personal show the same pending salaries (salaries + commissions), each figure with its basis', async () => {
    const owed = {
      ...SUMMARY,
      sueldosPendientes: 43_000,
      sueldosPorPagar: 25_000,
      comisionesPorPagar: 18_000,
    };
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/dashboard': () => dashboardAnswer(currentPeriod().mes, currentPeriod().anio, owed),
      'GET /api/finanzas/usuarios/detallados': employees,
      'GET /api/finanzas/personal/pendientes': () =>
        jsonResponse({
          success: true,
          mes: 11,
          anio: 2026,
          empleados: [
            {
              usuarioId: 31,
              nombre: 'Persona operador',
              rol: 'operador',
              sueldosPendientes: 25_000,
              comisionesDevengadas: 18_000,
              total: 43_000,
            },
          ],
          totales: { sueldosPendientes: 25_000, comisionesDevengadas: 18_000, total: 43_000 },
        }),
    });
    await openTab(user, 'Balance');
    const balance = await screen.findByTestId('finance-balance');
    const card = await within(balance).findByRole('article', { name: 'Sueldos pendientes' });
    expect(card).toHaveTextContent('$ 43.000');
    expect(card).toHaveTextContent('Sueldos $ 25.000 + comisiones $ 18.000: el total de Personal');
    expect(card).toHaveTextContent('Devengado: sueldos y comisiones adeudados al cierre del mes');
    expect(within(balance).getByRole('article', { name: 'Saldo real total' })).toHaveTextContent(
      'Percibido (caja): la caja al cierre',
    );
    await openTab(user, 'Personal');
    const pending = await screen.findByTestId('staff-pending');
    expect(await within(pending).findByTestId('staff-pending-31')).toHaveTextContent('$ 43.000');
    expect(within(pending).getByTestId('staff-pending-total')).toHaveTextContent('$ 43.000');
  });

  it('Resumen says beside each figure whether it is cash or accrual', async () => {
    const { user } = setup();
    await openTab(user, 'Resumen');
    const summary = await screen.findByTestId('finance-summary');
    expect(await within(summary).findByRole('article', { name: 'Ingresos del mes' })).toHaveTextContent(
      'Percibido (caja): lo cobrado en el mes',
    );
    expect(within(summary).getByRole('article', { name: 'Cuentas por cobrar' })).toHaveTextContent(
      'Devengado: lo facturado y no cobrado al cierre del mes',
    );
  });
});

describe('packages, reverting income and downloads', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  const WITH_PACKAGE = {
    ...NORTE,
    totalDeuda: 145_000,
    periodos: [
      { ...NORTE.periodos[0], totalPeriodo: 145_000, abonos: [] },
      {
        mes: 10,
        anio: 2026,
        mesAnio: '2026-10',
        totalPeriodo: 100_000,
        cantidadAuditorias: 0,
        abonos: [
          {
            clave: 'abono:3:0:2026-10',
            sucursalId: null,
            sucursal: null,
            descripcion: 'Abono mensual 2026-10: 4 auditorías fijas de Demo Norte S.A.',
            monto: 100_000,
          },
        ],
      },
    ],
  } as typeof NORTE;

  it('shows the package in its period and collects it after confirming, with a key', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes': () => debtGroupsAnswer([WITH_PACKAGE]),
      'POST /api/finanzas/cobrar-abono': () =>
        jsonResponse({ success: true, message: 'Abono cobrado', monto: 100_000, movimientoId: 90 }),
    });
    await openTab(user, 'Ingresos');
    const pkg = await screen.findByTestId('package-abono:3:0:2026-10');
    expect(pkg).toHaveTextContent('$ 100.000');
    // A period with only the package offers no period collection.
    const period = screen.getByTestId('period-3-2026-10');
    expect(within(period).queryByRole('button', { name: /Cobrar período/ })).not.toBeInTheDocument();
    await user.click(
      within(pkg).getByRole('button', { name: 'Cobrar abono Octubre 2026 de Demo Norte S.A.' }),
    );
    expect(confirmDialog().getByText(/4 auditorías fijas/)).toBeInTheDocument();
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar abono' }));
    expect(await screen.findByText('Abono cobrado')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/finanzas/cobrar-abono');
    expect(post?.body).toEqual({ clienteId: 3, mes: 10, anio: 2026, sucursalId: null });
    expect(key(post)).toBeTruthy();
  });

  it('says Error cobrando paquete with the server text when the collection fails', async () => {
    const { user } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes': () => debtGroupsAnswer([WITH_PACKAGE]),
      'POST /api/finanzas/cobrar-abono': () =>
        jsonResponse({ success: false, error: 'El abono ya fue cobrado' }, 409),
    });
    await openTab(user, 'Ingresos');
    await user.click(
      await screen.findByRole('button', { name: 'Cobrar abono Octubre 2026 de Demo Norte S.A.' }),
    );
    await user.click(confirmDialog().getByRole('button', { name: 'Cobrar abono' }));
    expect(await screen.findByText('Error cobrando paquete: El abono ya fue cobrado')).toBeInTheDocument();
  });

  it('reverts a manual income from the income list after confirming', async () => {
    const { user, calls } = setup(makeUser('admin'), {
      'GET /api/finanzas/movimientos': movementsAnswer([movement(), movement({ id: 78, revertido: true })]),
      'POST /api/finanzas/movimientos/77/revertir': () =>
        jsonResponse({ success: true, message: 'Ingreso revertido' }),
    });
    await openTab(user, 'Ingresos');
    const row = await screen.findByTestId('movement-77');
    expect(
      within(screen.getByTestId('movement-78')).queryByRole('button', { name: /Revertir/ }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revertir ingreso del movimiento 77' }));
    expect(confirmDialog().getByText(/Venta de equipos/)).toBeInTheDocument();
    await user.click(confirmDialog().getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Ingreso revertido')).toBeInTheDocument();
    expect(key(calls.find((c) => c.path === '/api/finanzas/movimientos/77/revertir'))).toBeTruthy();
  });

  it('a finance viewer without finance_manage gets no revert button', async () => {
    const viewer = makeUser('contable');
    const readOnly = { ...viewer, permissions: { ...viewer.permissions, finance_manage: false } };
    const { user } = setup(readOnly, { 'GET /api/finanzas/movimientos': movementsAnswer([movement()]) });
    await openTab(user, 'Ingresos');
    const row = await screen.findByTestId('movement-77');
    expect(within(row).queryByRole('button', { name: /Revertir/ })).not.toBeInTheDocument();
  });

  it('downloads the receivables as CSV and the month expenses as XLSX with the bearer token', async () => {
    setToken('tok-admin');
    const names = captureDownloads();
    const { user, calls } = setup(makeUser('admin'), {
      'GET /api/finanzas/clientes/export': fileResponse('cuentas-a-cobrar-al-2026-11-20.csv'),
      'GET /api/gastos/export': () => jsonResponse({ success: false, error: 'Demasiadas filas' }, 400),
    });
    await openTab(user, 'Ingresos');
    await user.click(await screen.findByRole('button', { name: 'Descargar las cuentas a cobrar en CSV' }));
    await waitFor(() => expect(names).toEqual(['cuentas-a-cobrar-al-2026-11-20.csv']));
    const csv = calls.find((c) => c.path === '/api/finanzas/clientes/export');
    expect(csv?.headers.get('Authorization')).toBe('Bearer tok-admin');
    expect(requestedUrls('/api/finanzas/clientes/export')[0]?.searchParams.get('formato')).toBe('csv');

    await openTab(user, 'Egresos');
    const now = currentPeriod();
    const label = `Descargar los gastos de ${periodLabel(now)} en XLSX`;
    await user.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Error al descargar el archivo: Demasiadas filas')).toBeInTheDocument();
    const url = requestedUrls('/api/gastos/export')[0];
    expect(url?.searchParams.get('formato')).toBe('xlsx');
    expect(url?.searchParams.get('mes')).toBe(String(now.mes));
  });
});
