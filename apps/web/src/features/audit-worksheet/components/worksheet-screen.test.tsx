import { MSG } from '@auditorias/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  mockApi,
  networkFailure,
  okResponse,
  type RecordedCall,
} from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import type { AuditTemplate } from '../api/get-audit-template';
import { PASTE_NEEDS_EVENT_MESSAGE } from '../paste-rules';
import { makeTemplate, OPERATOR_ID } from '../testing/template-fixture';
import { events, eventTitles, fakeImageSeam, paste } from '../testing/worksheet-screen-kit';
import { RESTORED_MESSAGE, WorksheetScreen } from './worksheet-screen';

const operator = makeUser('operador', { id: OPERATOR_ID, name: 'Olga Operadora' });
const SAVED_AT = '2026-11-22T15:04:00.000Z';

const seam = fakeImageSeam('data:image/jpeg;base64,/9j/AAAA', 1920, 1080);

function setup(
  template: AuditTemplate = makeTemplate(),
  { user = operator, routes = {} }: { user?: typeof operator; routes?: Parameters<typeof mockApi>[0] } = {},
) {
  const calls = mockApi({
    'PUT /api/audits/31/draft': () =>
      jsonResponse({ success: true, message: 'Borrador guardado', guardadoEn: SAVED_AT }),
    ...routes,
  });
  const view = renderWithProviders(
    <WorksheetScreen auditId={31} template={template} user={user} supervisorMode={false} imageSeam={seam} />,
    { path: '/audit-template?auditId=31' },
  );
  return { ...view, calls };
}

const drafts = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/api/audits/31/draft');

afterEach(() => {
  vi.useRealTimers();
});

describe('audit worksheet', { timeout: 20_000 }, () => {
  it('numbers the events from 1, adds at the end and renumbers when one is removed', async () => {
    const { user } = setup();
    expect(eventTitles()).toEqual(['Evento 1', 'Evento 2']);
    await user.click(screen.getByRole('button', { name: 'Agregar evento' }));
    expect(eventTitles()).toEqual(['Evento 1', 'Evento 2', 'Evento 3']);
    // A new event is of the default type, with its colour.
    const third = events()[2] as HTMLElement;
    expect(within(third).getByDisplayValue('Infracción menor')).toBeInTheDocument();

    // Removing an event with content asks first.
    await user.click(screen.getByRole('button', { name: 'Eliminar evento 1' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Evento 1', 'Evento 2']));
    expect(within(events()[0] as HTMLElement).getByLabelText('Descripción')).toHaveValue('Puerta abierta');
    // An empty one goes at once.
    await user.click(screen.getByRole('button', { name: 'Eliminar evento 2' }));
    expect(eventTitles()).toEqual(['Evento 1']);
  });

  it('shows title, client files area, instructions and a signature without time to an operator, and no timer', () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Planilla de Auditoría #31' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Control de apertura de cajas' })).toBeInTheDocument();
    expect(screen.getByTestId('instructions')).toHaveTextContent('Revisar apertura y cierre de caja');
    expect(screen.getByText('El cliente no adjuntó archivos.')).toBeInTheDocument();
    expect(screen.getByLabelText('Información Adicional')).toBeInTheDocument();
    expect(screen.getByLabelText('Canales de Visión Utilizados')).toBeInTheDocument();
    expect(screen.getByLabelText('Observaciones Finales')).toBeInTheDocument();
    expect(screen.queryByTestId('worksheet-timer')).not.toBeInTheDocument();
    const signature = screen.getByTestId('signature-block');
    expect(signature).toHaveTextContent('Olga Operadora');
    expect(signature).not.toHaveTextContent('Tiempo total');
  });

  it('keeps each change in this browser at once and saves it to the server about 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const { calls } = setup();
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), { target: { value: 'Todo en orden' } });
    const local = JSON.parse(window.localStorage.getItem('auditDraft_31') ?? 'null');
    expect(local).toMatchObject({ synced: false, sheet: { observacionesFinales: 'Todo en orden' } });
    await vi.advanceTimersByTimeAsync(1900);
    expect(drafts(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(drafts(calls)).toHaveLength(1);
    expect(drafts(calls)[0]?.body).toMatchObject({
      observacionesFinales: 'Todo en orden',
      eventos: [
        { id: 'e1', numero: 1, descripcion: 'Cierre de caja antes de horario', imagenes: [] },
        { id: 'e2', numero: 2 },
      ],
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Guardado 12:04'));
    expect(JSON.parse(window.localStorage.getItem('auditDraft_31') ?? 'null')).toMatchObject({
      synced: true,
    });
  });

  it('saves at once when the window loses focus', async () => {
    const { calls } = setup();
    fireEvent.change(screen.getByLabelText('Información Adicional'), { target: { value: '3 cajas' } });
    fireEvent.blur(window);
    await waitFor(() => expect(drafts(calls)).toHaveLength(1));
    expect(drafts(calls)[0]?.body).toMatchObject({ sucursalDetails: '3 cajas' });
  });

  it('without connection says it kept the work on this computer', async () => {
    setup(makeTemplate(), { routes: { 'PUT /api/audits/31/draft': networkFailure } });
    fireEvent.change(screen.getByLabelText('Canales de Visión Utilizados'), { target: { value: 'Canal 1' } });
    fireEvent.blur(window);
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Sin conexión: guardado en este equipo'),
    );
    expect(JSON.parse(window.localStorage.getItem('auditDraft_31') ?? 'null')).toMatchObject({
      synced: false,
      sheet: { canalesVision: 'Canal 1' },
    });
  });

  it('a save refused by a busy server is sent again after its Retry-After', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let refusals = 1;
    const { calls } = setup(makeTemplate(), {
      routes: {
        'PUT /api/audits/31/draft': () => {
          if (refusals-- > 0) {
            return new Response(
              JSON.stringify({
                success: false,
                error: MSG.serverBusy,
                message: MSG.serverBusy,
                code: 'SERVER_BUSY',
              }),
              { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } },
            );
          }
          return jsonResponse({ success: true, message: 'Borrador guardado', guardadoEn: SAVED_AT });
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), {
      target: { value: 'Con el servidor lleno' },
    });
    await vi.advanceTimersByTimeAsync(2100);
    expect(drafts(calls)).toHaveLength(1);
    expect(screen.getByTestId('save-status')).toHaveTextContent(MSG.serverBusy);
    // Not before the 2 s asked for; within the random part after them (up to 1 s more).
    await vi.advanceTimersByTimeAsync(1900);
    expect(drafts(calls)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1200);
    expect(drafts(calls)).toHaveLength(2);
    expect(drafts(calls)[1]?.body).toMatchObject({ observacionesFinales: 'Con el servidor lleno' });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Guardado 12:04'));
  });

  it('restores a newer copy kept on this computer and pushes it to the server', async () => {
    const template = makeTemplate();
    window.localStorage.setItem(
      'auditDraft_31',
      JSON.stringify({
        sheet: {
          eventos: [],
          observacionesFinales: 'Escrito sin conexión',
          sucursalDetails: '',
          canalesVision: '',
        },
        editedAt: '2026-11-22T12:30:00.000Z',
        baseSavedAt: template.borradorGuardadoEn,
        synced: false,
      }),
    );
    const { calls } = setup(template);
    expect(screen.getByLabelText('Observaciones Finales')).toHaveValue('Escrito sin conexión');
    expect(eventTitles()).toEqual([]);
    await waitFor(() => expect(drafts(calls)).toHaveLength(1));
    expect(drafts(calls)[0]?.body).toMatchObject({
      observacionesFinales: 'Escrito sin conexión',
      eventos: [],
    });
    expect(await screen.findByText(RESTORED_MESSAGE)).toBeInTheDocument();
  });

  it("ignores a local copy the server already has, or one older than the server's draft", () => {
    const template = makeTemplate({}, { observacionesFinales: 'Del servidor' });
    const local = (over: object) =>
      window.localStorage.setItem(
        'auditDraft_31',
        JSON.stringify({
          sheet: { eventos: [], observacionesFinales: 'Viejo', sucursalDetails: '', canalesVision: '' },
          editedAt: '2026-11-22T11:00:00.000Z',
          baseSavedAt: '2026-11-22T10:00:00.000Z',
          synced: false,
          ...over,
        }),
      );
    local({});
    const first = setup(template);
    expect(screen.getByLabelText('Observaciones Finales')).toHaveValue('Del servidor');
    first.unmount();
    local({ synced: true, editedAt: '2026-11-22T13:00:00.000Z' });
    setup(template);
    expect(screen.getByLabelText('Observaciones Finales')).toHaveValue('Del servidor');
  });

  it('uploads a pasted image once and attaches it to the last event; text is left alone', async () => {
    const { calls } = setup(makeTemplate(), {
      routes: {
        'POST /api/audits/31/images': () =>
          jsonResponse({ success: true, data: { id: 77, name: 'imagen-1.jpg', size: 3 } }, 201),
      },
    });
    const textOnly = paste([{ kind: 'string', type: 'text/plain' }]);
    expect(textOnly.defaultPrevented).toBe(false);

    const png = new File(['png'], 'image.png', { type: 'image/png' });
    const withImage = paste([
      { kind: 'string', type: 'text/html' },
      { kind: 'file', type: 'image/png', file: png },
    ]);
    expect(withImage.defaultPrevented).toBe(true);
    const second = events()[1] as HTMLElement;
    expect(await within(second).findByRole('img', { name: 'imagen-1.jpg' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/AAAA',
    );
    const uploads = calls.filter((c) => c.path === '/api/audits/31/images');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.body).toMatchObject({ data: 'data:image/jpeg;base64,/9j/AAAA' });
    expect(within(events()[0] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();

    // Removing the thumbnail takes it off the event.
    fireEvent.click(within(second).getByRole('button', { name: 'Quitar imagen imagen-1.jpg' }));
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
  });

  it('attaches a pasted image to the selected event', async () => {
    setup(makeTemplate(), {
      routes: {
        'POST /api/audits/31/images': () =>
          jsonResponse({ success: true, data: { id: 78, name: 'x.jpg', size: 3 } }, 201),
      },
    });
    fireEvent.focus(within(events()[0] as HTMLElement).getByLabelText('Descripción'));
    paste([{ kind: 'file', type: 'image/png', file: new File(['p'], 'a.png', { type: 'image/png' }) }]);
    expect(await within(events()[0] as HTMLElement).findByRole('img', { name: 'x.jpg' })).toBeInTheDocument();
  });

  it('refuses pasted images while there is no event', async () => {
    const { calls } = setup(makeTemplate({}, { eventos: [] }));
    paste([{ kind: 'file', type: 'image/png', file: new File(['p'], 'a.png', { type: 'image/png' }) }]);
    expect(await screen.findByText(PASTE_NEEDS_EVENT_MESSAGE)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/audits/31/images')).toBe(false);
  });

  it('starts an assigned audit and resumes a paused one on opening', async () => {
    const started = makeTemplate({ estado: 'asignada' });
    const first = setup(started, {
      routes: {
        'PATCH /api/audits/31/start': () =>
          okResponse('Auditoría iniciada', { ...started.auditoria, estado: 'en_proceso' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Finalizar auditoría' })).toBeInTheDocument();
    expect(first.calls.some((c) => c.method === 'PATCH' && c.path === '/api/audits/31/start')).toBe(true);
    first.unmount();

    const paused = makeTemplate({ estado: 'pausada', razonPausa: 'DVR caído' });
    const second = setup(paused, {
      routes: {
        'PATCH /api/audits/31/resume': () =>
          okResponse('Auditoría reanudada', { ...paused.auditoria, estado: 'en_proceso' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(second.calls.some((c) => c.method === 'PATCH' && c.path === '/api/audits/31/resume')).toBe(true);
  });

  it('shows why it could not start', async () => {
    setup(makeTemplate({ estado: 'asignada' }), {
      routes: {
        'PATCH /api/audits/31/start': () =>
          errorResponse(409, 'Pausá o terminá la auditoría en proceso antes de iniciar otra'),
      },
    });
    expect(
      await screen.findByText(
        'Error al iniciar: Pausá o terminá la auditoría en proceso antes de iniciar otra',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar auditoría' })).not.toBeInTheDocument();
  });

  it('leaves the keyboard-shortcuts panel out on a touch screen, where there are no keys to press', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const list = matchMedia(query);
      if (query === '(pointer: coarse)') Object.defineProperty(list, 'matches', { value: true });
      return list;
    });
    setup();
    expect(await screen.findByRole('button', { name: 'Finalizar auditoría' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Atajos de teclado' })).not.toBeInTheDocument();
  });

  it('works from the keyboard alone, with its shortcuts on screen', async () => {
    const { user, calls } = setup();
    const shortcuts = screen.getByRole('region', { name: 'Atajos de teclado' });
    for (const action of [
      'Nuevo evento',
      'Tipo de evento',
      'Pegar imagen',
      'Guardar',
      'Pausar',
      'Finalizar',
    ]) {
      expect(shortcuts).toHaveTextContent(action);
    }
    // Typing in a field: the shortcuts act there too.
    within(events()[0] as HTMLElement)
      .getByLabelText('Descripción')
      .focus();
    await user.keyboard('{Alt>}n{/Alt}');
    expect(eventTitles()).toEqual(['Evento 1', 'Evento 2', 'Evento 3']);
    const third = () => events()[2] as HTMLElement;
    await waitFor(() => expect(within(third()).getByLabelText('Hora / marca de tiempo')).toHaveFocus());
    await user.keyboard('{Alt>}t{/Alt}');
    // The new event's type field (a Mantine Select: its input holds the focus).
    expect(document.activeElement?.id).toMatch(/^event-type-/);
    expect(third().contains(document.activeElement)).toBe(true);

    // Ctrl+S saves now, without waiting for the autosave's 2 s.
    expect(drafts(calls)).toHaveLength(0);
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(drafts(calls)).toHaveLength(1), { timeout: 1000 });

    await user.keyboard('{Alt>}p{/Alt}');
    const pause = await screen.findByRole('dialog', { name: 'Pausar auditoría' });
    await user.click(within(pause).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pausar auditoría' })).not.toBeInTheDocument(),
    );
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Finalizar auditoría' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/audits/31/complete')).toBe(false);
  });

  it('pauses only with a reason, sending the sheet, and goes back to the panel', async () => {
    const { user, calls, router } = setup(makeTemplate(), {
      routes: {
        'PATCH /api/audits/31/complete': () => okResponse('Auditoría pausada', makeTemplate().auditoria),
      },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), {
      target: { value: 'Falta revisar cámara 4' },
    });
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pausar auditoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, especifica la razón para pausar');
    await user.type(within(dialog).getByLabelText(/Razón de la pausa/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, especifica la razón para pausar');
    expect(calls.some((c) => c.path === '/api/audits/31/complete')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Razón de la pausa/), 'DVR sin grabación');
    await user.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const complete = calls.find((c) => c.path === '/api/audits/31/complete');
    expect(complete?.method).toBe('PATCH');
    expect(complete?.body).toMatchObject({
      estado: 'pausada',
      razonPausa: 'DVR sin grabación',
      observacionesFinales: 'Falta revisar cámara 4',
      eventos: [{ id: 'e1' }, { id: 'e2' }],
    });
    expect(window.localStorage.getItem('auditDraft_31')).toBeNull();
  });

  it('finishes after confirming and goes back to the dashboard', async () => {
    const { user, calls, router } = setup(makeTemplate(), {
      routes: {
        'PATCH /api/audits/31/complete': () => okResponse('Auditoría completada', makeTemplate().auditoria),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Finalizar auditoría' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/audits/31/complete')?.body).toMatchObject({
      estado: 'terminada',
    });
  });

  it("shows the server's reason when finishing fails, and keeps the work", async () => {
    const { user } = setup(makeTemplate(), {
      routes: {
        'PATCH /api/audits/31/complete': () =>
          errorResponse(409, 'La auditoría no está en un estado que permita esta acción'),
      },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), { target: { value: 'No perder esto' } });
    await user.click(screen.getByRole('button', { name: 'Finalizar auditoría' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByTestId('worksheet-error')).toHaveTextContent(
      'Error al finalizar la auditoría: La auditoría no está en un estado que permita esta acción',
    );
    expect(screen.getByLabelText('Observaciones Finales')).toHaveValue('No perder esto');
    expect(window.localStorage.getItem('auditDraft_31')).toContain('No perder esto');
  });

  it('shows staff the timer coloured by the share of the estimated hours, read-only for others', () => {
    // 2 h estimated, 1 h 36 min worked: 80 % -> warning (yellow).
    setup(makeTemplate({ estado: 'terminada' }, { tiempoTrabajadoSegundos: 5760 }), {
      user: makeUser('admin', { id: 1 }),
    });
    const timer = screen.getByTestId('worksheet-timer');
    expect(timer).toHaveTextContent('01:36:00');
    expect(timer).toHaveAttribute('data-status', 'warning');
    expect(timer).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByTestId('signature-block')).toHaveTextContent('Tiempo total01:36:00');
    expect(screen.getByTestId('read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar evento' })).not.toBeInTheDocument();
  });

  it('prompts a working operator for a new assignment; pausing saves the sheet and opens the new audit', async () => {
    const assigned = makeAudit({
      id: 40,
      titulo: 'Urgente asignada',
      estado: 'asignada',
      operadorId: OPERATOR_ID,
      asignadoPor: 2,
      fechaAsignacion: new Date(Date.now() - 60_000).toISOString(),
    });
    const { user, calls, router } = setup(makeTemplate(), {
      routes: {
        'GET /api/audits': () =>
          jsonResponse({
            success: true,
            auditorias: [assigned],
            paginacion: { siguiente: null, limite: 50 },
          }),
        'PATCH /api/audits/40/take-assigned': () =>
          okResponse('Auditoría iniciada', { ...assigned, estado: 'en_proceso' }),
      },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), {
      target: { value: 'Antes del cambio' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tomar auditoría asignada?' });
    expect(
      within(dialog).getByText('Auditoría en curso: #31 Control de apertura de cajas'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pausar y hacer nueva' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auditId=40'));
    const order = calls.map((c) => `${c.method} ${c.path}`);
    expect(order.indexOf('PUT /api/audits/31/draft')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('PUT /api/audits/31/draft')).toBeLessThan(
      order.indexOf('PATCH /api/audits/40/take-assigned'),
    );
    expect(drafts(calls)[0]?.body).toMatchObject({ observacionesFinales: 'Antes del cambio' });
    window.sessionStorage.clear();
  });
});
