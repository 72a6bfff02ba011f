import { AUDIT_STATES } from '@auditorias/domain/audits/states';
import { previousPeriod } from '@auditorias/domain/salaries/calendar';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPeriod } from '../features/finance/finance-period';
import { dashboardAnswer, SUMMARY } from '../features/finance/testing/finance-fixtures';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import { renderWithProviders } from '../test/render-with-providers';
import { AdminNextSteps, ContableNextSteps, SupervisorNextSteps, staffSteps } from './staff-next-steps';

afterEach(() => vi.unstubAllGlobals());

const LAST = previousPeriod(currentPeriod().mes, currentPeriod().anio);
const page = { siguiente: null, limite: 50 };

/** The answers the start screens read, each as its own screen's call answers it. */
function answers({
  queue = 0,
  review = 0,
  alerts = 0,
  lastClosed = false,
  money = {},
}: {
  queue?: number;
  review?: number;
  alerts?: number;
  lastClosed?: boolean;
  money?: Partial<typeof SUMMARY>;
}) {
  return mockApi({
    'GET /api/audits/cola-gestion': () =>
      jsonResponse({
        success: true,
        data: [],
        stats: {
          total: queue,
          porOrigen: { cliente: queue, programada: 0, normal: 0 },
          pendientesValidacion: 0,
        },
      }),
    'GET /api/audits/counts': () =>
      jsonResponse({
        success: true,
        conteo: { ...Object.fromEntries(AUDIT_STATES.map((e) => [e, 0])), terminada: review, pendiente: 9 },
        total: 9 + review,
      }),
    'GET /api/finanzas/dashboard': () =>
      dashboardAnswer(currentPeriod().mes, currentPeriod().anio, { ...SUMMARY, ...money }),
    'GET /api/time-alerts': () =>
      jsonResponse({ success: true, data: [], pendientes: alerts, paginacion: page }),
    'GET /api/periodos': () =>
      jsonResponse({
        success: true,
        cerrados: lastClosed
          ? [{ ...LAST, cerradoEn: '2026-01-01T12:00:00.000Z', cerradoPor: 'Admin Demo' }]
          : [],
        historial: [],
      }),
  });
}

const block = () => screen.getByRole('region', { name: 'Qué hacer ahora' });

/** An item of the block says `text`, and its own button is a link to `href`. */
function expectStep(text: string | RegExp, link: string, href: string) {
  const item = within(block()).getByText(text).closest('li');
  if (!item) throw new Error(`no item says ${text}`);
  expect(within(item).getByRole('link', { name: link })).toHaveAttribute('href', href);
}

describe("the staff's 'Qué hacer ahora'", () => {
  it('tells the admin what waits, each with the screen that does it, three at a time', async () => {
    answers({ queue: 2, review: 3, alerts: 1, money: { cuentasPorCobrar: 85_000 } });
    const { user } = renderWithProviders(<AdminNextSteps />);
    const queue = '2 auditorías esperan en la Cola de Gestión para habilitarse a los operadores.';
    expect(await within(block()).findByText(queue)).toBeInTheDocument();
    expectStep(queue, 'Ir a la cola', '/dashboard?tab=management-queue');
    expectStep('3 auditorías esperan revisión.', 'Revisar', '/dashboard?tab=audit-review');
    expectStep(
      'Cuentas por cobrar: $ 85.000 de auditorías entregadas.',
      'Cobrar',
      '/dashboard?tab=finances&sub=ingresos',
    );
    // The time alert and the month to close wait behind 'Ver 2 más'.
    expect(within(block()).queryByText('1 alerta de tiempo pendiente.')).not.toBeInTheDocument();
    await user.click(within(block()).getByRole('button', { name: 'Ver 2 más' }));
    expectStep('1 alerta de tiempo pendiente.', 'Ver personal', '/dashboard?tab=staff');
    expectStep(
      /terminó y sigue abierto\.$/,
      'Cerrar mes',
      `/dashboard?tab=finances&sub=balance&mes=${LAST.mes}&anio=${LAST.anio}`,
    );
  });

  it("tells the admin 'Todo al día' when nothing waits", async () => {
    answers({ lastClosed: true, money: { cuentasPorCobrar: 0 } });
    renderWithProviders(<AdminNextSteps />);
    expect(await within(block()).findByText('Todo al día')).toBeInTheDocument();
    expect(
      within(block()).getByText(
        'Nada espera en la cola ni revisión, no hay cobros, alertas ni meses por cerrar.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the supervisor how many audits wait for review (terminada and guardado_supervisor)', async () => {
    answers({ review: 1 });
    renderWithProviders(<SupervisorNextSteps />);
    expect(await within(block()).findByText('1 auditoría espera revisión.')).toBeInTheDocument();
    expect(within(block()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells the contable what to collect, what is owed to the staff and which month to review', async () => {
    answers({ money: { cuentasPorCobrar: 45_000, sueldosPendientes: 120_500 } });
    renderWithProviders(<ContableNextSteps />);
    const collect = 'Cuentas por cobrar: $ 45.000 de auditorías entregadas.';
    expect(await within(block()).findByText(collect)).toBeInTheDocument();
    expectStep(collect, 'Cobrar', '/dashboard?tab=finances&sub=ingresos');
    expectStep(
      'Adeudado al personal este mes: $ 120.500 en sueldos y comisiones.',
      'Ver Personal',
      '/dashboard?tab=finances&sub=personal',
    );
    expectStep(
      /terminó y sigue abierto: revisalo para que un administrador lo cierre\.$/,
      'Ver Balance',
      `/dashboard?tab=finances&sub=balance&mes=${LAST.mes}&anio=${LAST.anio}`,
    );
  });

  it("tells the contable 'Todo al día' when nothing is owed either way and the last month is closed", async () => {
    answers({ lastClosed: true, money: { cuentasPorCobrar: 0, sueldosPendientes: 0 } });
    renderWithProviders(<ContableNextSteps />);
    expect(await within(block()).findByText('Todo al día')).toBeInTheDocument();
  });

  it('leaves out a figure that did not load instead of waiting for it', () => {
    expect(staffSteps('admin', { porRevisar: 2, enCola: undefined, mesPorCerrar: null })).toEqual([
      expect.objectContaining({ key: 'revision' }),
    ]);
  });
});
