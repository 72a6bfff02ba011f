import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { clientListResponse, renderClientsScreen } from '../testing/clients-screen';
import { makeBranch, makeClient, makeSummary } from '../testing/fixtures';

const NORTE = makeSummary({ cantidadSucursales: 2 });
const SUR = makeSummary({
  id: 3,
  nombre: 'Demo Sur S.R.L.',
  contactoPrincipal: 'Silvia Sur',
  email: 'sur@example.com',
});

function setup() {
  return renderClientsScreen(
    {
      'GET /api/clients': () => clientListResponse([NORTE, SUR], 3, 2),
      'GET /api/clients/for-audits': () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: 1,
              nombre: 'Demo Norte S.A.',
              email: null,
              activo: true,
              parentId: null,
              branches: [{ id: 11, nombre: 'Sucursal Belgrano', direccion: null, activa: true }],
            },
            {
              id: 2,
              nombre: 'Norte Express',
              email: null,
              activo: true,
              parentId: 1,
              branches: [{ id: 21, nombre: 'Local Palermo', direccion: null, activa: true }],
            },
            {
              id: 3,
              nombre: 'Demo Sur S.R.L.',
              email: null,
              activo: true,
              parentId: null,
              branches: [{ id: 31, nombre: 'Sucursal Lomas', direccion: null, activa: true }],
            },
          ],
        }),
      'GET /api/clients/1': () =>
        jsonResponse({
          success: true,
          data: makeClient({
            branches: [
              makeBranch(),
              makeBranch({
                id: 12,
                nombre: 'Sucursal Núñez',
                precio_urgente: 500,
                tipoComision: 'fijo',
                montoFijoOperador: 90,
                efectivo: {
                  ...makeBranch().efectivo,
                  precios: { normal: 100, prioritaria: 150, urgente: 500 },
                  tipoComision: 'fijo',
                  montoFijoOperador: 90,
                },
                heredado: { ...makeBranch().heredado, tipoComision: false, montoFijoOperador: false },
              }),
            ],
            negociosHijos: [
              {
                id: 2,
                nombre: 'Norte Express',
                activo: true,
                branches: [makeBranch({ id: 21, clientId: 2, nombre: 'Local Palermo' })],
              },
            ],
          }),
        }),
    },
    'client-branches',
  );
}

const card = (name: string) => screen.queryByRole('article', { name: `Cliente ${name}` });

describe('Gestión de Clientes y Sucursales', () => {
  it('shows the counters and searches over client name, contact and branch name', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { name: 'Gestión de Clientes y Sucursales' })).toBeInTheDocument();
    expect(await screen.findByText('Total clientes')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Cliente Demo Norte S.A.' })).toHaveTextContent(
      '2 sucursales',
    );
    expect(screen.getByText('Sucursales activas').nextSibling).toHaveTextContent('2');

    const search = screen.getByLabelText('Buscar');
    await user.type(search, 'silvia');
    expect(card('Demo Norte S.A.')).not.toBeInTheDocument();
    expect(card('Demo Sur S.R.L.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'lomas');
    expect(card('Demo Sur S.R.L.')).toBeInTheDocument();
    expect(card('Demo Norte S.A.')).not.toBeInTheDocument();

    // A branch of a child business finds its parent.
    await user.clear(search);
    await user.type(search, 'palermo');
    expect(card('Demo Norte S.A.')).toBeInTheDocument();
    expect(card('Demo Sur S.R.L.')).not.toBeInTheDocument();
  });

  it("expands a client: branch cards with 'heredado' where the value is the client's, and its child businesses", async () => {
    const { user } = setup();
    const norte = await screen.findByRole('article', { name: 'Cliente Demo Norte S.A.' });
    expect(within(norte).getByRole('button', { name: 'Nueva Sucursal' })).toBeInTheDocument();
    expect(within(norte).getByRole('button', { name: 'Eliminar Cliente' })).toBeInTheDocument();
    await user.click(within(norte).getByRole('button', { name: /Demo Norte S\.A\./ }));

    const belgrano = await within(norte).findByRole('article', { name: 'Sucursal Sucursal Belgrano' });
    expect(belgrano).toHaveTextContent('Av. Cabildo 2040, CABA');
    expect(belgrano).toHaveTextContent(/Tiempo estimado4 hheredado/);
    expect(belgrano).toHaveTextContent(/80 %heredado/);

    const nunez = within(norte).getByRole('article', { name: 'Sucursal Sucursal Núñez' });
    expect(nunez).toHaveTextContent(/Urgente: \$\s500(?!heredado)/);
    expect(nunez).toHaveTextContent(/Fijo \$\s90(?!heredado)/);

    expect(within(norte).getByRole('heading', { name: 'Norte Express' })).toBeInTheDocument();
    expect(within(norte).getByRole('article', { name: 'Sucursal Local Palermo' })).toBeInTheDocument();
    expect(within(norte).getByRole('button', { name: 'Agregar negocio hijo' })).toBeInTheDocument();
  });

  it('opens the same branch form in a modal to edit a branch', async () => {
    const { user } = setup();
    const norte = await screen.findByRole('article', { name: 'Cliente Demo Norte S.A.' });
    await user.click(within(norte).getByRole('button', { name: /Demo Norte S\.A\./ }));
    await user.click(await within(norte).findByRole('button', { name: 'Editar sucursal Sucursal Núñez' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar Sucursal')).toBeInTheDocument();
    expect(within(dialog).getByTestId('branch-form')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre de la sucursal/)).toHaveValue('Sucursal Núñez');
    expect(within(dialog).getByRole('button', { name: 'Guardar Sucursal' })).toBeInTheDocument();
  });
});
