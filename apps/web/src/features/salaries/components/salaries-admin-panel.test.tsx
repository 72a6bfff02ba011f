import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { acceptedAnswer } from '../../../test/answers';
import { jsonResponse, mockApi, networkFailure, type RecordedCall } from '../../../test/fetch-mock';
import { requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { financeStaffAnswer } from '../../finance/testing/finance-fixtures';
import {
  config,
  figuresAnswer,
  monthAnswer,
  monthFigures,
  record,
  usersAnswer,
} from '../testing/salary-admin-fixtures';
import { SalariesAdminPanel } from './salaries-admin-panel';

type Routes = Parameters<typeof mockApi>[0];

/** GET /sueldos answers Olga's March 2026 with `sueldo`; any other month has nothing calculated. */
function sueldosAnswer(sueldo: SalaryRecordDto | null = record()) {
  return () => {
    const url = requestedUrls('/api/sueldos').at(-1);
    const march = url?.searchParams.get('mes') === '3' && url.searchParams.get('anio') === '2026';
    return march ? monthAnswer(sueldo, config()) : monthAnswer(null, config({ guardada: false }));
  };
}

function setup(routes: Routes = {}, readOnly = false) {
  const calls = mockApi({
    'GET /api/users': usersAnswer(),
    'GET /api/sueldos': sueldosAnswer(),
    ...routes,
  });
  return { ...renderWithProviders(<SalariesAdminPanel readOnly={readOnly} />), calls };
}

async function openOlgaMarch(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: /Olga Operadora/ }));
  await user.selectOptions(screen.getByLabelText('Mes'), '3');
  await user.selectOptions(screen.getByLabelText('Año'), '2026');
}

const salaryPanel = () => within(screen.getByRole('region', { name: /Sueldo actual/ }));
const dialog = () => within(screen.getByRole('dialog'));
const writes = (calls: RecordedCall[]) => calls.filter((c) => c.method !== 'GET');
const key = (call: RecordedCall | undefined) => call?.headers.get('Idempotency-Key');
const paid = () =>
  record({ estado: 'pagado', saldoPendiente: 0, detalle: { ...record().detalle, totalPagado: 21_666 } });

describe('salary management: employees', { timeout: 20_000 }, () => {
  it('lists operador, supervisor, admin and contable with role badges, filtered by name', async () => {
    const { user } = setup();
    const list = within(await screen.findByRole('region', { name: 'Empleados' }));
    expect(await list.findByRole('button', { name: /Olga Operadora/ })).toHaveTextContent('Operador');
    expect(list.getByRole('button', { name: /Sergio Supervisor/ })).toHaveTextContent('Supervisor');
    expect(list.getByRole('button', { name: /Ana Administradora/ })).toHaveTextContent('Administrador');
    expect(list.getByRole('button', { name: /Carlos Contable/ })).toHaveTextContent('Contable');
    expect(list.getByRole('button', { name: /Oscar Ortiz/ })).toHaveTextContent('Inactivo');
    expect(
      requestedUrls('/api/users')
        .map((u) => u.searchParams.get('role'))
        .sort(),
    ).toEqual(['admin', 'contable', 'operador', 'supervisor']);

    await user.type(list.getByLabelText('Buscar empleado'), 'oLGa');
    expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Olga OperadoraOperador/),
    ]);
    await user.clear(list.getByLabelText('Buscar empleado'));
    await user.type(list.getByLabelText('Buscar empleado'), 'nadie');
    expect(list.getByText('No se encontraron empleados')).toBeInTheDocument();
  });

  it("says 'No hay información de sueldo configurada' when the month has no salary", async () => {
    const { user } = setup({ 'GET /api/sueldos': sueldosAnswer(null) });
    await openOlgaMarch(user);
    expect(await salaryPanel().findByText('No hay información de sueldo configurada')).toBeInTheDocument();
    expect(salaryPanel().queryByRole('button', { name: 'Pago Total' })).not.toBeInTheDocument();
    expect(screen.getByText('Sin datos del mes: el sueldo todavía no se calculó.')).toBeInTheDocument();
  });

  it("'Calcular sueldo' asks the server to calculate the month", async () => {
    const { user, calls } = setup({
      'GET /api/sueldos': sueldosAnswer(null),
      'POST /api/sueldos/recalcular': acceptedAnswer('Sueldo recalculado', {
        configuracion: config(),
        porDefecto: [],
        usandoDefaults: false,
        sueldo: record(),
        recalculado: true,
      }),
    });
    await openOlgaMarch(user);
    await user.click(await salaryPanel().findByRole('button', { name: 'Calcular sueldo' }));
    expect(await screen.findByText('Sueldo recalculado')).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/sueldos/recalcular', { operadorId: 21, mes: 3, anio: 2026 }],
    ]);
  });

  it('shows the salary, its breakdown, what was paid and the counts of the time-control panel', async () => {
    const { user } = setup();
    await openOlgaMarch(user);
    expect(await salaryPanel().findByTestId('figure-Sueldo final')).toHaveTextContent('$ 21.666');
    expect(salaryPanel().getByText('Francos pagados (2 días × valor día)')).toBeInTheDocument();
    expect(salaryPanel().getByTestId('figure-Total pagado')).toHaveTextContent('$ 0');
    expect(salaryPanel().getByTestId('figure-Saldo pendiente')).toHaveTextContent('$ 21.666');
    expect(salaryPanel().getByText('Pendiente')).toBeInTheDocument();
    expect(salaryPanel().queryByRole('button', { name: 'Revertir Pago' })).not.toBeInTheDocument();
    const time = within(screen.getByRole('region', { name: /Control horario/ }));
    expect(time.getByTestId('stat-Horas trabajadas')).toHaveTextContent('151,5 h');
    expect(time.getByTestId('stat-Auditorías hechas')).toHaveTextContent('80');
    expect(time.queryByTestId('stat-Correcciones hechas')).not.toBeInTheDocument();
    // The month's counts could not be read (not answered here): the record's, said so.
    expect(time.getByTestId('time-control-note')).toHaveTextContent(
      'No se pudo leer el control horario del mes',
    );
    expect(time.getByText(/pestaña Personal/)).toBeInTheDocument();
  });

  it("each row shows the month's final salary and whether it is paid, from the month's salary records", async () => {
    const sergio = record({
      id: 502,
      operadorId: 22,
      operador: 'Sergio Supervisor',
      rol: 'supervisor',
      estado: 'pagado',
      sueldoFinal: 40_000,
      saldoPendiente: 0,
      detalle: { ...record().detalle, totalPagado: 40_000 },
    });
    const carlos = record({
      id: 503,
      operadorId: 23,
      operador: 'Carlos Contable',
      rol: 'contable',
      sueldoFinal: 45_000,
      saldoPendiente: 25_000,
      detalle: { ...record().detalle, totalPagado: 20_000 },
    });
    const { user } = setup({
      'GET /api/sueldos': () => {
        const url = requestedUrls('/api/sueldos').at(-1);
        if (url?.searchParams.get('operadorId')) return monthAnswer(null, config({ guardada: false }));
        const march = url?.searchParams.get('mes') === '3' && url.searchParams.get('anio') === '2026';
        return jsonResponse({
          success: true,
          sueldos: march ? [record(), sergio, carlos] : [],
          configuracion: null,
          paginacion: { siguiente: null, limite: 100 },
        });
      },
    });
    const list = within(await screen.findByRole('region', { name: 'Empleados' }));
    const row = (name: RegExp) => list.getByRole('button', { name });
    // The current month has nothing calculated: every row says so.
    await waitFor(() => expect(row(/Olga Operadora/)).toHaveTextContent('Sin calcular'));
    await user.click(row(/Olga Operadora/));
    await user.selectOptions(screen.getByLabelText('Mes'), '3');
    await user.selectOptions(screen.getByLabelText('Año'), '2026');
    await waitFor(() => expect(row(/Olga Operadora/)).toHaveTextContent('$ 21.666Pendiente'));
    expect(row(/Sergio Supervisor/)).toHaveTextContent('$ 40.000Pagado');
    expect(row(/Carlos Contable/)).toHaveTextContent('$ 45.000Pago parcial');
    expect(row(/Ana Administradora/)).toHaveTextContent('Sin calcular');
    const monthReads = requestedUrls('/api/sueldos').filter((u) => !u.searchParams.get('operadorId'));
    expect(monthReads.at(-1)?.searchParams.get('mes')).toBe('3');
    expect(monthReads.at(-1)?.searchParams.get('anio')).toBe('2026');
  });

  it("'Control horario' and the example show the month as the staff centre counts it, before the salary is calculated", async () => {
    const { user } = setup({
      'GET /api/sueldos': () => monthAnswer(null, config({ guardada: false })),
      'GET /api/sueldos/control-horario': () => figuresAnswer(monthFigures()),
    });
    await openOlgaMarch(user);
    const time = within(await screen.findByRole('region', { name: /Control horario/ }));
    expect(await time.findByTestId('stat-Horas trabajadas')).toHaveTextContent('98,5 h');
    expect(time.getByTestId('stat-Auditorías hechas')).toHaveTextContent('1');
    expect(time.getByTestId('stat-Comisiones del mes')).toHaveTextContent('$ 10.000');
    expect(time.getByTestId('time-control-note')).toHaveTextContent('el sueldo todavía no se calculó');
    expect(screen.queryByText(/Sin datos del mes/)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Con lo registrado en el mes: 1 auditorías, 98,5 h trabajadas/),
    ).toBeInTheDocument();
  });

  it("'Control horario' says when the calculated salary used older counts", async () => {
    const { user } = setup({
      'GET /api/sueldos': () => monthAnswer(record(), config()),
      'GET /api/sueldos/control-horario': () => figuresAnswer(monthFigures({ auditoriasHechas: 82 })),
    });
    await openOlgaMarch(user);
    const time = within(await screen.findByRole('region', { name: /Control horario/ }));
    expect(await time.findByTestId('time-control-note')).toHaveTextContent(
      'con 151,5 h y 80 auditorías: recalculalo para incluir lo registrado desde entonces',
    );
    expect(time.getByTestId('stat-Auditorías hechas')).toHaveTextContent('82');
  });

  it("says 'No se pudo cargar el sueldo' and configures from the role defaults when the month cannot load", async () => {
    const { user } = setup({
      'GET /api/sueldos': () => jsonResponse({ success: false, error: 'Falla de base' }, 500),
    });
    await openOlgaMarch(user);
    expect(await salaryPanel().findByText('No se pudo cargar el sueldo: Falla de base')).toBeInTheDocument();
    expect(screen.getByText('⚠️ Error cargando config, usando defaults para Olga Operadora')).toBeVisible();
    expect(screen.getByLabelText('Sueldo de referencia')).toHaveValue('$ 25.000');
    expect(screen.getByLabelText('Objetivo de auditorías')).toHaveValue('0');
  });
});

describe('salary management: payments', { timeout: 20_000 }, () => {
  it('Pago Total asks first, then pays what is owed with an Idempotency-Key', async () => {
    const { user, calls } = setup({
      'POST /api/sueldos/pagar': acceptedAnswer('Pago de sueldo registrado', {
        movimientoId: 90,
        sueldo: paid(),
      }),
    });
    await openOlgaMarch(user);
    await user.click(await salaryPanel().findByRole('button', { name: 'Pago Total' }));
    await user.click(dialog().getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toHaveLength(0);

    await user.click(salaryPanel().getByRole('button', { name: 'Pago Total' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('el pago total de $ 21.666 a Olga Operadora');
    await user.click(dialog().getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Pago de sueldo registrado')).toBeInTheDocument();
    const [pay] = writes(calls);
    expect(pay?.path).toBe('/api/sueldos/pagar');
    expect(pay?.body).toEqual({
      sueldoId: 501,
      montoPago: 21_666,
      tipoPago: 'Pago Total',
      concepto: 'Sueldo Marzo 2026 - Olga Operadora',
      notas: null,
    });
    expect(key(pay)).toMatch(/^[\w.:-]{8,200}$/);
  });

  it('Pago Parcial asks an amount below what is owed, then confirms', async () => {
    const { user, calls } = setup({
      'POST /api/sueldos/pagar': acceptedAnswer('Pago parcial de sueldo registrado', {
        movimientoId: 91,
        sueldo: record(),
      }),
    });
    await openOlgaMarch(user);
    await user.click(await salaryPanel().findByRole('button', { name: 'Pago Parcial' }));
    const amount = dialog().getByLabelText('Monto a pagar');
    await user.type(amount, '21666');
    await user.click(dialog().getByRole('button', { name: 'Continuar' }));
    expect(
      dialog().getByText('El pago parcial debe ser menor que el saldo pendiente de $ 21.666: use Pago Total'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(dialog().getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('un pago parcial de $ 5.000'));
    await user.click(dialog().getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Pago parcial de sueldo registrado')).toBeInTheDocument();
    expect(writes(calls).map((c) => c.body)).toEqual([
      expect.objectContaining({ sueldoId: 501, montoPago: 5_000, tipoPago: 'Pago Parcial' }),
    ]);
  });

  it("shows 'Error al pagar el sueldo' with the server's text", async () => {
    const { user } = setup({
      'POST /api/sueldos/pagar': () =>
        jsonResponse({ success: false, error: 'El sueldo ya está pagado' }, 409),
    });
    await openOlgaMarch(user);
    await user.click(await salaryPanel().findByRole('button', { name: 'Pago Total' }));
    await user.click(dialog().getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Error al pagar el sueldo: El sueldo ya está pagado')).toBeInTheDocument();
  });

  it('Revertir Pago needs a reason, warns of the compensating expense and reverts everything paid', async () => {
    const { user, calls } = setup({
      'GET /api/sueldos': sueldosAnswer(paid()),
      'POST /api/sueldos/revertir': acceptedAnswer(
        'Pago revertido: se creó un egreso compensatorio y el sueldo vuelve a pendiente',
        { movimientoIds: [95], sueldo: record() },
      ),
    });
    await openOlgaMarch(user);
    expect(await salaryPanel().findByText('Pagado')).toBeInTheDocument();
    expect(salaryPanel().getByRole('button', { name: 'Pago Total' })).toBeDisabled();
    await user.click(salaryPanel().getByRole('button', { name: 'Revertir Pago' }));
    await user.type(dialog().getByLabelText(/Motivo de la reversión/), '   ');
    await user.click(dialog().getByRole('button', { name: 'Continuar' }));
    expect(dialog().getByText('Indique el motivo de la reversión')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);

    await user.type(dialog().getByLabelText(/Motivo de la reversión/), 'Pago duplicado ');
    await user.click(dialog().getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Esto creará un egreso compensatorio')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText(/Pago revertido: se creó un egreso compensatorio/)).toBeInTheDocument();
    const [revert] = writes(calls);
    expect(revert?.path).toBe('/api/sueldos/revertir');
    expect(revert?.body).toEqual({ sueldoId: 501, operadorId: 21, monto: 21_666, motivo: 'Pago duplicado' });
    expect(key(revert)).toBeTruthy();
  });

  it.each([
    [
      'the server refuses',
      () => jsonResponse({ success: false, error: 'El sueldo no tiene pagos para revertir' }, 409),
      'Error al revertir el pago: El sueldo no tiene pagos para revertir',
      1,
    ],
    ['no answer comes', () => networkFailure(), 'Error revirtiendo pago: Error de conexión al servidor', 3],
  ])('a failed reversal when %s says so (retries keep the key)', async (_, answer, message, attempts) => {
    const { user, calls } = setup({
      'GET /api/sueldos': sueldosAnswer(paid()),
      'POST /api/sueldos/revertir': answer,
    });
    await openOlgaMarch(user);
    await user.click(await salaryPanel().findByRole('button', { name: 'Revertir Pago' }));
    await user.type(dialog().getByLabelText(/Motivo de la reversión/), 'Error de carga');
    await user.click(dialog().getByRole('button', { name: 'Continuar' }));
    await user.click(await screen.findByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText(message, {}, { timeout: 4000 })).toBeInTheDocument();
    const reverts = writes(calls);
    expect(reverts).toHaveLength(attempts);
    expect(new Set(reverts.map(key)).size).toBe(1);
  });
});

describe('salary management: read-only', { timeout: 20_000 }, () => {
  it('a contable sees the staff from finance and the salary without any action', async () => {
    const { user, calls } = setup({ 'GET /api/finanzas/usuarios/detallados': financeStaffAnswer() }, true);
    await openOlgaMarch(user);
    expect(await salaryPanel().findByTestId('figure-Sueldo final')).toHaveTextContent('$ 21.666');
    expect(salaryPanel().queryByRole('button', { name: 'Pago Total' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar configuración' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sueldo de referencia')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sábado 7' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Registrar sueldos de/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });

  it("'Registrar sueldos' records the selected month's salaries in finance after confirming", async () => {
    const { user, calls } = setup({
      'POST /api/sueldos/crear-gastos-existentes': acceptedAnswer(
        'Se registraron en finanzas 3 sueldo(s) de 03/2026',
        { calculados: 3, registrados: 3 },
      ),
    });
    await openOlgaMarch(user);
    await user.click(screen.getByRole('button', { name: 'Registrar sueldos de Marzo 2026' }));
    expect(dialog().getByText(/todo el personal activo/)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Se registraron en finanzas 3 sueldo(s) de 03/2026')).toBeInTheDocument();
    expect(writes(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/sueldos/crear-gastos-existentes', { mes: 3, anio: 2026 }],
    ]);
  });

  it('shows the refusal of a closed month in Spanish', async () => {
    const { user } = setup({
      'POST /api/sueldos/crear-gastos-existentes': () =>
        jsonResponse({ success: false, error: 'El mes 03/2026 está cerrado', code: 'CONFLICT' }, 409),
    });
    await openOlgaMarch(user);
    await user.click(screen.getByRole('button', { name: 'Registrar sueldos de Marzo 2026' }));
    await user.click(dialog().getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText('Error registrando los sueldos del mes: El mes 03/2026 está cerrado'),
    ).toBeInTheDocument();
  });
});
