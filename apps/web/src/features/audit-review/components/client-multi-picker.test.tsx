import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { PickableClient } from '../client-filter';
import { ClientMultiPicker } from './client-multi-picker';

const clients: PickableClient[] = [
  { id: 1, nombre: 'Demo Norte S.A.', email: 'contacto@demonorte.com.ar', activo: true },
  { id: 3, nombre: 'Demo Sur S.R.L.', email: 'administracion@demosur.com.ar', activo: true },
  { id: 9, nombre: 'Cliente Dado de Baja', email: 'baja@x.com', activo: false },
];

function Harness() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return <ClientMultiPicker clients={clients} selected={selected} onChange={setSelected} />;
}

describe('client picker widget', { timeout: 20_000 }, () => {
  it('lists active clients only, searches name or email ignoring case, and counts the chosen ones', async () => {
    mockApi({});
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByText('0 de 2 seleccionados')).toBeInTheDocument();
    expect(screen.queryByText('Cliente Dado de Baja')).not.toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Buscar clientes...'), 'DEMOSUR');
    expect(screen.queryByText('Demo Norte S.A.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos' }));
    expect(screen.getByText('1 de 2 seleccionados')).toBeInTheDocument();
    expect(screen.getByText('Seleccionados: Demo Sur S.R.L.')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Buscar clientes...'));
    await user.click(screen.getByRole('checkbox', { name: /Demo Norte S\.A\./ }));
    expect(screen.getByText('2 de 2 seleccionados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deseleccionar todos' }));
    expect(screen.getByText('0 de 2 seleccionados')).toBeInTheDocument();
    expect(screen.getByText('Todos los clientes')).toBeInTheDocument();
  });
});
