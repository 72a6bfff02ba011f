import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts } from '../../../test/answers';
import { jsonResponse, mockApi, networkFailure, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser, meResponse } from '../../../test/fixtures';
import { requestedUrls } from '../../../test/list-pages';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../../test/render-with-providers';
import { currentPeriod } from '../../finance/public';
import { makeSalaryRecord, salaryListAnswer } from '../testing/my-salary-fixtures';
import { SalarySummaryBlock } from './salary-summary-block';

const olga = makeUser('operador', { id: 21, name: 'Olga Operadora' });
const sergio = makeUser('supervisor', { id: 23, name: 'Sergio Supervisor' });
const carlos = makeUser('cliente', { id: 22, name: 'Carlos Norte', clienteId: 3 });
const PATH = '/api/sueldos';

function renderBlock(employee: PublicUser, answer: () => Response | never) {
  const calls = mockApi({ [`GET ${PATH}`]: answer });
  return { ...renderWithProviders(<SalarySummaryBlock employee={employee} />), calls };
}

const figure = (name: string) => screen.getByRole('group', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('payroll block', { timeout: 20_000 }, () => {
  it("shows the employee's record of the current month", async () => {
    const record = makeSalaryRecord({
      estado: 'calculado',
      sueldoFinal: 21_666,
      saldoPendiente: 11_666,
      detalle: { totalPagado: 10_000 },
    });
    renderBlock(olga, () => salaryListAnswer([record]));
    await screen.findByTestId('salary-figures');
    expectTexts(figure, {
      'Sueldo de referencia': '$ 25.000',
      'Sueldo final': '$ 21.666',
      'Total pagado': '$ 10.000',
      'Saldo pendiente': '$ 11.666',
      Estado: 'Pago parcial',
      Auditorías: '80 de 100',
      Francos: '2 pagados ($ 1.666)',
    });
    const now = currentPeriod();
    const url = requestedUrls(PATH)[0];
    expect(url?.searchParams.get('operadorId')).toBe('21');
    expect(url?.searchParams.get('mes')).toBe(String(now.mes));
    expect(url?.searchParams.get('anio')).toBe(String(now.anio));
  });

  it("shows a supervisor's corrections and a paid state", async () => {
    const record = makeSalaryRecord({
      operadorId: 23,
      rol: 'supervisor',
      estado: 'pagado',
      correccionesHechas: 40,
      saldoPendiente: 0,
      detalle: { objetivoCorrecciones: 50, totalPagado: 21_666 },
    });
    renderBlock(sergio, () => salaryListAnswer([record]));
    expect(await screen.findByRole('group', { name: 'Correcciones' })).toHaveTextContent('40 de 50');
    expect(figure('Estado')).toHaveTextContent('Pagado');
  });

  it("says 'No hay información de sueldo configurada' when the month has no record", async () => {
    renderBlock(olga, () => salaryListAnswer([]));
    expect(await screen.findByText('No hay información de sueldo configurada')).toBeVisible();
    expect(screen.queryByTestId('salary-figures')).not.toBeInTheDocument();
  });

  it('switches to the previous month: January shows December of the prior year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T15:00:00Z'));
    const { user } = renderBlock(olga, () => {
      const url = requestedUrls(PATH).at(-1);
      return Number(url?.searchParams.get('mes')) === 12
        ? salaryListAnswer([makeSalaryRecord({ mes: 12, anio: 2025, sueldoFinal: 30_000 })])
        : salaryListAnswer([]);
    });
    expect(await screen.findByText('No hay información de sueldo configurada')).toBeVisible();
    await user.click(screen.getByLabelText('Mes anterior'));
    await waitFor(() => expect(figure('Sueldo final')).toHaveTextContent('$ 30.000'));
    expect(screen.getByTestId('salary-period')).toHaveTextContent('Diciembre 2025');
    const url = requestedUrls(PATH).at(-1);
    expect([url?.searchParams.get('mes'), url?.searchParams.get('anio')]).toEqual(['12', '2025']);
  });

  it("says 'No se pudo cargar el sueldo' with the server's reason, or 'Error conectando con el servidor'", async () => {
    const first = renderBlock(olga, () => jsonResponse({ success: false, error: 'Falla' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar el sueldo: Falla');
    first.unmount();
    renderBlock(olga, networkFailure);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error conectando con el servidor');
  });
});

describe("the user detail's 'Sueldo' section", { timeout: 20_000 }, () => {
  function setup(viewer: PublicUser) {
    window.localStorage.setItem('token', 'tok');
    const calls = mockApi({
      'GET /api/auth/me': () => jsonResponse(meResponse(viewer)),
      'GET /api/users': () =>
        jsonResponse({
          success: true,
          data: [viewer, olga, carlos],
          total: 3,
          paginacion: { siguiente: null, limite: 50 },
        }),
      'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
      'GET /api/messages/user/21': () => jsonResponse({ success: true, data: [] }),
      'GET /api/messages/user/22': () => jsonResponse({ success: true, data: [] }),
      'GET /api/users/22/login-history': () => jsonResponse({ success: true, data: [] }),
      'GET /api/sueldos': () => salaryListAnswer([makeSalaryRecord()]),
      'GET /api/sueldos/mi-sueldo': () =>
        jsonResponse({ success: true, sueldo: null, configuracion: null, mensaje: null }),
    });
    const view = renderApp(viewer.role === 'admin' ? '/dashboard?tab=users' : '/dashboard');
    return { calls, view };
  }

  async function openDetail(view: ReturnType<typeof renderApp>, name: string) {
    await view.user.click(await screen.findByRole('button', { name: `Ver detalle de ${name}` }));
    return screen.findByRole('dialog');
  }

  const salaryCalls = (calls: RecordedCall[]) => calls.filter((c) => c.path === PATH);

  it("shows an admin the staff user's salary", async () => {
    const { view } = setup(makeUser('admin', { id: 1 }));
    const detail = await openDetail(view, 'Olga Operadora');
    const section = within(detail).getByRole('region', { name: 'Sueldo' });
    expect(await within(section).findByRole('group', { name: 'Sueldo final' })).toHaveTextContent('$ 21.666');
  });

  it.each([
    ['has no salary section for a client user', makeUser('admin', { id: 1 }), 'Carlos Norte'],
    [
      'is not shown to a supervisor, who does not see finance',
      makeUser('supervisor', { id: 2 }),
      'Olga Operadora',
    ],
  ])('%s', async (_, viewer, name) => {
    const { view, calls } = setup(viewer);
    const detail = await openDetail(view, name);
    expect(within(detail).getByRole('region', { name: 'Información básica' })).toBeInTheDocument();
    expect(within(detail).queryByRole('region', { name: 'Sueldo' })).not.toBeInTheDocument();
    expect(salaryCalls(calls)).toHaveLength(0);
  });
});
