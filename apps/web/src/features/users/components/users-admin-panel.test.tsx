import type { PublicUser } from '@auditorias/domain/schemas/auth';
import type { Client } from '@auditorias/domain/schemas/clients';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads, exportedQuery, fileResponse, requestedQueries } from '../../../test/downloads';
import { errorResponse, jsonResponse, type mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { currentUrl, requestedUrls } from '../../../test/list-pages';
import { makeClient } from '../../clients/testing/fixtures';
import { renderUsersScreen, sent } from '../testing/users-screen';

const admin = makeUser('admin', {
  id: 1,
  name: 'Ana Administradora',
  email: 'admin@demo.ar',
  username: 'admin',
});
const olga = makeUser('operador', {
  id: 21,
  name: 'Olga Operadora',
  email: 'operador1@demo.ar',
  username: 'operador1',
});
const carlos = makeUser('cliente', {
  id: 22,
  name: 'Carlos Norte',
  email: 'cliente@demo.ar',
  username: 'cliente',
  clienteId: 3,
  lastLogin: null,
});
const idle = makeUser('contable', { id: 23, name: 'Iris Inactiva', isActive: false, username: null });

/** A company with no branches, contract or DVR (the user form reads its contact fields). */
const client = (overrides: Partial<Client> = {}) =>
  makeClient({
    id: 3,
    empresa: null,
    cuit: null,
    rut: null,
    cantidadSucursales: 0,
    sucursalesActivas: 0,
    dvr_id_principal: null,
    contrato_adjunto: null,
    contrato_fecha_firma: null,
    branches: [],
    ...overrides,
  });

function setup(users: PublicUser[] = [admin, olga, carlos, idle], extra: Parameters<typeof mockApi>[0] = {}) {
  return renderUsersScreen({
    me: admin,
    users,
    routes: extra,
  });
}

async function row(name: string) {
  const table = await screen.findByRole('table', { name: 'Usuarios' });
  const cell = await within(table).findByText(name);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`sin fila para ${name}`);
  return tr;
}

const dialog = () => screen.findByRole('dialog');

describe("admin's users screen", () => {
  it('lists users with username, email, role, state and last sign-in; no one acts on themselves', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Gestión de Usuarios' })).toBeInTheDocument();
    const olgaRow = await row('Olga Operadora');
    expect(olgaRow).toHaveTextContent('operador1');
    expect(olgaRow).toHaveTextContent('operador1@demo.ar');
    expect(olgaRow).toHaveTextContent('Operador');
    expect(olgaRow).toHaveTextContent('Activo');
    expect(olgaRow).toHaveTextContent('20/11/2026');
    for (const action of ['Editar', 'Desactivar', 'Eliminar', 'Impersonar']) {
      expect(within(olgaRow).getByRole('button', { name: action })).toBeInTheDocument();
    }
    expect(await row('Carlos Norte')).toHaveTextContent('Nunca');

    const self = await row('Ana Administradora');
    expect(within(self).getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    for (const action of ['Desactivar', 'Eliminar', 'Impersonar']) {
      expect(within(self).queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
    // An inactive user can be activated but not impersonated.
    const inactive = await row('Iris Inactiva');
    expect(inactive).toHaveTextContent('Inactivo');
    expect(within(inactive).getByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(within(inactive).queryByRole('button', { name: 'Impersonar' })).not.toBeInTheDocument();
    expect(screen.getByTestId('users-count')).toHaveTextContent('4 usuarios');
  });

  it('searches by name, email or username and filters by role through the API', async () => {
    const { view } = setup();
    await row('Olga Operadora');
    await view.user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'olga');
    await view.user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await view.user.click(await screen.findByRole('option', { name: 'Operador' }));
    await waitFor(() => {
      const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
      expect(urls).toContain('/api/users?search=olga&role=operador');
    });
  });

  it("pages from the server: 'Cargar más' asks for the next page with the same search", async () => {
    const { view } = setup([], {
      'GET /api/users': () => {
        const url = currentUrl();
        const second = url.searchParams.get('cursor') === 'c1';
        return jsonResponse({
          success: true,
          data: second ? [carlos] : [admin, olga],
          total: 3,
          paginacion: { siguiente: second ? null : 'c1', limite: 50 },
        });
      },
    });
    await row('Olga Operadora');
    expect(screen.getByTestId('users-count')).toHaveTextContent('Mostrando 2 de 3 usuarios');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 2');
    expect(requestedUrls('/api/users')[0]?.searchParams.has('cursor')).toBe(false);

    await view.user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'demo');
    await waitFor(() => expect(requestedUrls('/api/users').at(-1)?.searchParams.get('search')).toBe('demo'));
    await view.user.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await row('Carlos Norte');
    const next = requestedUrls('/api/users').at(-1);
    expect(next?.searchParams.get('cursor')).toBe('c1');
    expect(next?.searchParams.get('search')).toBe('demo');
    expect(screen.getByTestId('users-count')).toHaveTextContent('3 usuarios');
    expect(screen.getByTestId('users-count')).not.toHaveTextContent('Mostrando');
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 3 (todas)');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it("shows 'Error cargando usuarios' with the server's text and a retry", async () => {
    setup([], {
      'GET /api/users': () => errorResponse(500, 'Base caída', { message: 'Base caída', code: 'X' }),
    });
    expect(await screen.findByText('Error cargando usuarios: Base caída')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('validates the new-user form with the texts of the spec and sends nothing until it is right', async () => {
    const { calls, view } = setup();
    await view.user.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
    const form = await dialog();
    await view.user.click(within(form).getByRole('button', { name: 'Crear Usuario' }));
    expect(within(form).getByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('El email es obligatorio')).toBeInTheDocument();
    expect(within(form).getByText('La contraseña es obligatoria para usuarios nuevos')).toBeInTheDocument();

    await view.user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Nora Nueva');
    await view.user.type(within(form).getByRole('textbox', { name: 'Email' }), 'nora@demo.ar');
    await view.user.type(within(form).getByLabelText(/^Contraseña/), '12345');
    await view.user.click(within(form).getByRole('button', { name: 'Crear Usuario' }));
    expect(within(form).getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(within(form).queryByText('El nombre es obligatorio')).not.toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/users')).toHaveLength(0);
    expect(
      within(form).getByText('Opcional. Si queda vacío, se inicia sesión con el email.'),
    ).toBeInTheDocument();
  });

  it("generates a visible 12-character password with 'Generar' and creates the user", async () => {
    const { calls, view } = setup(undefined, {
      'POST /api/users': () =>
        jsonResponse(
          {
            success: true,
            message: 'Usuario creado exitosamente',
            data: makeUser('operador', { id: 40, name: 'Nora Nueva' }),
          },
          201,
        ),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
    const form = await dialog();
    await view.user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Nora Nueva');
    await view.user.type(within(form).getByRole('textbox', { name: 'Email' }), 'Nora@Demo.ar');
    await view.user.click(within(form).getByRole('button', { name: 'Generar' }));
    const password = within(form).getByLabelText(/^Contraseña/) as HTMLInputElement;
    expect(password.value).toHaveLength(12);
    expect(password).toHaveAttribute('type', 'text');
    await view.user.click(within(form).getByRole('button', { name: 'Crear Usuario' }));

    await waitFor(() => expect(sent(calls, 'POST', '/api/users')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/users')[0]?.body).toEqual({
      name: 'Nora Nueva',
      email: 'nora@demo.ar',
      password: password.value,
      role: 'operador',
    });
    expect(await screen.findByText('Usuario creado exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error al crear usuario' with the server's text and marks the field it names", async () => {
    const { view } = setup(undefined, {
      'POST /api/users': () =>
        errorResponse(409, 'Ya existe un usuario con ese email', {
          message: 'Ya existe un usuario con ese email',
          code: 'CONFLICT',
          details: [{ campo: 'email', mensaje: 'Ya existe un usuario con ese email' }],
        }),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Nuevo Usuario' }));
    const form = await dialog();
    await view.user.type(within(form).getByRole('textbox', { name: 'Nombre' }), 'Otra Olga');
    await view.user.type(within(form).getByRole('textbox', { name: 'Email' }), 'operador1@demo.ar');
    await view.user.type(within(form).getByLabelText(/^Contraseña/), 'secreta1');
    await view.user.click(within(form).getByRole('button', { name: 'Crear Usuario' }));
    expect(await within(form).findByTestId('user-form-error')).toHaveTextContent(
      'Error al crear usuario: Ya existe un usuario con ese email',
    );
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it("sends a new password only when 'Cambiar contraseña' is ticked and one was typed", async () => {
    const { calls, view } = setup(undefined, {
      'PUT /api/users/21': () => okResponse('Usuario actualizado exitosamente', olga),
    });
    const edit = async () => {
      await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Editar' }));
      return dialog();
    };

    let form = await edit();
    expect(within(form).queryByLabelText(/^Nueva contraseña/)).not.toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/users/21')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/users/21')[0]?.body).toEqual({
      name: 'Olga Operadora',
      email: 'operador1@demo.ar',
      username: 'operador1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    form = await edit();
    await view.user.click(within(form).getByRole('checkbox', { name: 'Cambiar contraseña' }));
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/users/21')).toHaveLength(2));
    expect(sent(calls, 'PUT', '/api/users/21')[1]?.body).not.toHaveProperty('password');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    form = await edit();
    await view.user.click(within(form).getByRole('checkbox', { name: 'Cambiar contraseña' }));
    await view.user.type(within(form).getByLabelText(/^Nueva contraseña/), 'abc');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(form).getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    await view.user.type(within(form).getByLabelText(/^Nueva contraseña/), 'defgh');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/users/21')).toHaveLength(3));
    expect(sent(calls, 'PUT', '/api/users/21')[2]?.body).toMatchObject({ password: 'abcdefgh' });
  });

  it("asks for 'Contraseña actual' only when the user changes their own password", async () => {
    let answer: 'wrong' | 'ok' = 'wrong';
    const { calls, view } = setup(undefined, {
      'PUT /api/users/1': () =>
        answer === 'wrong'
          ? errorResponse(403, 'La contraseña actual es incorrecta', {
              message: 'La contraseña actual es incorrecta',
              code: 'FORBIDDEN',
              details: [{ campo: 'passwordActual', mensaje: 'La contraseña actual es incorrecta' }],
            })
          : okResponse('Usuario actualizado exitosamente', admin),
    });
    // Someone else's password: no current password asked.
    await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Editar' }));
    let form = await dialog();
    await view.user.click(within(form).getByRole('checkbox', { name: 'Cambiar contraseña' }));
    expect(within(form).getByLabelText(/^Nueva contraseña/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // One's own: only once 'Cambiar contraseña' is ticked, and required.
    await view.user.click(within(await row('Ana Administradora')).getByRole('button', { name: 'Editar' }));
    form = await dialog();
    expect(within(form).queryByLabelText(/^Contraseña actual/)).not.toBeInTheDocument();
    await view.user.click(within(form).getByRole('checkbox', { name: 'Cambiar contraseña' }));
    await view.user.type(within(form).getByLabelText(/^Nueva contraseña/), 'nueva-clave');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(form).getByText('Ingresá tu contraseña actual para cambiarla')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/users/1')).toHaveLength(0);

    await view.user.type(within(form).getByLabelText(/^Contraseña actual/), 'mala-clave');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/users/1')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/users/1')[0]?.body).toMatchObject({
      password: 'nueva-clave',
      passwordActual: 'mala-clave',
    });
    expect(await within(form).findByTestId('user-form-error')).toHaveTextContent(
      'Error al actualizar usuario: La contraseña actual es incorrecta',
    );
    // The field the server named shows the message under it.
    expect(within(form).getByText('La contraseña actual es incorrecta')).toBeInTheDocument();

    answer = 'ok';
    await view.user.clear(within(form).getByLabelText(/^Contraseña actual/));
    await view.user.type(within(form).getByLabelText(/^Contraseña actual/), 'demo123');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/users/1')).toHaveLength(2));
    expect(sent(calls, 'PUT', '/api/users/1')[1]?.body).toMatchObject({
      password: 'nueva-clave',
      passwordActual: 'demo123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error al actualizar usuario' and does not let the admin change their own role", async () => {
    const { view } = setup(undefined, {
      'PUT /api/users/1': () =>
        errorResponse(403, 'Sin permiso', { message: 'Sin permiso', code: 'FORBIDDEN' }),
    });
    await view.user.click(within(await row('Ana Administradora')).getByRole('button', { name: 'Editar' }));
    const form = await dialog();
    expect(within(form).getByRole('combobox', { name: 'Rol' })).toBeDisabled();
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    expect(await within(form).findByTestId('user-form-error')).toHaveTextContent(
      'Error al actualizar usuario: Sin permiso',
    );
  });

  it("edits a client user's company name, phone and address on the client record", async () => {
    const { calls, view } = setup(undefined, {
      'GET /api/clients/3': () => jsonResponse({ success: true, data: client() }),
      'PUT /api/users/22': () => okResponse('Usuario actualizado exitosamente', carlos),
      'PUT /api/clients/3': () => okResponse('Cliente actualizado', client({ telefono: '4555-9999' })),
    });
    await view.user.click(within(await row('Carlos Norte')).getByRole('button', { name: 'Editar' }));
    const form = await dialog();
    expect(within(form).getByRole('combobox', { name: 'Empresa cliente' })).toHaveValue('Demo Norte S.A.');
    const phone = await within(form).findByRole('textbox', { name: 'Teléfono' });
    expect(within(form).getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue(
      'Demo Norte S.A.',
    );
    expect(within(form).getByRole('textbox', { name: 'Dirección' })).toHaveValue('Av. Cabildo 2040, CABA');
    await view.user.clear(phone);
    await view.user.type(phone, '4555-9999');
    await view.user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/clients/3')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/api/clients/3')[0]?.body).toEqual({ telefono: '4555-9999' });
    expect(sent(calls, 'PUT', '/api/users/22')[0]?.body).not.toHaveProperty('clienteId');
  });

  it('asks before deactivating and reports the failure with the spec text', async () => {
    const { calls, view } = setup(undefined, {
      'POST /api/users/21/activate': () =>
        errorResponse(400, 'No se pudo', { message: 'No se pudo', code: 'X' }),
    });
    await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Desactivar' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Desactivar usuario?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'POST', '/api/users/21/activate')).toHaveLength(0);

    await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Desactivar' }));
    await view.user.click(within(await dialog()).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(sent(calls, 'POST', '/api/users/21/activate')).toHaveLength(1));
    expect(sent(calls, 'POST', '/api/users/21/activate')[0]?.body).toEqual({ isActive: false });
    expect(await screen.findByText('Error cambiando estado del usuario: No se pudo')).toBeInTheDocument();
  });

  it('asks before deleting and deletes', async () => {
    const { calls, view } = setup(undefined, {
      'DELETE /api/users/21': () =>
        jsonResponse({ success: true, message: 'Usuario eliminado exitosamente' }),
    });
    await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Eliminar' }));
    const confirm = await dialog();
    expect(confirm).toHaveTextContent('¿Eliminar usuario?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(sent(calls, 'DELETE', '/api/users/21')).toHaveLength(1));
    expect(await screen.findByText('Usuario eliminado exitosamente')).toBeInTheDocument();
  });

  it("says 'Error eliminando usuario' with the server's text", async () => {
    const { view } = setup(undefined, {
      'DELETE /api/users/21': () =>
        errorResponse(409, 'Tiene auditorías', { message: 'x', code: 'CONFLICT' }),
    });
    await view.user.click(within(await row('Olga Operadora')).getByRole('button', { name: 'Eliminar' }));
    await view.user.click(within(await dialog()).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error eliminando usuario: Tiene auditorías')).toBeInTheDocument();
  });

  it('exports the users with the search and role on screen', async () => {
    const names = captureDownloads();
    const { view, calls } = setup(undefined, {
      'GET /api/users/export': fileResponse('usuarios-2026-11-25.csv'),
    });
    await row('Olga Operadora');
    await view.user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'olga');
    await view.user.click(screen.getByRole('combobox', { name: 'Rol' }));
    await view.user.click(await screen.findByRole('option', { name: 'Operador' }));
    // The search is applied after a pause in typing: the export sends what the list shows once it is applied.
    await waitFor(() => {
      const last = requestedQueries('/api/users').at(-1);
      expect([last?.get('search'), last?.get('role')]).toEqual(['olga', 'operador']);
    });
    expect(
      await exportedQuery(view.user, names, {
        button: 'Descargar los usuarios en CSV',
        file: 'usuarios-2026-11-25.csv',
        path: '/api/users/export',
      }),
    ).toEqual({
      formato: 'csv',
      search: 'olga',
      role: 'operador',
    });
    expect(sent(calls, 'GET', '/api/users/export')[0]?.headers.get('Authorization')).toBe('Bearer tok-admin');
  }, 20_000);
});
