import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PRICING_RESPONSE } from '../../clients/testing/fixtures';
import { ConfigurationPanel } from './configuration-panel';

const INFO = {
  nombre: 'Vigilancia Remota S.R.L.',
  email: 'informes@vigilancia.com.ar',
  telefono: '+54 11 4000-0000',
  direccion: 'Av. Corrientes 1234, CABA',
};

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/config/company-info': () => jsonResponse({ success: true, data: INFO }),
    'GET /api/config/audit-pricing': () => jsonResponse(PRICING_RESPONSE),
    'PUT /api/config/company-info': (call) =>
      jsonResponse({
        success: true,
        message: '✅ Información de empresa actualizada correctamente',
        data: call.body,
      }),
    ...extra,
  });
  return {
    ...renderWithProviders(<ConfigurationPanel user={makeUser('admin')} tab="configuration" />),
    calls,
  };
}

const infoForm = () => within(screen.getByRole('form', { name: 'Información de la empresa' }));

describe('company settings', () => {
  it('requires every field after trimming: Todos los campos son obligatorios', async () => {
    const { user, calls } = setup();
    expect(await screen.findByDisplayValue('Vigilancia Remota S.R.L.')).toBeInTheDocument();
    expect(
      screen.getByText('Los cambios se aplicarán a los nuevos reportes PDF de clientes.'),
    ).toBeInTheDocument();
    await user.clear(infoForm().getByLabelText(/Dirección/));
    await user.type(infoForm().getByLabelText(/Dirección/), '   ');
    await user.click(infoForm().getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Todos los campos son obligatorios')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('Recargar brings back the saved values; Guardar sends the trimmed fields and shows the success', async () => {
    const { user, calls } = setup();
    await screen.findByDisplayValue('Vigilancia Remota S.R.L.');
    await user.clear(infoForm().getByLabelText(/Teléfono/));
    await user.type(infoForm().getByLabelText(/Teléfono/), 'otro');
    await user.click(infoForm().getByRole('button', { name: 'Recargar' }));
    expect(await infoForm().findByDisplayValue('+54 11 4000-0000')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/config/company-info' && c.method === 'GET')).toHaveLength(2);

    await user.clear(infoForm().getByLabelText(/Teléfono/));
    await user.type(infoForm().getByLabelText(/Teléfono/), '  +54 11 5555-0000 ');
    await user.click(infoForm().getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('✅ Información de empresa actualizada correctamente'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...INFO, telefono: '+54 11 5555-0000' });
  });

  it('shows the server text, else Error al guardar la información', async () => {
    const { user } = setup({
      'PUT /api/config/company-info': () => jsonResponse({ success: false }, 500),
    });
    await screen.findByDisplayValue('Vigilancia Remota S.R.L.');
    await user.click(infoForm().getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar la información')).toBeInTheDocument();
  });

  it('says when the company data cannot be loaded', async () => {
    setup({ 'GET /api/config/company-info': () => jsonResponse({ success: false, error: 'x' }, 500) });
    expect(await screen.findByText('Error al cargar la información de la empresa')).toBeInTheDocument();
  });

  it('saves the priority multipliers and the default cost', async () => {
    const { user, calls } = setup({
      'PUT /api/config/audit-pricing': (call) => jsonResponse({ success: true, data: call.body }),
    });
    const pricing = within(await screen.findByRole('form', { name: 'Precios por prioridad' }));
    await user.clear(pricing.getByLabelText('Multiplicador Urgente'));
    await user.type(pricing.getByLabelText('Multiplicador Urgente'), '2,5');
    await user.click(pricing.getByRole('button', { name: 'Guardar precios' }));
    expect(await screen.findByText('Precios por prioridad actualizados correctamente')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      multiplicadores: { normal: 1, prioritaria: 1.5, urgente: 2.5 },
      costoPorDefecto: 100,
    });
  });

  it("holds the admin's debug-logs switch: stored in local storage, the page reloads", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const { user } = setup();
    const card = within(await screen.findByRole('region', { name: 'Diagnóstico' }));
    const toggle = card.getByRole('switch', { name: /^Logs de depuración/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(window.localStorage.getItem('debugLogs')).toBe('true');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the debug-logs switch on when the flag is stored', async () => {
    window.localStorage.setItem('debugLogs', 'true');
    setup();
    const card = within(await screen.findByRole('region', { name: 'Diagnóstico' }));
    expect(card.getByRole('switch', { name: /^Logs de depuración/ })).toBeChecked();
  });
});
