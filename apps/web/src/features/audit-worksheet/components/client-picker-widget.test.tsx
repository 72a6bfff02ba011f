import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLIENTS_FOR_AUDITS } from '../../audits/testing/fixtures';
import { ClientPickerWidget } from './client-picker-widget';

const inactive = {
  ...CLIENTS_FOR_AUDITS[2],
  id: 9,
  nombre: 'Cliente Dado de Baja',
  email: 'baja@x.com',
  activo: false,
};

function Harness({ initial = [] }: { initial?: number[] }) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  return <ClientPickerWidget selected={selected} onChange={setSelected} />;
}

function setup(initial?: number[]) {
  const calls = mockApi({
    'GET /api/clients/for-audits': () =>
      jsonResponse({ success: true, data: [...CLIENTS_FOR_AUDITS, inactive] }),
  });
  const view = renderWithProviders(<Harness initial={initial} />);
  return { ...view, calls };
}

const search = () => screen.getByPlaceholderText('Buscar clientes...');
const listed = () => screen.queryAllByRole('checkbox').map((c) => c.closest('label')?.textContent ?? c.id);

describe('client picker widget (supervisor mode)', { timeout: 20_000 }, () => {
  it('asks for the active clients and lists them with name, id and email', async () => {
    setup();
    expect(await screen.findByText('0 de 3 seleccionados')).toBeInTheDocument();
    const url = String(vi.mocked(fetch).mock.calls[0]?.[0]);
    expect(url).toContain('/api/clients/for-audits?onlyActive=true');
    const picker = screen.getByTestId('client-multi-picker');
    expect(within(picker).getByText('Demo Norte S.A.')).toBeInTheDocument();
    expect(within(picker).getByText('#4 · kiosco@demonorte.com.ar')).toBeInTheDocument();
    expect(within(picker).queryByText('Cliente Dado de Baja')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('searches by name or email ignoring case', async () => {
    const { user } = setup();
    await screen.findByText('0 de 3 seleccionados');
    await user.type(search(), 'NORTE KIOSCO');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Norte Kiosco 24h/ })).toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), '@DemoSur.com');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Demo Sur S\.R\.L\./ })).toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), 'baja');
    expect(listed()).toEqual([]);
    expect(screen.getByText('Sin coincidencias')).toBeInTheDocument();
  });

  it("selects all and none, counting 'N de M seleccionados' and naming the chosen clients", async () => {
    const { user } = setup([3]);
    expect(await screen.findByText('1 de 3 seleccionados')).toBeInTheDocument();
    expect(screen.getByText('Seleccionados: Demo Norte S.A.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Seleccionar todos' }));
    expect(screen.getByText('3 de 3 seleccionados')).toBeInTheDocument();
    expect(
      screen.getByText('Seleccionados: Demo Norte S.A., Norte Kiosco 24h, Demo Sur S.R.L.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Norte Kiosco 24h/ }));
    expect(screen.getByText('2 de 3 seleccionados')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deseleccionar todos' }));
    expect(screen.getByText('0 de 3 seleccionados')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it("shows 'Error cargando clientes: ...' when the list cannot be read", async () => {
    mockApi({
      'GET /api/clients/for-audits': () => errorResponse(403, 'Sin permiso'),
    });
    renderWithProviders(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cargando clientes: Sin permiso');
  });
});
