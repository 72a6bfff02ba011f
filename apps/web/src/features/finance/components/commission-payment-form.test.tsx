import { argentineDay } from '@auditorias/domain/format/locale';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeSalarySlots } from '../../../app/finance-with-salaries';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { financeAccess } from '../finance-access';
import { currentPeriod, type Period } from '../finance-period';
import { StaffTab } from './staff-tab';

const PAY = '/api/finanzas/pagar-comisiones';
const REVERT = '/api/finanzas/revertir-pago-comisiones';

const pending = (comisiones: number) =>
  jsonResponse({
    success: true,
    mes: currentPeriod().mes,
    anio: currentPeriod().anio,
    empleados: [
      {
        usuarioId: 31,
        nombre: 'Olga Operadora',
        rol: 'operador',
        sueldosPendientes: 0,
        comisionesDevengadas: comisiones,
        total: comisiones,
      },
      {
        usuarioId: 32,
        nombre: 'Sergio Supervisor',
        rol: 'supervisor',
        sueldosPendientes: 25_000,
        comisionesDevengadas: 0,
        total: 25_000,
      },
    ],
    totales: { sueldosPendientes: 25_000, comisionesDevengadas: comisiones, total: 25_000 + comisiones },
  });

const PAYMENT = {
  id: 81,
  tipo: 'comision_pago',
  fecha: argentineDay(),
  descripcion: 'Pago de comisiones — Olga Operadora',
  monto: -18_000,
  clienteId: null,
  auditId: null,
  reversaDe: null,
  revertido: false,
  creadoPor: 'Ana Administradora',
};

function renderTab({
  role = 'admin' as 'admin' | 'contable',
  period = currentPeriod() as Period,
  pay = (): Response =>
    jsonResponse({
      success: true,
      message: 'Pago parcial de comisiones registrado',
      movimientoId: 90,
      operadorId: 31,
      monto: 5_000,
      pendiente: 13_000,
    }),
  revert = (): Response =>
    jsonResponse({
      success: true,
      message:
        'Pago de comisiones revertido: se creó un egreso compensatorio y las comisiones vuelven a pendiente',
      movimientoId: 91,
      operadorId: 31,
      pendiente: 18_000,
    }),
} = {}) {
  let owed = 18_000;
  const calls = mockApi({
    'GET /api/finanzas/usuarios/detallados': () => jsonResponse({ success: true, usuarios: [] }),
    'GET /api/finanzas/adelantos': () =>
      jsonResponse({ success: true, adelantos: [], paginacion: { siguiente: null, limite: 25 } }),
    'GET /api/finanzas/personal/pendientes': () => pending(owed),
    'GET /api/finanzas/movimientos': () =>
      jsonResponse({ success: true, movimientos: [PAYMENT], paginacion: { siguiente: null, limite: 25 } }),
    'GET /api/sueldos': () =>
      jsonResponse({ success: true, data: [], paginacion: { siguiente: null, limite: 100 } }),
    [`POST ${PAY}`]: () => {
      const answer = pay();
      if (answer.status === 200) owed = 13_000;
      return answer;
    },
    [`POST ${REVERT}`]: revert,
  });
  const view = renderWithProviders(
    <StaffTab period={period} salaries={financeSalarySlots} access={financeAccess(makeUser(role))} />,
  );
  return { ...view, calls };
}

/** The dialog's button, which says what it pays ('Pagar $ 18.000', with the no-break space of es-AR). */
const payButton = (pesos: string) => new RegExp(`^Pagar \\$\\s${pesos.replace('.', '\\.')}$`);

const openDialog = async (user: ReturnType<typeof renderTab>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Pagar comisiones de Olga Operadora' }));
  return screen.findByRole('form', { name: 'Pagar comisiones' });
};

describe("'Pagar comisiones' on Personal's pending list", { timeout: 20_000 }, () => {
  it('is offered to whoever manages finance, on each employee owed commissions, in the running month', async () => {
    const { unmount } = renderTab();
    const list = await screen.findByTestId('staff-pending');
    expect(
      await within(list).findByRole('button', { name: 'Pagar comisiones de Olga Operadora' }),
    ).toBeVisible();
    // Nothing owed in commissions: no button.
    expect(within(list).getByTestId('staff-pending-32')).not.toHaveTextContent('Pagar comisiones');
    unmount();

    // Without finance_manage, or in another month (whose figures are not today's), nobody pays from here.
    const viewer = renderTab({ role: 'contable' });
    expect(await screen.findByText('Olga Operadora')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pagar comisiones/ })).not.toBeInTheDocument();
    viewer.unmount();
    renderTab({ period: { mes: 1, anio: 2025 } });
    expect(await screen.findByText('Olga Operadora')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pagar comisiones/ })).not.toBeInTheDocument();
  });

  it('refuses a partial amount of nothing, or of all that is owed or more, in Spanish, and sends nothing', async () => {
    const { user, calls } = renderTab();
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent(/Comisiones adeudadas a Olga Operadora: \$\s18\.000/);
    expect(within(dialog).getByRole('button', { name: payButton('18.000') })).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Pago Parcial' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await within(dialog).findByText('El monto del pago debe ser mayor que 0')).toBeVisible();
    const amount = within(dialog).getByLabelText('Monto a pagar');
    await user.type(amount, '18000');
    // An amount that may not be paid is not written on the button.
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(
      await within(dialog).findByText(
        'El pago parcial debe ser menor que lo adeudado en comisiones ($ 18.000): use Pago Total',
      ),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar' }));
    expect(await within(dialog).findByText(/debe ser menor que lo adeudado/)).toBeVisible();
    expect(calls.filter((c) => c.path === PAY)).toEqual([]);
  });

  it('pays part with an Idempotency-Key, closes, says so and reloads what is owed', async () => {
    const { user, calls } = renderTab();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Pago Parcial' }));
    await user.type(within(dialog).getByLabelText('Monto a pagar'), '5000');
    await user.click(within(dialog).getByRole('button', { name: payButton('5.000') }));
    expect(await screen.findByText('Pago parcial de comisiones registrado')).toBeVisible();
    const sent = calls.filter((c) => c.path === PAY);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      operadorId: 31,
      tipoPago: 'Pago Parcial',
      monto: 5000,
      fecha: argentineDay(),
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Pagar comisiones' })).not.toBeInTheDocument(),
    );
    const list = screen.getByTestId('staff-pending');
    await waitFor(() => expect(within(list).getByTestId('staff-pending-31')).toHaveTextContent('$ 13.000'));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const { user } = renderTab({
      pay: () => errorResponse(409, 'El empleado no tiene comisiones pendientes de pago'),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: payButton('18.000') }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al pagar las comisiones: El empleado no tiene comisiones pendientes de pago',
    );
    expect(screen.getByRole('form', { name: 'Pagar comisiones' })).toBeVisible();
  });

  it('reverts a payment of the month: the reason first, then the confirmation', async () => {
    const { user, calls } = renderTab();
    await user.click(
      await screen.findByRole('button', { name: 'Revertir pago de comisiones del movimiento 81' }),
    );
    const reason = await screen.findByRole('form', { name: 'Revertir pago' });
    await user.click(within(reason).getByRole('button', { name: 'Continuar' }));
    expect(await within(reason).findByText('Indique el motivo de la reversión')).toBeVisible();
    await user.type(within(reason).getByLabelText(/Motivo de la reversión/), 'Transferencia rechazada');
    await user.click(within(reason).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Esto creará un egreso compensatorio')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText(/Pago de comisiones revertido/)).toBeVisible();
    const sent = calls.filter((c) => c.path === REVERT);
    expect(sent.map((c) => c.body)).toEqual([{ movimientoId: 81, motivo: 'Transferencia rechazada' }]);
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
