import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type mockApi, okResponse } from '../../../test/fetch-mock';
import { clientListResponse, renderClientsScreen } from '../testing/clients-screen';
import { makeClient, makeFileInfo, makeSummary } from '../testing/fixtures';

const CONTRACT = makeFileInfo({ id: 41 });

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return renderClientsScreen({
    'GET /api/clients': () => clientListResponse([makeSummary()], 1),
    'POST /api/files': () => jsonResponse({ success: true, data: CONTRACT }, 201),
    ...extra,
  });
}

async function openCreateForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Crear Cliente' }));
  const form = await screen.findByTestId('client-form');
  expect(within(form).getByRole('heading', { name: 'Crear Nuevo Cliente Completo' })).toBeInTheDocument();
  return form;
}

type User = ReturnType<typeof setup>['user'];

/** Types a whole value at once (the form is long: key by key is slow in the test DOM). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const region = (form: HTMLElement, name: string) => within(within(form).getByRole('region', { name }));
const submitButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: 'Crear Cliente Completo' });
const formError = (form: HTMLElement) => within(form).getByTestId('client-form-error');
const posts = (calls: ReturnType<typeof setup>['calls']) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/clients');

async function fillBasics(user: User, form: HTMLElement) {
  const basic = region(form, 'Información básica');
  await fill(user, basic.getByLabelText(/Nombre del cliente/), 'Vigilancia Austral');
  await fill(user, basic.getByLabelText(/^Email/), 'austral@example.com');
}

/** Chooses the signed contract and waits until it is uploaded; returns the 'Contrato' section. */
async function uploadContract(form: HTMLElement) {
  const contract = region(form, 'Contrato');
  const file = new File(['%PDF-1.4\n%%EOF'], 'contrato.pdf', { type: 'application/pdf' });
  fireEvent.change(contract.getByLabelText('Archivo del contrato firmado'), { target: { files: [file] } });
  await waitFor(() => expect(contract.getByTestId('archivo-contrato')).toHaveTextContent('contrato.pdf'));
  return contract;
}

async function attachContract(user: User, form: HTMLElement) {
  const contract = await uploadContract(form);
  await fill(user, contract.getByLabelText(/Fecha de firma del contrato/), '15/01/2026');
}

describe('client form', { timeout: 20_000 }, () => {
  it('asks for name and email before anything else and sends nothing', async () => {
    const { user, calls } = setup();
    const form = await openCreateForm(user);
    await user.click(submitButton(form));
    expect(formError(form)).toHaveTextContent('Nombre y email son obligatorios');
    await fill(user, region(form, 'Información básica').getByLabelText(/Nombre del cliente/), 'Solo nombre');
    await user.click(submitButton(form));
    expect(formError(form)).toHaveTextContent('Nombre y email son obligatorios');
    expect(posts(calls)).toHaveLength(0);
  });

  it('requires the signed contract and its signing date', async () => {
    const { user, calls } = setup();
    const form = await openCreateForm(user);
    await fillBasics(user, form);
    await user.click(submitButton(form));
    expect(formError(form)).toHaveTextContent(
      'El contrato es obligatorio. Debe adjuntar el archivo firmado.',
    );
    await uploadContract(form);
    const upload = calls.find((c) => c.method === 'POST' && c.path === '/api/files');
    expect(upload).toBeDefined();
    await user.click(submitButton(form));
    expect(formError(form)).toHaveTextContent('La fecha de firma del contrato es obligatoria');
    expect(posts(calls)).toHaveLength(0);
  });

  it('keeps the submit disabled while the passwords differ', async () => {
    const { user } = setup();
    const form = await openCreateForm(user);
    const section = region(form, 'Usuario asociado');
    await user.click(section.getByLabelText('Crear un usuario para este cliente'));
    await fill(user, section.getByLabelText(/^Contraseña/), 'secreto1');
    await fill(user, section.getByLabelText(/^Confirmar contraseña/), 'secreto2');
    expect(section.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(submitButton(form)).toBeDisabled();
    await fill(user, section.getByLabelText(/^Confirmar contraseña/), 'secreto1');
    expect(section.queryByText('Las contraseñas no coinciden')).not.toBeInTheDocument();
    expect(submitButton(form)).toBeEnabled();
  });

  it('the dice fills both password fields with the same 8 characters', async () => {
    const { user } = setup();
    const form = await openCreateForm(user);
    const section = region(form, 'Usuario asociado');
    await user.click(section.getByLabelText('Crear un usuario para este cliente'));
    await user.click(section.getByRole('button', { name: 'Generar contraseña' }));
    const password = section.getByLabelText(/^Contraseña/) as HTMLInputElement;
    const confirm = section.getByLabelText(/^Confirmar contraseña/) as HTMLInputElement;
    expect(password.value).toHaveLength(8);
    expect(confirm.value).toBe(password.value);
    // Shown, so the admin can pass it on.
    expect(password.type).toBe('text');
    expect(submitButton(form)).toBeEnabled();
  });

  it('asks for username and password when creating the user', async () => {
    const { user, calls } = setup();
    const form = await openCreateForm(user);
    await fillBasics(user, form);
    await attachContract(user, form);
    await fill(user, region(form, 'Información del DVR').getByLabelText(/ID\/IP del DVR/), '10.0.0.1');
    await user.click(region(form, 'Usuario asociado').getByLabelText('Crear un usuario para este cliente'));
    await user.click(submitButton(form));
    expect(formError(form)).toHaveTextContent('Username y password son obligatorios para crear usuario');
    expect(posts(calls)).toHaveLength(0);
  });

  it('changing the modality clears the chosen days', async () => {
    const { user } = setup();
    const form = await openCreateForm(user);
    const section = region(form, 'Modalidad e instrucciones');
    await user.click(section.getByRole('radio', { name: 'Por días' }));
    await user.click(section.getByRole('checkbox', { name: 'Lunes' }));
    await user.click(section.getByRole('checkbox', { name: 'Jueves' }));
    expect(section.getByRole('checkbox', { name: 'Lunes' })).toBeChecked();
    await user.click(section.getByRole('radio', { name: 'Por fecha exacta' }));
    expect(section.queryByRole('checkbox', { name: 'Lunes' })).not.toBeInTheDocument();
    expect(section.getByLabelText(/Fecha exacta de la auditoría/)).toBeInTheDocument();
    await user.click(section.getByRole('radio', { name: 'Por días' }));
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) {
      expect(section.getByRole('checkbox', { name: day })).not.toBeChecked();
    }
  });

  it('shows the three priority prices with the multipliers', async () => {
    const { user } = setup();
    const form = await openCreateForm(user);
    const value = region(form, 'Valor de la auditoría');
    expect(value.getByTestId('precio-normal')).toHaveTextContent('$ 100');
    expect(value.getByTestId('precio-prioritaria')).toHaveTextContent('$ 150');
    expect(value.getByTestId('precio-urgente')).toHaveTextContent('$ 200');
    await fill(user, value.getByLabelText('Costo por auditoría'), '1500');
    expect(value.getByTestId('precio-urgente')).toHaveTextContent('$ 3.000');
  });

  it('creates the client with its branch and user, then closes and reloads the list', async () => {
    const { user, calls } = setup({
      'POST /api/clients': () =>
        jsonResponse(
          {
            success: true,
            message: 'Cliente y usuario creados exitosamente',
            data: makeClient({ id: 9, nombre: 'Vigilancia Austral' }),
          },
          201,
        ),
    });
    const form = await openCreateForm(user);
    await fillBasics(user, form);
    await attachContract(user, form);
    const section = region(form, 'Usuario asociado');
    await user.click(section.getByLabelText('Crear un usuario para este cliente'));
    await fill(user, section.getByLabelText(/^Nombre de usuario/), 'austral');
    await fill(user, section.getByLabelText(/^Contraseña/), 'secreto1');
    await fill(user, section.getByLabelText(/^Confirmar contraseña/), 'secreto1');

    const branches = region(form, 'Sucursales');
    await user.click(branches.getByRole('button', { name: 'Agregar Sucursal' }));
    const branchForm = within(branches.getByTestId('branch-form'));
    await user.click(branchForm.getByRole('button', { name: 'Guardar Sucursal' }));
    expect(branchForm.getByRole('alert')).toHaveTextContent('El nombre de la sucursal es obligatorio');
    await fill(user, branchForm.getByLabelText(/Nombre de la sucursal/), 'Sucursal Centro');
    await user.click(branchForm.getByRole('button', { name: 'Guardar Sucursal' }));
    expect(branches.getByRole('table', { name: 'Sucursales del cliente' })).toHaveTextContent(
      'Sucursal Centro',
    );

    const listCallsBefore = calls.filter((c) => c.method === 'GET' && c.path === '/api/clients').length;
    await user.click(submitButton(form));
    expect(await within(form).findByText('Cliente y usuario creados exitosamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('client-form')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.getByText('Cliente y usuario creados exitosamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/clients').length).toBeGreaterThan(
      listCallsBefore,
    );

    const [post] = posts(calls);
    expect(post?.body).toMatchObject({
      nombre: 'Vigilancia Austral',
      email: 'austral@example.com',
      contratoArchivoId: 41,
      contrato_fecha_firma: '2026-01-15',
      costoAuditoria: 100,
      tiempoEstimado: '04:00',
      usuario: { username: 'austral', password: 'secreto1', confirmPassword: 'secreto1', role: 'cliente' },
      branches: [
        expect.objectContaining({
          nombre: 'Sucursal Centro',
          precio_normal: null,
          tiempo_auditoria: null,
          modalidad_auditoria: null,
        }),
      ],
    });
  });

  it('shows the server error after Error creando cliente', async () => {
    const { user } = setup({
      'POST /api/clients': () =>
        jsonResponse(
          {
            success: false,
            error: 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
            message: 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
            details: [
              {
                campo: 'dvr_id_principal',
                mensaje: 'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
              },
            ],
          },
          400,
        ),
    });
    const form = await openCreateForm(user);
    await fillBasics(user, form);
    await attachContract(user, form);
    await fill(user, region(form, 'Información del DVR').getByLabelText(/ID\/IP del DVR/), '10.0.0.1');
    await user.click(submitButton(form));
    expect(await within(form).findByTestId('client-form-error')).toHaveTextContent(
      'Error creando cliente: El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
    );
    expect(screen.getByTestId('client-form')).toBeInTheDocument();
  });

  it('edits a client: Editar Cliente, Nuevo Cliente resets, Guardar Cambios sends the whole branch list', async () => {
    const { user, calls } = setup({
      'GET /api/clients/1': () => jsonResponse({ success: true, data: makeClient() }),
      'PUT /api/clients/1': () => okResponse('Cliente actualizado exitosamente', makeClient()),
    });
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await screen.findByTestId('client-form');
    expect(within(form).getByRole('heading', { name: 'Editar Cliente' })).toBeInTheDocument();
    expect(region(form, 'Información básica').getByLabelText(/Nombre del cliente/)).toHaveValue(
      'Demo Norte S.A.',
    );
    await user.click(within(form).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByTestId('client-form')).not.toBeInTheDocument());
    expect(screen.getByText('Cliente actualizado exitosamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      nombre: 'Demo Norte S.A.',
      contratoArchivoId: 5,
      branches: [{ id: 11, nombre: 'Sucursal Belgrano' }],
    });
    expect(put?.body).not.toHaveProperty('dvr_password_principal');

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const again = await screen.findByTestId('client-form');
    await user.click(within(again).getByRole('button', { name: 'Nuevo Cliente' }));
    expect(
      within(screen.getByTestId('client-form')).getByRole('heading', {
        name: 'Crear Nuevo Cliente Completo',
      }),
    ).toBeInTheDocument();
    expect(
      region(screen.getByTestId('client-form'), 'Información básica').getByLabelText(/Nombre del cliente/),
    ).toHaveValue('');
  });
});
