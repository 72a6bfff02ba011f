import type { Audit } from '@auditorias/domain/schemas/audits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { onePage } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { clientsForAuditsAnswer, makeAudit } from '../../audits/testing/fixtures';
import type { AuditTemplate } from '../api/get-audit-template';
import { supervisorDraftKey } from '../supervisor-draft';
import { makeTemplate } from '../testing/template-fixture';
import { events, eventTitles, fakeImageSeam, paste } from '../testing/worksheet-screen-kit';
import {
  APPROVED_MESSAGE,
  READY_TO_APPROVE_MESSAGE,
  SAVED_MESSAGE,
  SUPERVISOR_RESTORED_MESSAGE,
  SupervisorWorksheetScreen,
} from './supervisor-worksheet-screen';

const supervisor = makeUser('supervisor', { id: 3, name: 'Sergio Supervisor' });
const finished = () =>
  makeTemplate(
    { estado: 'terminada', fechaTerminacion: '2026-11-22T14:00:00.000Z' },
    { observacionesFinales: 'Faltas de procedimiento.', tiempoTrabajadoSegundos: 5400 },
  );

const seam = fakeImageSeam('data:image/jpeg;base64,/9j/BBBB', 1200, 900);

/** Others awaiting review: one more of Demo Norte (3), one of Demo Sur (5), and the audit on screen (31). */
const pending: Audit[] = [
  makeAudit({ id: 31, estado: 'terminada' }),
  makeAudit({ id: 32, titulo: 'Control de uniformes y presencia', estado: 'guardado_supervisor' }),
  makeAudit({
    id: 40,
    titulo: 'Perímetro Lomas',
    estado: 'terminada',
    clienteId: 5,
    client: { id: 5, nombre: 'Demo Sur S.R.L.' },
    branch: null,
    branchId: null,
  }),
];

const mutationAnswer = (message: string, estado: Audit['estado']) => () =>
  jsonResponse({ success: true, message, data: makeAudit({ id: 31, estado }) });

function setup(
  template: AuditTemplate = finished(),
  {
    routes = {},
    user = supervisor,
  }: { routes?: Parameters<typeof mockApi>[0]; user?: typeof supervisor } = {},
) {
  const calls = mockApi({
    'GET /api/audits/supervisor/pending': () => onePage(pending),
    'GET /api/clients/for-audits': clientsForAuditsAnswer,
    'PUT /api/audits/31/supervisor/save': mutationAnswer(SAVED_MESSAGE, 'guardado_supervisor'),
    'PUT /api/audits/31/supervisor/approve': mutationAnswer(APPROVED_MESSAGE, 'entregada'),
    ...routes,
  });
  const view = renderWithProviders(
    <SupervisorWorksheetScreen
      auditId={31}
      template={template}
      user={user}
      returnTo="supervisor-review"
      imageSeam={seam}
      leaveAfterApprovalMs={0}
    />,
    { path: '/audit-template?auditId=31&mode=supervisor&returnTo=supervisor-review' },
  );
  return { ...view, calls };
}

const sent = (calls: RecordedCall[], what: 'save' | 'approve') =>
  calls.filter((c) => c.method === 'PUT' && c.path === `/api/audits/31/supervisor/${what}`);
const storedDraft = () => JSON.parse(window.localStorage.getItem(supervisorDraftKey(31)) ?? 'null');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('worksheet in supervisor mode', { timeout: 20_000 }, () => {
  it('shows the supervisor-mode banner, the timer and everything editable, with the supervisor observations', () => {
    setup();
    expect(screen.getByTestId('supervisor-banner')).toHaveTextContent('Modo supervisor');
    expect(screen.getByTestId('supervisor-banner')).toHaveTextContent('Revisás el trabajo de Olga Operadora');
    expect(screen.getByTestId('worksheet-timer')).toHaveTextContent('01:30:00');
    expect(screen.getByTestId('signature-block')).toHaveTextContent('Tiempo total01:30:00');
    expect(screen.getByLabelText(/Título de la auditoría/)).toHaveValue('Control de apertura de cajas');
    for (const label of [
      /Título de la auditoría/,
      /Información Adicional/,
      'Canales de Visión Utilizados',
      'Observaciones Finales',
      /Observaciones del Supervisor/,
    ]) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('readonly');
    }
    expect(within(events()[0] as HTMLElement).getByLabelText('Descripción')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Agregar evento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Volver a revisión' })).toBeInTheDocument();
    expect(screen.queryByTestId('read-only')).not.toBeInTheDocument();
    // Not approved yet: no final PDF.
    expect(screen.queryByRole('button', { name: 'PDF final' })).not.toBeInTheDocument();
  });

  it('saves the edited events, texts and title (guardado_supervisor) and says it is ready to approve', async () => {
    const { user, calls } = setup();
    fireEvent.change(screen.getByLabelText(/Título de la auditoría/), {
      target: { value: 'Procedimientos de caja (revisada)' },
    });
    fireEvent.change(within(events()[1] as HTMLElement).getByLabelText('Descripción'), {
      target: { value: 'Puerta de depósito abierta' },
    });
    fireEvent.change(screen.getByLabelText(/Observaciones del Supervisor/), {
      target: { value: 'Revisado con el operador' },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), { target: { value: 'Corregidas.' } });

    // Add one, then remove the first (with content: confirmed): the rest are renumbered.
    await user.click(screen.getByRole('button', { name: 'Agregar evento' }));
    expect(eventTitles()).toEqual(['Evento 1', 'Evento 2', 'Evento 3']);
    await user.click(screen.getByRole('button', { name: 'Eliminar evento 1' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(eventTitles()).toEqual(['Evento 1', 'Evento 2']));

    // Nothing typed is lost: kept in this browser before saving.
    expect(screen.getByTestId('supervisor-draft-status')).toBeInTheDocument();
    expect(storedDraft()).toMatchObject({
      titulo: 'Procedimientos de caja (revisada)',
      observacionesSupervisor: 'Revisado con el operador',
    });

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const success = await screen.findByTestId('supervisor-success');
    expect(success).toHaveTextContent(SAVED_MESSAGE);
    expect(success).toHaveTextContent(READY_TO_APPROVE_MESSAGE);
    expect(sent(calls, 'save')).toHaveLength(1);
    const body = sent(calls, 'save')[0]?.body as { eventosEditados: Array<{ id: string }> };
    expect(body).toMatchObject({
      titulo: 'Procedimientos de caja (revisada)',
      observacionesSupervisor: 'Revisado con el operador',
      observacionesFinales: 'Corregidas.',
      sucursalDetails: '',
      canalesVision: '',
      eventosEditados: [
        { id: 'e2', numero: 1, descripcion: 'Puerta de depósito abierta', imagenes: [] },
        { numero: 2, descripcion: '', tipoEvento: 'infraccion-menor', colorEvento: '#0066cc' },
      ],
    });
    expect(body).not.toHaveProperty('wordApproved');
    expect(body.eventosEditados[1]?.id).not.toBe('e1');
    // Saved: the local copy goes, the state is the server's.
    expect(window.localStorage.getItem(supervisorDraftKey(31))).toBeNull();
    expect(screen.queryByTestId('supervisor-draft-status')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Auditoría' })).getByText('Guardada por supervisor'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' })).toBeEnabled();
  });

  it('restores edits kept in this browser when the window is opened again', async () => {
    const first = setup();
    fireEvent.change(screen.getByLabelText(/Observaciones del Supervisor/), {
      target: { value: 'A medio escribir' },
    });
    fireEvent.change(within(events()[0] as HTMLElement).getByLabelText('Observaciones'), {
      target: { value: 'Cámara 2' },
    });
    first.unmount();

    setup();
    expect(screen.getByLabelText(/Observaciones del Supervisor/)).toHaveValue('A medio escribir');
    expect(within(events()[0] as HTMLElement).getByLabelText('Observaciones')).toHaveValue('Cámara 2');
    expect(screen.getByTestId('supervisor-restored')).toHaveTextContent(SUPERVISOR_RESTORED_MESSAGE);
    // The operator's own copy is another key: never mixed.
    expect(window.localStorage.getItem('auditDraft_31')).toBeNull();
  });

  it('ignores a kept copy older than what the server saved since', () => {
    window.localStorage.setItem(
      supervisorDraftKey(31),
      JSON.stringify({
        sheet: { eventos: [], observacionesFinales: 'Viejo', sucursalDetails: '', canalesVision: '' },
        titulo: 'Viejo',
        observacionesSupervisor: '',
        editedAt: '2026-11-22T11:00:00.000Z',
        baseSavedAt: '2026-11-22T10:00:00.000Z',
        synced: false,
      }),
    );
    setup(
      makeTemplate({ estado: 'guardado_supervisor' }, { borradorGuardadoEn: '2026-11-22T12:00:00.000Z' }),
    );
    expect(screen.getByLabelText(/Título de la auditoría/)).toHaveValue('Control de apertura de cajas');
    expect(screen.queryByTestId('supervisor-restored')).not.toBeInTheDocument();
  });

  it('asks for confirmation before approving; cancelling sends nothing', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar y enviar al cliente' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(dialog).toHaveTextContent('«Control de apertura de cajas»');
    expect(dialog).toHaveTextContent('Demo Norte S.A.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(calls, 'approve')).toHaveLength(0);
  });

  it('approves and sends with the edits, says so and goes back to the review tab', async () => {
    const { user, calls, router } = setup();
    fireEvent.change(screen.getByLabelText(/Observaciones del Supervisor/), {
      target: { value: 'Aprobada sin cambios' },
    });
    await user.click(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar y enviar al cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar y enviar' }));
    expect(await screen.findByText(APPROVED_MESSAGE)).toBeInTheDocument();
    expect(sent(calls, 'approve')[0]?.body).toMatchObject({
      titulo: 'Control de apertura de cajas',
      observacionesSupervisor: 'Aprobada sin cambios',
      observacionesFinales: 'Faltas de procedimiento.',
      eventosEditados: [
        { id: 'e1', numero: 1 },
        { id: 'e2', numero: 2 },
      ],
      wordApproved: true,
    });
    expect(window.localStorage.getItem(supervisorDraftKey(31))).toBeNull();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/dashboard?tab=audit-review',
      ),
    );
  });

  it('closes the window after approving when it was opened from the review list', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ closed: false } as Window);
    const { user } = setup();
    expect(screen.getByRole('button', { name: 'Cerrar ventana' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar y enviar' }));
    expect(await screen.findByText(APPROVED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it("shows 'Error al guardar los cambios' over 'Error al guardar cambios: ...' and 'Error al aprobar y enviar la auditoría: ...', keeping the edits", async () => {
    const refusal = () => errorResponse(409, 'La auditoría no está en un estado que permita esta acción');
    const { user, router } = setup(finished(), {
      routes: {
        'PUT /api/audits/31/supervisor/save': refusal,
        'PUT /api/audits/31/supervisor/approve': refusal,
      },
    });
    fireEvent.change(screen.getByLabelText('Observaciones Finales'), { target: { value: 'No perder esto' } });
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const saveError = await screen.findByTestId('worksheet-error');
    expect(saveError).toHaveTextContent('Error al guardar los cambios');
    expect(saveError).toHaveTextContent(
      'Error al guardar cambios: La auditoría no está en un estado que permita esta acción',
    );
    await user.click(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar y enviar' }));
    await waitFor(() =>
      expect(screen.getByTestId('worksheet-error')).toHaveTextContent(
        'Error al aprobar y enviar la auditoría: La auditoría no está en un estado que permita esta acción',
      ),
    );
    // The save's heading is not the approval's.
    expect(screen.getByTestId('worksheet-error')).not.toHaveTextContent('Error al guardar los cambios');
    expect(screen.queryByTestId('supervisor-success')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Observaciones Finales')).toHaveValue('No perder esto');
    expect(storedDraft()).toMatchObject({ sheet: { observacionesFinales: 'No perder esto' } });
    expect(router.state.location.pathname).toBe('/audit-template');
  });

  it('refuses to save or approve without a title', async () => {
    const { user, calls } = setup();
    await user.clear(screen.getByLabelText(/Título de la auditoría/));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aprobar y enviar al cliente' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(calls, 'save')).toHaveLength(0);
  });

  it('attaches pasted images to an event, like the operator mode', async () => {
    const { calls } = setup(finished(), {
      routes: {
        'POST /api/audits/31/images': () =>
          jsonResponse({ success: true, data: { id: 90, name: 'captura.jpg', size: 4 } }, 201),
      },
    });
    fireEvent.focus(within(events()[0] as HTMLElement).getByLabelText('Descripción'));
    paste([{ kind: 'file', type: 'image/png', file: new File(['p'], 'a.png', { type: 'image/png' }) }]);
    expect(
      await within(events()[0] as HTMLElement).findByRole('img', { name: 'captura.jpg' }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/audits/31/images')).toHaveLength(1);
    expect(storedDraft()?.sheet.eventos[0].imagenes).toEqual([
      { id: 90, data: 'data:image/jpeg;base64,/9j/BBBB', name: 'captura.jpg', size: 4 },
    ]);
  });

  it('shows a delivered audit read-only, with the final PDF', () => {
    setup(makeTemplate({ estado: 'entregada' }));
    expect(screen.getByTestId('read-only')).toHaveTextContent('La auditoría está entregada');
    expect(screen.getByLabelText(/Título de la auditoría/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Observaciones del Supervisor/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar evento' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF final' })).toBeInTheDocument();
  });

  it("lists the chosen clients' other audits awaiting review, each opening in supervisor mode", async () => {
    const { user } = setup();
    const aside = screen.getByTestId('other-pending-audits');
    // At first the audit's own client: the other Demo Norte audit, not the one on screen.
    expect(await within(aside).findByTestId('other-pending-32')).toBeInTheDocument();
    expect(within(aside).queryByTestId('other-pending-31')).not.toBeInTheDocument();
    expect(within(aside).queryByTestId('other-pending-40')).not.toBeInTheDocument();
    expect(await within(aside).findByText('1 de 3 seleccionados')).toBeInTheDocument();
    expect(
      within(aside).getByRole('link', { name: 'Abrir la auditoría #32 en modo supervisor' }),
    ).toHaveAttribute('href', '/audit-template?auditId=32&mode=supervisor&returnTo=supervisor-review');

    await user.click(within(aside).getByRole('checkbox', { name: /Demo Sur S\.R\.L\./ }));
    expect(within(aside).getByTestId('other-pending-40')).toBeInTheDocument();
    await user.click(within(aside).getByRole('checkbox', { name: /Demo Norte S\.A\./ }));
    expect(within(aside).queryByTestId('other-pending-32')).not.toBeInTheDocument();
    expect(within(aside).getByTestId('other-pending-count')).toHaveTextContent('1');
  });
});
