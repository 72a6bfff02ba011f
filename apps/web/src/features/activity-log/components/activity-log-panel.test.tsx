import type { ActivityEntry } from '@auditorias/domain/schemas/activity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { errorResponse, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { currentUrl, requestedUrls } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ActivityLogPanel } from './activity-log-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  fecha: '2026-03-10T15:30:00.000Z',
  accion: 'user_delete',
  accionLabel: 'Eliminación de usuario',
  descripcion: 'Ana Administradora eliminó al usuario Juana Pérez',
  objetivo: 'Usuario Juana Pérez',
  usuario: { id: 1, name: 'Ana Administradora' },
  impersonador: null,
  objetivoTipo: 'usuario',
  objetivoId: '22',
  metodo: 'DELETE',
  ruta: '/api/users/22',
  estado: 200,
  ip: '10.0.0.2',
  detalles: { nombre: 'Juana Pérez' },
  ...overrides,
});

const page = (data: ActivityEntry[], siguiente: string | null = null) =>
  jsonResponse({ success: true, data, paginacion: { siguiente, limite: 50 } });

const users = () =>
  jsonResponse({
    success: true,
    data: [
      makeUser('admin', { id: 1, name: 'Ana Administradora', username: 'admin' }),
      makeUser('contable', { id: 5, name: 'Carlos Contable', username: 'contable' }),
    ],
    total: 2,
  });

const activityUrls = () => requestedUrls('/api/registro-actividad');

describe('Registro de actividad', () => {
  it('lists the records with Spanish labels, the admin behind an impersonation, and loads more', async () => {
    mockApi({
      'GET /api/users': users,
      'GET /api/registro-actividad': () =>
        currentUrl().searchParams.get('cursor') === 'c2'
          ? page([
              entry(1, {
                accion: 'salary_pay',
                accionLabel: 'Pago de sueldo',
                descripcion: 'Ana Administradora pagó el sueldo de Olga Operadora de 02/2026',
                objetivo: 'Sueldo Olga Operadora de 02/2026',
                objetivoTipo: 'sueldo',
                objetivoId: '44',
              }),
            ])
          : page(
              [
                entry(3, {
                  accion: 'escritura_impersonada',
                  accionLabel: 'Cambio en modo impersonación',
                  descripcion:
                    'Ana Administradora hizo un cambio mientras veía el sistema como Carla Cliente',
                  objetivo: null,
                  usuario: { id: 7, name: 'Carla Cliente' },
                  impersonador: { id: 1, name: 'Ana Administradora' },
                  objetivoTipo: null,
                  objetivoId: null,
                  metodo: 'POST',
                  ruta: '/api/messages',
                  estado: 201,
                  ip: '203.0.113.7',
                  detalles: null,
                }),
                entry(2),
              ],
              'c2',
            ),
    });
    const { user } = renderWithProviders(<ActivityLogPanel />);
    expect(await screen.findByRole('heading', { name: 'Registro de actividad' })).toBeInTheDocument();

    const impersonated = await screen.findByTestId('activity-3');
    expect(within(impersonated).getByText('Carla Cliente')).toBeInTheDocument();
    expect(within(impersonated).getByText('Impersonado por Ana Administradora')).toBeInTheDocument();
    expect(within(impersonated).getByText('Cambio en modo impersonación')).toBeInTheDocument();
    // The request is technical detail, behind 'Ver detalle técnico'.
    expect(within(impersonated).queryByText(/\/api\/messages/)).not.toBeInTheDocument();
    await user.click(within(impersonated).getByRole('button', { name: 'Ver detalle técnico' }));
    expect(within(impersonated).getByText('POST /api/messages → 201')).toBeInTheDocument();
    expect(within(impersonated).getByText('IP: 203.0.113.7')).toBeInTheDocument();

    const deletion = screen.getByTestId('activity-2');
    expect(within(deletion).getByText('Eliminación de usuario')).toBeInTheDocument();
    expect(within(deletion).getByText('Usuario Juana Pérez')).toBeInTheDocument();
    // Buenos Aires time: 15:30 UTC is 12:30.
    expect(within(deletion).getByText('10/03/2026, 12:30')).toBeInTheDocument();

    expect(screen.getByText('Mostrando 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    const salary = await screen.findByTestId('activity-1');
    expect(within(salary).getByText('Pago de sueldo')).toBeInTheDocument();
    expect(within(salary).getByText('Sueldo Olga Operadora de 02/2026')).toBeInTheDocument();
    expect(screen.getByText('Mostrando 3 (todas)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    expect(activityUrls().map((u) => u.searchParams.get('cursor'))).toEqual([null, 'c2']);
  });

  it('tells each record as a sentence with names, the raw request kept behind "Ver detalle técnico"', async () => {
    mockApi({
      'GET /api/users': users,
      'GET /api/registro-actividad': () =>
        page([
          entry(9, {
            accion: 'finance_income',
            accionLabel: 'Ingreso manual',
            descripcion: 'Carla Contable registró un ingreso manual de $\u00a085.000 del 18/11/2026',
            objetivo: 'Movimiento #88',
            usuario: { id: 5, name: 'Carla Contable' },
            objetivoTipo: 'movimiento',
            objetivoId: '88',
            metodo: 'POST',
            ruta: '/api/audits/ingreso-manual',
            estado: 200,
            detalles: { tipo: 'ingreso_manual', fecha: '2026-11-18', costoFinal: 85000 },
          }),
          entry(8, {
            accion: 'dvr_password_view',
            accionLabel: 'Vio contraseñas del DVR',
            descripcion: 'Olga Operadora vio las contraseñas del DVR del cliente Demo Norte S.A. (principal)',
            objetivo: 'Cliente Demo Norte S.A.',
            usuario: { id: 4, name: 'Olga Operadora' },
            objetivoTipo: 'cliente',
            objetivoId: '3',
            metodo: null,
            ruta: null,
            detalles: { clientId: 3, branchIds: [null] },
          }),
        ]),
    });
    const { user } = renderWithProviders(<ActivityLogPanel />);
    const income = await screen.findByTestId('activity-9');
    expect(
      // es-AR money keeps a no-break space after '$'; the matcher reads it as a space.
      within(income).getByText('Carla Contable registró un ingreso manual de $ 85.000 del 18/11/2026'),
    ).toBeInTheDocument();
    const dvr = screen.getByTestId('activity-8');
    expect(within(dvr).getByText('Cliente Demo Norte S.A.')).toBeInTheDocument();
    // No ids, routes, JSON or ISO days on the screen until asked for.
    const table = screen.getByRole('table', { name: 'Registro de actividad' });
    expect(table).not.toHaveTextContent(/Cliente #3|\/api\/|\{"|2026-11-18/);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveAttribute(
      'placeholder',
      'Buscar por persona, acción o detalle',
    );

    const toggle = within(income).getByRole('button', { name: 'Ver detalle técnico' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(income).getByRole('button', { name: 'Ocultar detalle técnico' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const detail = within(income).getByTestId('activity-detail-9');
    expect(detail).toHaveTextContent('POST /api/audits/ingreso-manual → 200');
    expect(detail).toHaveTextContent('"fecha": "2026-11-18"');
    await user.click(within(income).getByRole('button', { name: 'Ocultar detalle técnico' }));
    expect(within(income).queryByTestId('activity-detail-9')).not.toBeInTheDocument();
  });

  it('asks the server with each filter: usuario, acción, tipo, desde/hasta and text', {
    timeout: 20_000,
  }, async () => {
    mockApi({ 'GET /api/users': users, 'GET /api/registro-actividad': () => page([entry(2)]) });
    const { user } = renderWithProviders(<ActivityLogPanel />);
    await screen.findByTestId('activity-2');

    await user.click(screen.getByRole('combobox', { name: 'Usuario' }));
    await user.click(await screen.findByRole('option', { name: 'Carlos Contable (contable)' }));
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('usuarioId')).toBe('5'));

    await user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await user.click(await screen.findByRole('option', { name: 'Pago de sueldo' }));
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('accion')).toBe('salary_pay'));

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Sueldo' }));
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('tipo')).toBe('sueldo'));

    // Days are typed as the rest of the product writes them, dd/mm/aaaa.
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31/03/2026');
    await user.tab();
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('hasta')).toBe('2026-03-31'));

    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'juana');
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('q')).toBe('juana'), {
      timeout: 2000,
    });
    const last = activityUrls().at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      usuarioId: '5',
      accion: 'salary_pay',
      tipo: 'sueldo',
      desde: '2026-03-01',
      hasta: '2026-03-31',
      q: 'juana',
    });
  });

  it('does not ask with a "desde" after "hasta", and says why', async () => {
    mockApi({ 'GET /api/users': users, 'GET /api/registro-actividad': () => page([entry(2)]) });
    renderWithProviders(<ActivityLogPanel />);
    await screen.findByTestId('activity-2');
    const before = activityUrls().length;
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-20' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-10' } });
    expect(await screen.findByText('La fecha "desde" no puede ser posterior a "hasta"')).toBeInTheDocument();
    expect(screen.queryByTestId('activity-2')).not.toBeInTheDocument();
    expect(activityUrls().filter((u) => u.searchParams.get('hasta') === '2026-03-10')).toEqual([]);
    expect(activityUrls().length).toBeGreaterThanOrEqual(before);
  });

  it('exports the filtered rows as XLSX and CSV with the bearer token', async () => {
    setToken('tok-admin');
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const calls = mockApi({
      'GET /api/users': users,
      'GET /api/registro-actividad': () => page([entry(2)]),
      'GET /api/registro-actividad/export': () =>
        currentUrl().searchParams.get('formato') === 'csv'
          ? errorResponse(400, 'La exportación supera el máximo')
          : new Response('x', {
              headers: { 'Content-Disposition': 'attachment; filename="registro-actividad.xlsx"' },
            }),
    });
    const { user } = renderWithProviders(<ActivityLogPanel />);
    await screen.findByTestId('activity-2');
    await user.click(screen.getByRole('combobox', { name: 'Acción' }));
    await user.click(await screen.findByRole('option', { name: 'Eliminación de usuario' }));
    await waitFor(() => expect(activityUrls().at(-1)?.searchParams.get('accion')).toBe('user_delete'));

    await user.click(screen.getByRole('button', { name: 'Descargar el registro de actividad en XLSX' }));
    await waitFor(() => expect(names).toEqual(['registro-actividad.xlsx']));
    const xlsx = requestedUrls('/api/registro-actividad/export')[0];
    expect(xlsx?.searchParams.get('formato')).toBe('xlsx');
    expect(xlsx?.searchParams.get('accion')).toBe('user_delete');
    expect(calls.find((c) => c.path === '/api/registro-actividad/export')?.headers.get('Authorization')).toBe(
      'Bearer tok-admin',
    );

    await user.click(screen.getByRole('button', { name: 'Descargar el registro de actividad en CSV' }));
    expect(
      await screen.findByText('Error al descargar el archivo: La exportación supera el máximo'),
    ).toBeInTheDocument();
  });

  it('shows the server refusal and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/users': users,
      'GET /api/registro-actividad': () =>
        fail
          ? errorResponse(403, 'No tenés permisos para esta acción', { code: 'FORBIDDEN' })
          : page([entry(2)]),
    });
    const { user } = renderWithProviders(<ActivityLogPanel />);
    expect(
      await screen.findByText('Error cargando el registro de actividad: No tenés permisos para esta acción'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('activity-2')).toBeInTheDocument();
  });

  it('shows an empty state when nothing matches', async () => {
    mockApi({ 'GET /api/users': users, 'GET /api/registro-actividad': () => page([]) });
    renderWithProviders(<ActivityLogPanel />);
    expect(await screen.findByText('No hay actividad registrada con esos filtros.')).toBeInTheDocument();
  });
});
