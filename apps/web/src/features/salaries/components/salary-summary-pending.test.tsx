import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSalarySlots } from '../../../app/finance-with-salaries';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { currentUrl, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FinancePanel } from '../../finance/components/finance-panel';
import { StaffTab } from '../../finance/components/staff-tab';
import { financeAccess } from '../../finance/finance-access';
import { makeSalaryRecord, salaryListAnswer } from '../testing/my-salary-fixtures';

const PATH = '/api/sueldos';
const employees = () => jsonResponse({ success: true, usuarios: [] });

const olga = makeSalaryRecord({
  id: 1,
  operadorId: 21,
  operador: 'Olga Operadora',
  saldoPendiente: 21_666.5,
});
const sergio = makeSalaryRecord({
  id: 2,
  operadorId: 23,
  operador: 'Sergio Supervisor',
  rol: 'supervisor',
  sueldoFinal: 40_000,
  saldoPendiente: 15_000,
  detalle: { totalPagado: 25_000 },
});
const carla = makeSalaryRecord({
  id: 3,
  operadorId: 24,
  operador: 'Carla Contable',
  rol: 'contable',
  estado: 'pagado',
  sueldoFinal: 45_000,
  saldoPendiente: 0,
  detalle: { totalPagado: 45_000 },
});

function renderTab(answer: () => Response) {
  const calls = mockApi({
    'GET /api/finanzas/usuarios/detallados': employees,
    'GET /api/finanzas/adelantos': () =>
      jsonResponse({ success: true, adelantos: [], paginacion: { siguiente: null, limite: 25 } }),
    // The tab's list of what each employee is owed (its own read): nothing here.
    'GET /api/finanzas/personal/pendientes': () =>
      jsonResponse({
        success: true,
        mes: 3,
        anio: 2026,
        empleados: [],
        totales: { sueldosPendientes: 0, comisionesDevengadas: 0, total: 0 },
      }),
    // The month's payments of commissions: none.
    'GET /api/finanzas/movimientos': () =>
      jsonResponse({ success: true, movimientos: [], paginacion: { siguiente: null, limite: 25 } }),
    [`GET ${PATH}`]: answer,
  });
  return {
    ...renderWithProviders(
      <StaffTab
        period={{ mes: 3, anio: 2026 }}
        salaries={financeSalarySlots}
        access={financeAccess(makeUser('contable'))}
      />,
    ),
    calls,
  };
}

describe("the Personal tab's pending salaries", { timeout: 20_000 }, () => {
  it("lists the month's salaries still owed, from every page, with their total", async () => {
    renderTab(() =>
      currentUrl().searchParams.get('cursor') === 'p2'
        ? salaryListAnswer([olga])
        : salaryListAnswer([sergio, carla], 'p2'),
    );
    const table = await screen.findByTestId('pending-salaries-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Olga Operadora',
      'Sergio Supervisor',
    ]);
    expect(within(table).queryByText('Carla Contable')).not.toBeInTheDocument();
    const sergioRow = within(table).getByTestId('pending-salary-23');
    expect(sergioRow).toHaveTextContent('Supervisor');
    expect(sergioRow).toHaveTextContent('$ 40.000');
    expect(sergioRow).toHaveTextContent('$ 25.000');
    expect(sergioRow).toHaveTextContent('$ 15.000');
    expect(sergioRow).toHaveTextContent('Pago parcial');
    expect(within(table).getByTestId('pending-salary-21')).toHaveTextContent('Pendiente');
    // 21.666,50 + 15.000 = 36.666,50, shown without decimals.
    expect(screen.getByTestId('pending-salaries-total')).toHaveTextContent('Total pendiente:$ 36.667');
    const urls = requestedUrls(PATH);
    expect(urls).toHaveLength(2);
    expect(urls[0]?.searchParams.get('mes')).toBe('3');
    expect(urls[0]?.searchParams.get('anio')).toBe('2026');
    expect(urls[0]?.searchParams.get('limit')).toBe('100');
    expect(urls[0]?.searchParams.has('operadorId')).toBe(false);
    expect(urls[1]?.searchParams.get('cursor')).toBe('p2');
    expect(screen.queryByText('No hay sueldos pendientes')).not.toBeInTheDocument();
  });

  it("says 'No hay sueldos pendientes' when every salary of the month is paid", async () => {
    renderTab(() => salaryListAnswer([carla]));
    expect(await screen.findByText('No hay sueldos pendientes')).toBeVisible();
    expect(screen.queryByTestId('pending-salaries-table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-salaries-total')).not.toBeInTheDocument();
  });

  it("says 'No hay sueldos pendientes' when the month has no salaries", async () => {
    renderTab(() => salaryListAnswer([]));
    expect(await screen.findByText('No hay sueldos pendientes')).toBeVisible();
  });

  it("says 'Error al cargar los datos financieros' when the salaries cannot be read", async () => {
    renderTab(() => jsonResponse({ success: false, error: 'Falla' }, 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cargar los datos financieros: Falla',
    );
    expect(screen.queryByText('No hay sueldos pendientes')).not.toBeInTheDocument();
  });

  it("follows the finance header's month", async () => {
    mockApi({
      'GET /api/finanzas/usuarios/detallados': employees,
      [`GET ${PATH}`]: () =>
        currentUrl().searchParams.get('mes') === '2' ? salaryListAnswer([olga]) : salaryListAnswer([]),
    });
    const { user } = renderWithProviders(
      <FinancePanel user={makeUser('contable')} salaries={financeSalarySlots} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    await user.selectOptions(screen.getByLabelText('Año'), '2026');
    await user.selectOptions(screen.getByLabelText('Mes'), '1');
    expect(await screen.findByText('No hay sueldos pendientes')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Mes'), '2');
    await waitFor(() => expect(screen.getByTestId('pending-salary-21')).toBeVisible());
    const last = requestedUrls(PATH).at(-1);
    expect([last?.searchParams.get('mes'), last?.searchParams.get('anio')]).toEqual(['2', '2026']);
  });
});
