import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MonthCloseSection } from './month-close-section';

const OCTOBER = { mes: 10, anio: 2025 };
const open = { success: true, cerrados: [], historial: [] };
const closedOctober = {
  success: true,
  cerrados: [{ mes: 10, anio: 2025, cerradoEn: '2025-11-03T13:00:00.000Z', cerradoPor: 'Admin Demo' }],
  historial: [
    {
      id: 1,
      mes: 10,
      anio: 2025,
      accion: 'cerrar',
      motivo: null,
      usuario: 'Admin Demo',
      fecha: '2025-11-03T13:00:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('month close section', () => {
  it('the admin closes an ended month after confirming', async () => {
    let state: object = open;
    const calls = mockApi({
      'GET /api/periodos': () => jsonResponse(state),
      'POST /api/periodos/cerrar': () => {
        state = closedOctober;
        return jsonResponse({
          success: true,
          message: 'Mes 10/2025 cerrado',
          periodo: { ...OCTOBER, cerrado: true },
        });
      },
    });
    const { user } = renderWithProviders(<MonthCloseSection period={OCTOBER} canClose />);
    expect(await screen.findByText('Abierto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar mes' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/No se podrán registrar ingresos, gastos ni cobros/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cerrar mes' }));
    expect(await screen.findByText('Mes 10/2025 cerrado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(OCTOBER);
    expect(await screen.findByText('Cerrado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir mes' })).toBeInTheDocument();
  });

  it('reopening asks a reason and sends it trimmed; a blank reason cannot be sent', async () => {
    const calls = mockApi({
      'GET /api/periodos': () => jsonResponse(closedOctober),
      'POST /api/periodos/reabrir': () =>
        jsonResponse({
          success: true,
          message: 'Mes 10/2025 reabierto',
          periodo: { ...OCTOBER, cerrado: false },
        }),
    });
    const { user } = renderWithProviders(<MonthCloseSection period={OCTOBER} canClose />);
    expect(await screen.findByText('Cerrado')).toBeInTheDocument();
    expect(screen.getByTestId('month-close')).toHaveTextContent(/Octubre 2025 cerrado el .* por Admin Demo/);
    await user.click(screen.getByRole('button', { name: 'Reabrir mes' }));
    const dialog = within(await screen.findByRole('dialog'));
    const send = dialog.getByRole('button', { name: 'Reabrir mes' });
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText(/Motivo de la reapertura/), '   ');
    expect(send).toBeDisabled();
    await user.type(dialog.getByLabelText(/Motivo de la reapertura/), 'Falta un gasto  ');
    await user.click(send);
    expect(await screen.findByText('Mes 10/2025 reabierto')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ...OCTOBER, motivo: 'Falta un gasto' });
  });

  it('shows the server refusal in Spanish and offers no buttons to a contable or for a month not ended', async () => {
    mockApi({
      'GET /api/periodos': () => jsonResponse(open),
      'POST /api/periodos/cerrar': () =>
        jsonResponse({ success: false, error: 'El mes 10/2025 ya está cerrado', code: 'CONFLICT' }, 409),
    });
    const admin = renderWithProviders(<MonthCloseSection period={OCTOBER} canClose />);
    await admin.user.click(await screen.findByRole('button', { name: 'Cerrar mes' }));
    await admin.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar mes' }),
    );
    expect(
      await screen.findByText('Error al cerrar el mes: El mes 10/2025 ya está cerrado'),
    ).toBeInTheDocument();
    admin.unmount();

    const contable = renderWithProviders(<MonthCloseSection period={OCTOBER} canClose={false} />);
    expect(await screen.findByText('Abierto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar mes' })).not.toBeInTheDocument();
    contable.unmount();

    renderWithProviders(<MonthCloseSection period={{ mes: 1, anio: 2099 }} canClose />);
    expect(await screen.findByText(/todavía no terminó/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar mes' })).not.toBeInTheDocument());
  });
});
