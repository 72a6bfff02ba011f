import { argentineDay } from '@auditorias/domain/format/locale';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkFailure, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../testing/fixtures';
import { AuditForm } from './audit-form';

type Role = 'admin' | 'supervisor' | 'cliente';

function setup(
  role: Role,
  { auditId, routes = {} }: { auditId?: number; routes?: Parameters<typeof mockApi>[0] } = {},
) {
  const calls = mockApi({
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
    'POST /api/config/calculate-audit-cost': (call) =>
      jsonResponse({
        success: true,
        data: {
          precio: (call.body as { prioridad: string }).prioridad === 'urgente' ? 60_000 : 25_000,
          precioLista: 25_000,
          multiplicador: 1,
          precioDeSucursal: false,
          moneda: 'ARS',
          sinIva: true,
        },
      }),
    'POST /api/audits': () =>
      jsonResponse(
        { success: true, message: '✅ Auditoría creada exitosamente', data: makeAudit({ id: 50 }) },
        201,
      ),
    ...routes,
  });
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(
    <AuditForm
      user={makeUser(role, { id: 7 })}
      auditId={auditId ?? null}
      onSaved={onSaved}
      onCancel={onCancel}
    />,
  );
  return { ...view, calls, onSaved, onCancel };
}

type User = ReturnType<typeof setup>['user'];

/** The FormData the form sent to the given call. */
function sentForm(method: string, path: string): FormData {
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([url, init]) => String(url).startsWith(`/api${path}`) && init?.method === method);
  if (!call) throw new Error(`no ${method} ${path}`);
  return call[1]?.body as FormData;
}

async function pickClient(user: User, search: string, option: string) {
  const input = await screen.findByRole('combobox', { name: 'Cliente' });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Crear Auditoría' }));

describe('audit form', { timeout: 20_000 }, () => {
  it('asks for client, title and branch and sends nothing without them', async () => {
    const { user, calls } = setup('cliente');
    expect(screen.getByRole('heading', { name: 'Crear Nueva Auditoría' })).toBeInTheDocument();
    await submit(user);
    expect(screen.getByTestId('audit-form-error')).toHaveTextContent(
      'Cliente, título y sucursal son obligatorios',
    );
    await pickClient(user, 'sur', 'Demo Sur S.R.L.');
    await submit(user);
    expect(screen.getByTestId('audit-form-error')).toHaveTextContent(
      'Cliente, título y sucursal son obligatorios',
    );
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/audits')).toBe(false);
  });

  it('marks each empty required field with its own message and puts the focus on the first, scrolled into view', async () => {
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { user, calls } = setup('cliente');
      await submit(user);
      const cliente = screen.getByRole('combobox', { name: 'Cliente' });
      expect(cliente).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Elegí el cliente')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Título' })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Escribí un título')).toBeInTheDocument();
      await waitFor(() => expect(cliente).toHaveFocus());
      expect(scrolled).toContain(cliente);

      // A company with several branches and a title, but no branch: the Sucursal field is the one marked.
      await pickClient(user, 'demo norte', 'Demo Norte S.A.');
      expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('');
      expect(screen.queryByText('Elegí el cliente')).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Control de cajas');
      expect(screen.queryByText('Escribí un título')).not.toBeInTheDocument();
      await submit(user);
      const sucursal = screen.getByRole('combobox', { name: 'Sucursal' });
      expect(sucursal).toHaveAttribute('aria-invalid', 'true');
      expect(sucursal).toHaveAccessibleDescription(/Elegí la sucursal/);
      await waitFor(() => expect(sucursal).toHaveFocus());
      expect(scrolled.at(-1)).toBe(sucursal);
      // The spec's summary stays under the form.
      expect(screen.getByTestId('audit-form-error')).toHaveTextContent(
        'Cliente, título y sucursal son obligatorios',
      );
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/audits')).toBe(false);
    } finally {
      scroll.mockRestore();
    }
  });

  it('gives a client two text fields that say what each is for, and staff the three of the spec', async () => {
    const { user, unmount } = setup('cliente');
    expect(screen.queryByRole('textbox', { name: 'Notas' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveAccessibleDescription(
      /Qué querés que revisemos/,
    );
    expect(screen.getByRole('textbox', { name: 'Observaciones' })).toHaveAccessibleDescription(
      /lo que el operador debe saber antes de empezar/,
    );
    await pickClient(user, 'belgrano', 'Demo Norte S.A.');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Control de cajas');
    await user.type(screen.getByRole('textbox', { name: 'Observaciones' }), 'Pedir la llave a Juan');
    await submit(user);
    await waitFor(() =>
      expect(sentForm('POST', '/audits').get('observaciones')).toBe('Pedir la llave a Juan'),
    );
    expect(sentForm('POST', '/audits').get('notas')).toBeNull();
    unmount();

    setup('admin');
    for (const name of ['Descripción', 'Notas', 'Observaciones'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
  });

  it("lets a client order for a branch found by its name, with today's date and the price without VAT", async () => {
    const { user, onSaved } = setup('cliente');
    expect(screen.queryByLabelText('Horas estimadas')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Costo')).not.toBeInTheDocument();
    await pickClient(user, 'belgrano', 'Demo Norte S.A.');
    // The branch the search named is chosen.
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(
      'Sucursal Belgrano — Av. Cabildo 2040, CABA',
    );
    await waitFor(() => expect(screen.getByTestId('estimated-price')).toHaveTextContent('25.000 sin IVA'));
    await user.click(screen.getByRole('combobox', { name: 'Prioridad' }));
    await user.click(await screen.findByRole('option', { name: 'Urgente' }));
    await waitFor(() => expect(screen.getByTestId('estimated-price')).toHaveTextContent('60.000 sin IVA'));
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Control de cajas');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Revisar caja 2');
    await submit(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]?.[1]).toBe('✅ Auditoría creada exitosamente');
    const form = sentForm('POST', '/audits');
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'files'))).toEqual({
      clienteId: '3',
      branchId: '11',
      sucursal: 'Sucursal Belgrano',
      direccion: 'Av. Cabildo 2040, CABA',
      titulo: 'Control de cajas',
      descripcion: 'Revisar caja 2',
      fechaSolicitada: argentineDay(),
      prioridad: 'urgente',
    });
  });

  it('lets a client pick a child business and its branch', async () => {
    const { user } = setup('cliente');
    await pickClient(user, 'kiosco', 'Demo Norte S.A. › Norte Kiosco 24h');
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue(
      'Kiosco Palermo — Av. Santa Fe 3500, CABA',
    );
  });

  it('shows an admin the estimated hours and the cost, and does not send untouched hours', async () => {
    const { user } = setup('admin');
    expect(screen.queryByTestId('estimated-price')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Horas estimadas' })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: 'Costo' })).toHaveValue('');
    await pickClient(user, 'norte', 'Demo Norte S.A.');
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: /Sucursal Núñez/ }));
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Ronda');
    await submit(user);
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([, init]) => init?.body instanceof FormData)).toBe(true),
    );
    const first = sentForm('POST', '/audits');
    expect(first.get('branchId')).toBe('12');
    expect(first.has('tiempoEstimadoHoras')).toBe(false);
    expect(first.has('costo')).toBe(false);
  });

  it('keeps the estimated hours at 0.5 or more', async () => {
    const { user } = setup('admin');
    const hours = screen.getByRole('textbox', { name: 'Horas estimadas' });
    await user.clear(hours);
    await user.type(hours, '0.2');
    fireEvent.blur(hours);
    await waitFor(() => expect(hours).toHaveValue('0.5'));
  });

  it('sends the admin hours and cost when given, as multipart with the bearer token', async () => {
    window.localStorage.setItem('token', 'tok-form');
    const { user, onSaved, calls } = setup('admin');
    await pickClient(user, 'sur', 'Demo Sur S.R.L.');
    // A company without branches is ordered for its main office.
    expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveValue('Casa central');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Ronda');
    const hours = screen.getByRole('textbox', { name: 'Horas estimadas' });
    await user.clear(hours);
    await user.type(hours, '3.5');
    await user.type(screen.getByRole('textbox', { name: 'Costo' }), '1500');
    await submit(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const form = sentForm('POST', '/audits');
    // Multipart: the browser sets the boundary; the client does not force JSON.
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/audits');
    expect(post?.headers.get('Content-Type')).toBeNull();
    expect(post?.headers.get('Authorization')).toBe('Bearer tok-form');
    expect(form.get('tiempoEstimadoHoras')).toBe('3.5');
    expect(form.get('costo')).toBe('1500');
    expect(form.has('branchId')).toBe(false);
    expect(form.get('sucursal')).toBe('Casa central');
  });

  it('hides the admin-only fields and the price from a supervisor', async () => {
    setup('supervisor');
    await screen.findByRole('combobox', { name: 'Cliente' });
    expect(screen.queryByRole('textbox', { name: 'Horas estimadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Costo' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('estimated-price')).not.toBeInTheDocument();
  });

  it('warns when there is no client to choose', async () => {
    setup('cliente', {
      routes: { 'GET /api/clients/for-audits': () => jsonResponse({ success: true, data: [] }) },
    });
    expect(await screen.findByTestId('no-clients')).toHaveTextContent(
      'No hay clientes disponibles. Contacte al administrador.',
    );
  });

  it("says 'Error cargando clientes: ...' when the server refuses the client list", async () => {
    setup('cliente', {
      routes: {
        'GET /api/clients/for-audits': () => errorResponse(403, 'Sin permisos'),
      },
    });
    expect(await screen.findByText('Error cargando clientes: Sin permisos')).toBeInTheDocument();
    expect(screen.queryByText(/Error obteniendo clientes/)).not.toBeInTheDocument();
  });

  it("says 'Error obteniendo clientes: ...' when the client list gets no answer", async () => {
    setup('cliente', { routes: { 'GET /api/clients/for-audits': () => networkFailure() } });
    expect(await screen.findByText(/^Error obteniendo clientes: .+/)).toBeInTheDocument();
    expect(screen.queryByText(/Error cargando clientes/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal as '❌ Error: ...'", async () => {
    const { user } = setup('cliente', {
      routes: {
        'POST /api/audits': () => errorResponse(400, 'El cliente está inactivo'),
      },
    });
    await pickClient(user, 'belgrano', 'Demo Norte S.A.');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Control');
    await submit(user);
    expect(await screen.findByTestId('audit-form-error')).toHaveTextContent(
      '❌ Error: El cliente está inactivo',
    );
  });

  it('attaches allowed files and refuses other types', async () => {
    const { user } = setup('cliente');
    const input = screen.getByTestId('audit-files-input');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip,.rar');
    fireEvent.change(input, {
      target: {
        files: [new File(['%PDF'], 'plano.pdf', { type: 'application/pdf' }), new File(['x'], 'a.exe')],
      },
    });
    expect(await screen.findByText('plano.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('audit-form-error')).toHaveTextContent('Tipo de archivo no permitido: a.exe');
    await user.click(screen.getByRole('button', { name: 'Quitar plano.pdf' }));
    expect(screen.queryByTestId('pending-file')).not.toBeInTheDocument();
  });

  it('edits an audit: loads it, titles the form and sends PUT', async () => {
    const audit = makeAudit({
      id: 31,
      estado: 'solicitud',
      titulo: 'Pedido viejo',
      prioridad: 'prioritaria',
    });
    const { user, onSaved } = setup('cliente', {
      auditId: 31,
      routes: {
        'GET /api/audits/31': () => jsonResponse({ success: true, data: audit }),
        'PUT /api/audits/31': () => okResponse('✅ Auditoría actualizada exitosamente', audit),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Editar Auditoría' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Pedido viejo');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Demo Norte S.A.'),
    );
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeDisabled();
    await user.clear(title);
    await user.type(title, 'Pedido corregido');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]?.[1]).toBe('✅ Auditoría actualizada exitosamente');
    const form = sentForm('PUT', '/audits/31');
    expect(form.get('titulo')).toBe('Pedido corregido');
    expect(form.get('prioridad')).toBe('prioritaria');
    expect(
      within(screen.getByTestId('audit-form')).getByRole('button', { name: 'Cancelar' }),
    ).toBeInTheDocument();
  });
});
