import type { Audit } from '@auditorias/domain/schemas/audits';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session-storage';
import { fakeAudio } from '../../../test/browser-fakes';
import {
  captureDownloads,
  exportedQuery,
  fileResponse,
  queryObject,
  requestedQueries,
} from '../../../test/downloads';
import { errorResponse, jsonResponse, mockApi, okResponse } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit } from '../../audits/testing/fixtures';
import { ALERT_TONE_HZ } from '../alert-tone';
import { OperatorPanel } from './operator-panel';

const ME = 15;
const operator = makeUser('operador', { id: ME, name: 'Olga Operadora' });
const olga = { id: ME, name: 'Olga Operadora', username: 'operador1', email: 'o@demo.ar' };
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const mine = {
  asignada: makeAudit({
    id: 4,
    titulo: 'Atención al cliente en salón',
    estado: 'asignada',
    operadorId: ME,
    operador: olga,
    asignadoPor: ME,
    fechaAsignacion: minutesAgo(300),
  }),
  enProceso: makeAudit({
    id: 5,
    titulo: 'Control de stock',
    estado: 'en_proceso',
    operadorId: ME,
    operador: olga,
  }),
  pausada: makeAudit({
    id: 6,
    titulo: 'Cierre de caja y retiro de valores',
    estado: 'pausada',
    operadorId: ME,
    operador: olga,
    razonPausa: 'DVR no disponible',
  }),
  terminada: makeAudit({
    id: 7,
    titulo: 'Auditoría integral',
    estado: 'terminada',
    operadorId: ME,
    operador: olga,
    fechaTerminacion: '2026-11-20T15:00:00.000Z',
  }),
};

/** An audit a supervisor (id 2) assigned to Olga a minute ago. */
const justAssigned = () =>
  makeAudit({
    id: 12,
    titulo: 'Ronda asignada por supervisión',
    estado: 'asignada',
    operadorId: ME,
    asignadoPor: 2,
    fechaAsignacion: minutesAgo(1),
  });

/** PATCH /audits/12/take-assigned: the server starts the assigned audit. */
const takesAssigned = (assigned: Audit) => ({
  'PATCH /api/audits/12/take-assigned': () =>
    okResponse('Auditoría iniciada', { ...assigned, estado: 'en_proceso' }),
});

const offered = makeAudit({
  id: 9,
  titulo: 'Revisión de reposición nocturna',
  prioridad: 'urgente',
  descripcion: 'Reposición de góndolas de noche',
  observacionesIniciales: 'Ver cámara 2',
  archivosAdjuntos: [
    {
      id: 1,
      nombreOriginal: 'plano.pdf',
      nombreArchivo: 'abc.pdf',
      tamaño: 2048,
      tipoMime: 'application/pdf',
    },
  ],
});

function nextAvailable(
  over: Partial<{ puedeTomar: boolean; motivo: string | null; data: Audit | null }> = {},
) {
  return {
    success: true,
    data: offered,
    puedeTomar: true,
    motivo: null,
    conteo: { asignadas: 0, enProceso: 0, pausadas: 1, disponibles: 3 },
    ...over,
  };
}

const page = (auditorias: Audit[], siguiente: string | null = null) => ({
  success: true,
  auditorias,
  paginacion: { siguiente, limite: 50 },
});

/** The URL of the request being answered (the fetch mock records it before calling the handler). */
const requestUrl = () => new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost');
/** Every GET /api/audits request made so far, as its query. */
const auditListQueries = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audits')
    .map((url) => url.searchParams);

/** GET /api/audits as the server answers it: only the states asked for. */
const serveAudits = (list: Audit[]) => () => {
  const estados = requestUrl().searchParams.get('estado')?.split(',');
  return jsonResponse(page(estados ? list.filter((a) => estados.includes(a.estado)) : list));
};

const conteo = (over: Record<string, number> = {}) => ({
  success: true,
  conteo: {
    solicitud: 0,
    pendiente: 0,
    asignada: 0,
    en_proceso: 0,
    pausada: 0,
    guardado_supervisor: 0,
    terminada: 0,
    aprobada: 0,
    entregada: 0,
    facturada: 0,
    ...over,
  },
  total: Object.values(over).reduce((a, b) => a + b, 0),
});

function setup(list: Audit[], routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/audits': serveAudits(list),
    'GET /api/audits/counts': () => jsonResponse(conteo({ terminada: 1 })),
    'GET /api/audits/next-available': () => jsonResponse(nextAvailable()),
    'GET /api/audits/operador/historial': () => jsonResponse(page([mine.terminada])),
    ...routes,
  });
  const view = renderWithProviders(<OperatorPanel user={operator} tab="my-session" />);
  return { ...view, calls };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('operator panel', { timeout: 20_000 }, () => {
  it('shows the counters and each list with its action', async () => {
    setup(Object.values(mine), {
      'GET /api/audits/next-available': () =>
        jsonResponse({
          ...nextAvailable(),
          conteo: { asignadas: 2, enProceso: 1, pausadas: 4, disponibles: 3 },
        }),
      // Completed: the finished states of the operator's audits, counted by the server.
      'GET /api/audits/counts': () =>
        jsonResponse(
          conteo({ asignada: 2, en_proceso: 1, terminada: 5, aprobada: 1, entregada: 2, facturada: 4 }),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Panel de Operador' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Auditorías Actuales' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Historial Completo' })).toBeInTheDocument();
    // The counters are the server's counts, not the length of the lists loaded.
    expect(await screen.findByLabelText('Completadas: 12')).toBeInTheDocument();
    expect(await screen.findByLabelText('En proceso: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Pausadas: 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Asignadas: 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Disponibles: 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completadas (12)' })).toBeInTheDocument();
    expect(await screen.findByTestId('completed-preview-note')).toHaveTextContent(
      "Mostrando la más reciente. El resto está en 'Historial Completo'.",
    );
    expect(section('Asignadas').getByRole('button', { name: 'Iniciar' })).toBeInTheDocument();
    expect(section('En proceso').getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(section('Pausadas').getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
    expect(section('Pausadas').getByText('Pausa: DVR no disponible')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('completed-audits')).getByText('Auditoría integral'),
    ).toBeInTheDocument();
    // Only the next audit of the queue is offered.
    expect(
      within(screen.getByTestId('next-audit')).getByText('Revisión de reposición nocturna'),
    ).toBeInTheDocument();
  });

  it("disables taking with 'Finaliza tu auditoría activa primero' and the counts while holding work", async () => {
    setup([mine.asignada], {
      'GET /api/audits/next-available': () =>
        jsonResponse(
          nextAvailable({
            puedeTomar: false,
            motivo: 'Finaliza tu auditoría activa primero (asignadas: 1, en proceso: 0)',
          }),
        ),
    });
    const take = await screen.findByRole('button', { name: 'Tomar auditoría' });
    expect(take).toBeDisabled();
    expect(screen.getByTestId('take-blocked')).toHaveTextContent(
      'Finaliza tu auditoría activa primero (asignadas: 1, en proceso: 0)',
    );
  });

  it('applies the same rule when the server sent counts but no reason', async () => {
    setup([], {
      'GET /api/audits/next-available': () =>
        jsonResponse({
          ...nextAvailable({ puedeTomar: false }),
          conteo: { asignadas: 0, enProceso: 1, pausadas: 0, disponibles: 2 },
        }),
    });
    expect(await screen.findByTestId('take-blocked')).toHaveTextContent(
      'Finaliza tu auditoría activa primero (asignadas: 0, en proceso: 1)',
    );
  });

  it('takes the offered audit, shows its details and starts it into the worksheet', async () => {
    const taken = { ...offered, estado: 'asignada' as const, operadorId: ME, asignadoPor: ME };
    const { user, calls, router } = setup([], {
      'PATCH /api/audits/9/take': () => okResponse('Auditoría tomada', taken),
      'PATCH /api/audits/9/start': () => okResponse('Auditoría iniciada', { ...taken, estado: 'en_proceso' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tomar auditoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles de Auditoría #9' });
    expect(within(dialog).getByText('Revisión de reposición nocturna')).toBeInTheDocument();
    expect(within(dialog).getByText('Reposición de góndolas de noche')).toBeInTheDocument();
    expect(within(dialog).getByText('Demo Norte S.A.')).toBeInTheDocument();
    expect(within(dialog).getByText('Sucursal Belgrano')).toBeInTheDocument();
    expect(within(dialog).getByText('Av. Cabildo 2040, CABA')).toBeInTheDocument();
    expect(within(dialog).getByText('Urgente').closest('[data-priority]')).toHaveAttribute(
      'data-priority',
      'urgente',
    );
    expect(within(dialog).getByText('Ver cámara 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Descargar plano.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'INICIAR AUDITORÍA' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/audit-template?auditId=9',
      ),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(['PATCH /api/audits/9/take', 'PATCH /api/audits/9/start']),
    );
  });

  it('shows a lost race in a red banner that closes on click', async () => {
    const { user } = setup([], {
      'PATCH /api/audits/9/take': () =>
        errorResponse(409, 'La auditoría ya fue tomada por otro operador. Actualizá la lista.'),
    });
    await user.click(await screen.findByRole('button', { name: 'Tomar auditoría' }));
    const banner = await screen.findByTestId('operator-error');
    expect(banner).toHaveTextContent(
      'Error al tomar auditoría: La auditoría ya fue tomada por otro operador. Actualizá la lista.',
    );
    expect(banner).toHaveTextContent('click para cerrar');
    await user.click(banner);
    expect(screen.queryByTestId('operator-error')).not.toBeInTheDocument();
  });

  it("continues an audit in progress and resumes a paused one; a failed start says 'Error al iniciar'", async () => {
    const { user, router, calls } = setup(Object.values(mine), {
      'PATCH /api/audits/6/resume': () => okResponse('ok', mine.pausada),
      'PATCH /api/audits/4/start': () =>
        errorResponse(409, 'Pausá o terminá la auditoría en proceso antes de iniciar otra'),
    });
    await screen.findByRole('region', { name: 'Asignadas' });
    await user.click(await section('Asignadas').findByRole('button', { name: 'Iniciar' }));
    await user.click(await screen.findByRole('button', { name: 'INICIAR AUDITORÍA' }));
    expect(await screen.findByTestId('operator-error')).toHaveTextContent(
      'Error al iniciar: Pausá o terminá la auditoría en proceso antes de iniciar otra',
    );
    await user.click(section('Pausadas').getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auditId=6'));
    expect(calls.some((c) => c.path === '/api/audits/6/resume')).toBe(true);
  });

  it('continues an audit in progress straight into its worksheet', async () => {
    const { user, router } = setup([mine.enProceso]);
    await screen.findByRole('region', { name: 'En proceso' });
    await user.click(await section('En proceso').findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auditId=5'));
  });

  it('prompts once, with the tone, for an audit someone else just assigned, and can pause and take it', async () => {
    const tones = fakeAudio();
    const assigned = justAssigned();
    const old = makeAudit({ ...assigned, id: 13, titulo: 'Vieja', fechaAsignacion: minutesAgo(121) });
    const { user, calls, router } = setup([mine.enProceso, assigned, old], takesAssigned(assigned));
    const dialog = await screen.findByRole('dialog', { name: 'Tomar auditoría asignada?' });
    expect(within(dialog).getByText('#12 Ronda asignada por supervisión')).toBeInTheDocument();
    expect(within(dialog).getByText('Auditoría en curso: #5 Control de stock')).toBeInTheDocument();
    expect(tones.map((t) => t.hz)).toEqual([ALERT_TONE_HZ]);
    expect(document.title).toContain('Nueva auditoría asignada');
    expect(within(dialog).getByRole('button', { name: 'Terminar actual primero' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pausar y hacer nueva' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auditId=12'));
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/audits/12/take-assigned')).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(`auditoriasAvisadas_${ME}`) ?? '[]')).toEqual([12]);
    window.sessionStorage.clear();
  });

  it('offers to start now or later, not to finish or pause, when nothing is in progress', async () => {
    fakeAudio();
    const assigned = justAssigned();
    // A paused audit is not in progress: there is nothing to finish first.
    const { user, calls, router } = setup([mine.pausada, assigned], takesAssigned(assigned));
    const dialog = await screen.findByRole('dialog', { name: 'Tomar auditoría asignada?' });
    expect(within(dialog).queryByRole('button', { name: 'Terminar actual primero' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pausar y hacer nueva' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Auditoría en curso/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar ahora' }));
    await waitFor(() => expect(router.state.location.search).toBe('?auditId=12'));
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/audits/12/take-assigned')).toBe(true);
    window.sessionStorage.clear();
  });

  it("'Más tarde' closes the prompt and leaves the assigned audit waiting", async () => {
    fakeAudio();
    const assigned = justAssigned();
    const { user, calls } = setup([assigned]);
    const dialog = await screen.findByRole('dialog', { name: 'Tomar auditoría asignada?' });
    await user.click(within(dialog).getByRole('button', { name: 'Más tarde' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tomar auditoría asignada?' })).not.toBeInTheDocument(),
    );
    expect(await section('Asignadas').findByText(assigned.titulo)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/take-assigned'))).toBe(false);
    window.sessionStorage.clear();
  });

  it('does not prompt again for an assignment already prompted', async () => {
    window.sessionStorage.setItem(`auditoriasAvisadas_${ME}`, JSON.stringify([12]));
    const assigned = justAssigned();
    setup([assigned]);
    await screen.findByRole('region', { name: 'Asignadas' });
    expect(await section('Asignadas').findByText(assigned.titulo)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Tomar auditoría asignada?' })).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('asks the server only for the work in hand, the assigned audits to watch and a preview of completed', async () => {
    setup(Object.values(mine));
    await screen.findByRole('region', { name: 'Asignadas' });
    await section('Asignadas').findByRole('button', { name: 'Iniciar' });
    await screen.findByTestId('completed-audits');
    const asked = auditListQueries().map((q) => `${q.get('estado')}|${q.get('limit') ?? ''}`);
    expect(new Set(asked)).toEqual(
      new Set([
        'asignada,en_proceso,pausada|100',
        'asignada|',
        'terminada,guardado_supervisor,aprobada,entregada,facturada|20',
      ]),
    );
    // The section lists come from the work-in-hand answer; nothing finished lands in them.
    expect(section('En proceso').getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByTestId('completed-audits')).getAllByRole('article')).toHaveLength(1);
  });

  it('polls every 5 s only the work in hand', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup(Object.values(mine));
      await screen.findByRole('region', { name: 'Asignadas' });
      await section('Asignadas').findByRole('button', { name: 'Iniciar' });
      await screen.findByTestId('completed-audits');
      const before = auditListQueries().length;
      await vi.advanceTimersByTimeAsync(5_100);
      const polled = auditListQueries().slice(before);
      expect(polled.length).toBeGreaterThan(0);
      expect(polled.every((q) => q.get('estado') === 'asignada,en_proceso,pausada')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages the full history in its tab with Cargar más', async () => {
    const older = makeAudit({
      ...mine.terminada,
      id: 3,
      titulo: 'Arqueo de caja de octubre',
      estado: 'entregada',
    });
    const { user } = setup([], {
      'GET /api/audits/operador/historial': () =>
        jsonResponse(
          requestUrl().searchParams.get('cursor') === 'pagina-2'
            ? page([older])
            : page([mine.terminada], 'pagina-2'),
        ),
    });
    await user.click(await screen.findByRole('tab', { name: 'Historial Completo' }));
    const table = await screen.findByTestId('operator-history');
    expect(within(table).getByText('Auditoría integral')).toBeInTheDocument();
    expect(within(table).queryByText('Arqueo de caja de octubre')).not.toBeInTheDocument();
    expect(screen.getByText('1 auditoría')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await within(table).findByText('Arqueo de caja de octubre')).toBeInTheDocument();
    expect(within(table).getByText('Auditoría integral')).toBeInTheDocument();
    expect(screen.getByTestId('load-more')).toHaveTextContent('Mostrando 2 (todas)');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
    const cursors = vi
      .mocked(fetch)
      .mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/audits/operador/historial')
      .map((url) => url.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'pagina-2']);
  });

  it('searches the history on the server', async () => {
    const { user } = setup([mine.terminada]);
    await user.click(await screen.findByRole('tab', { name: 'Historial Completo' }));
    await screen.findByTestId('operator-history');
    await user.type(screen.getByRole('textbox', { name: 'Buscar en el historial' }), 'integral');
    await waitFor(() => expect(auditListQueries().some((q) => q.get('search') === 'integral')).toBe(true));
    const searched = auditListQueries().filter((q) => q.get('search') !== null);
    // Debounced: one request for what was typed, for the finished states only.
    expect(searched.map((q) => q.get('search'))).toEqual(['integral']);
    expect(searched[0]?.get('estado')).toBe('terminada,guardado_supervisor,aprobada,entregada,facturada');
    expect(
      await within(await screen.findByTestId('operator-history')).findByText('Auditoría integral'),
    ).toBeInTheDocument();
  });

  it('says so when the history search finds nothing, keeping the search box', async () => {
    const { user } = setup([], {
      'GET /api/audits': () => jsonResponse(page([])),
    });
    await user.click(await screen.findByRole('tab', { name: 'Historial Completo' }));
    await screen.findByTestId('operator-history');
    await user.type(screen.getByRole('textbox', { name: 'Buscar en el historial' }), 'nada');
    expect(await screen.findByText('No hay auditorías que coincidan con la búsqueda.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar en el historial' })).toHaveValue('nada');
  });

  it('exports the history as shown: the whole history, or the search through the audits export', async () => {
    setToken('tok-op');
    const names = captureDownloads();
    const { user } = setup([mine.terminada], {
      'GET /api/audits/operador/historial/export': fileResponse('historial-operador.csv'),
      'GET /api/audits/export': fileResponse('auditorias.xlsx'),
    });
    await user.click(await screen.findByRole('tab', { name: 'Historial Completo' }));
    await screen.findByTestId('operator-history');
    expect(
      await exportedQuery(user, names, {
        button: 'Descargar el historial en CSV',
        file: 'historial-operador.csv',
        path: '/api/audits/operador/historial/export',
      }),
    ).toEqual({
      formato: 'csv',
    });

    await user.type(screen.getByRole('textbox', { name: 'Buscar en el historial' }), 'integral');
    await waitFor(() => expect(auditListQueries().at(-1)?.get('search')).toBe('integral'));
    await user.click(screen.getByRole('button', { name: 'Descargar el historial en XLSX' }));
    await waitFor(() => expect(names).toEqual(['historial-operador.csv', 'auditorias.xlsx']));
    const { limit: _l, cursor: _c, ...listed } = queryObject(auditListQueries().at(-1));
    expect(queryObject(requestedQueries('/api/audits/export')[0])).toEqual({ ...listed, formato: 'xlsx' });
    expect(listed).toEqual({
      all: 'true',
      estado: 'terminada,guardado_supervisor,aprobada,entregada,facturada',
      search: 'integral',
    });
  });
});

describe("the operator's 'Qué hacer ahora'", { timeout: 20_000 }, () => {
  const block = () => within(screen.getByRole('region', { name: 'Qué hacer ahora' }));

  it('opens with the audit in progress, the assigned ones and the paused ones, each with its action', async () => {
    const { router, user } = setup([mine.asignada, mine.enProceso, mine.pausada]);
    expect(
      await block().findByText('Tenés la auditoría #5 «Control de stock» en curso.'),
    ).toBeInTheDocument();
    expect(
      block().getByText('Tenés 1 auditoría asignada; la próxima es #4 «Atención al cliente en salón».'),
    ).toBeInTheDocument();
    expect(
      block().getByText('1 auditoría pausada: #6 «Cierre de caja y retiro de valores».'),
    ).toBeInTheDocument();
    // Three items at most: the queue's offer waits behind 'Ver 1 más'.
    expect(block().getByRole('button', { name: 'Ver 1 más' })).toBeInTheDocument();
    await user.click(block().getByRole('button', { name: 'Continuar' }));
    expect(router.state.location.search).toBe('?auditId=5');
  });

  it("opens the assigned audit's detail from 'Iniciar', and offers the queue's next audit when there is no work", async () => {
    const first = setup([mine.asignada]);
    await first.user.click(await block().findByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByRole('dialog', { name: 'Detalles de Auditoría #4' })).toBeInTheDocument();
    first.unmount();

    setup([]);
    expect(
      await block().findByText(
        'Hay 3 auditorías disponibles en la cola; la siguiente es #9 «Revisión de reposición nocturna».',
      ),
    ).toBeInTheDocument();
    expect(block().getByRole('button', { name: 'Tomar' })).toBeInTheDocument();
  });

  it("says 'Todo al día' when nothing is assigned and the queue has nothing to take", async () => {
    setup([], {
      'GET /api/audits/next-available': () =>
        jsonResponse({
          ...nextAvailable({ data: null, puedeTomar: false }),
          conteo: { asignadas: 0, enProceso: 0, pausadas: 0, disponibles: 0 },
        }),
    });
    expect(await block().findByText('Todo al día')).toBeInTheDocument();
    expect(
      block().getByText('No tenés auditorías asignadas y la cola no tiene ninguna para tomar.'),
    ).toBeInTheDocument();
  });
});
