import { type AuditState, STATE_LABELS } from '@auditorias/domain/audits/states';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Grid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconSend, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SuccessAlert } from '../../../components/error-alert';
import { auditsQueryKey } from '../../audits/public';
import type { AuditTemplate } from '../api/get-audit-template';
import { approveAndSendToClient, saveSupervisorChanges } from '../api/supervisor-review';
import { browserImageSeam, type ImageSeam } from '../image-processing';
import {
  clearSupervisorDraft,
  restorableSupervisorDraft,
  type SupervisorEdits,
  writeSupervisorDraft,
} from '../supervisor-draft';
import { useSheetEditor } from '../use-sheet-editor';
import { runWithTimeouts, timedFailureText } from '../with-timeouts';
import { fillImageData, sheetFromTemplate, type WorksheetSheet } from '../worksheet-events';
import { showsFinalPdf } from './final-pdf-actions';
import { OtherPendingAudits } from './other-pending-audits';
import { SignatureBlock } from './signature-block';
import { confirmApproval, SupervisorModeBanner } from './supervisor-worksheet-parts';
import { WorksheetActionBar } from './worksheet-action-bar';
import { WorksheetFrame } from './worksheet-frame';
import { WorksheetHeader } from './worksheet-header';
import { SheetTextarea, WorksheetSheetFields } from './worksheet-sheet-fields';

/** Spec section 4: the supervisor corrects finished audits (terminada, or already saved by a supervisor). */
const SUPERVISOR_EDITABLE_STATES: readonly AuditState[] = ['terminada', 'guardado_supervisor'];
/** How long the approval's success stays on screen before the window closes or goes back. */
export const LEAVE_AFTER_APPROVAL_MS = 1500;

export const SAVED_MESSAGE = '✅ Cambios guardados exitosamente';
export const READY_TO_APPROVE_MESSAGE = 'La auditoría quedó lista para aprobar y enviar al cliente.';
export const APPROVED_MESSAGE = '✅ Auditoría aprobada y enviada al cliente exitosamente.';
export const SAVE_ERROR_PREFIX = 'Error al guardar cambios';
/** The audit page's heading over a failed save (spec: audit page errors); the text keeps the worksheet's prefix. */
export const SAVE_ERROR_TITLE = 'Error al guardar los cambios';
export const APPROVE_ERROR_PREFIX = 'Error al aprobar y enviar la auditoría';
export const TITLE_REQUIRED_MESSAGE = 'El título es obligatorio';
export const SUPERVISOR_RESTORED_MESSAGE =
  'Se recuperaron cambios sin guardar que quedaron en este equipo. Guardalos con «Guardar cambios».';
export const UNSAVED_TEXT = 'Cambios sin guardar (conservados en este equipo)';

/** Where 'returnTo' leads: the review tab of the dashboard, or the dashboard. */
export function returnPath(returnTo: string | null): string {
  return returnTo === 'supervisor-review' ? '/dashboard?tab=audit-review' : '/dashboard';
}

/** The worksheet was opened as its own window (from the review list): it closes instead of navigating. */
function openedAsWindow(): boolean {
  try {
    return Boolean(window.opener) && !window.opener.closed;
  } catch {
    return false;
  }
}

interface SupervisorWorksheetScreenProps {
  auditId: number;
  template: AuditTemplate;
  user: PublicUser;
  /** The 'returnTo' of the address ('supervisor-review'). */
  returnTo: string | null;
  /** Seams for tests. */
  imageSeam?: ImageSeam;
  leaveAfterApprovalMs?: number;
}

type Busy = 'saving' | 'approving' | null;

/**
 * The worksheet in supervisor mode (admin, supervisor): the operator's events, texts and the audit's title can be
 * corrected, with the supervisor's own observations; 'Guardar cambios' keeps them (guardado_supervisor, ready to
 * approve) and 'Aprobar y enviar al cliente' delivers the audit after a confirmation. Every edit is kept in this
 * browser until the server has it.
 */
export function SupervisorWorksheetScreen({
  auditId,
  template,
  user,
  returnTo,
  imageSeam = browserImageSeam,
  leaveAfterApprovalMs = LEAVE_AFTER_APPROVAL_MS,
}: SupervisorWorksheetScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const audit = template.auditoria;
  const asWindow = openedAsWindow();

  const [estado, setEstado] = useState<AuditState>(audit.estado);
  const [approved, setApproved] = useState(false);
  const editable = SUPERVISOR_EDITABLE_STATES.includes(estado) && !approved;

  // The server's copy, or the edits this browser kept when they are newer than it.
  const [initial] = useState(() => {
    const server: SupervisorEdits = {
      sheet: sheetFromTemplate(template),
      titulo: audit.titulo,
      observacionesSupervisor: audit.observacionesSupervisor ?? '',
    };
    const local = SUPERVISOR_EDITABLE_STATES.includes(audit.estado)
      ? restorableSupervisorDraft(auditId, template.borradorGuardadoEn)
      : null;
    if (!local) return { edits: server, restored: false };
    return {
      edits: {
        sheet: fillImageData(local.sheet, server.sheet),
        titulo: local.titulo,
        observacionesSupervisor: local.observacionesSupervisor,
      },
      restored: true,
    };
  });
  const [titulo, setTitulo] = useState(initial.edits.titulo);
  const [observacionesSupervisor, setObservacionesSupervisor] = useState(
    initial.edits.observacionesSupervisor,
  );
  const editsRef = useRef<SupervisorEdits>(initial.edits);
  const revision = useRef(0);
  const [dirty, setDirty] = useState(initial.restored);
  const [restoredNotice, setRestoredNotice] = useState(initial.restored);
  const [busy, setBusy] = useState<Busy>(null);
  const [slow, setSlow] = useState(false);
  const [banner, setBanner] = useState<{ text: string; title: string | null } | null>(null);
  const [saved, setSaved] = useState(false);
  const [titleError, setTitleError] = useState<string | null>(null);
  const topRef = useRef<HTMLDivElement>(null);

  /** Success and errors show at the top of the sheet: it scrolls back there so they are seen. */
  const showTop = () => {
    const overlay = topRef.current?.closest<HTMLElement>('[data-testid="worksheet-overlay"]');
    overlay?.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  /** Applies an edit and keeps it in this browser at once. */
  const edit = useCallback(
    (changes: Partial<SupervisorEdits>) => {
      const next = { ...editsRef.current, ...changes };
      editsRef.current = next;
      revision.current += 1;
      setTitulo(next.titulo);
      setObservacionesSupervisor(next.observacionesSupervisor);
      setDirty(true);
      setSaved(false);
      writeSupervisorDraft(auditId, next, template.borradorGuardadoEn);
    },
    [auditId, template.borradorGuardadoEn],
  );
  const editSheet = useCallback((sheet: WorksheetSheet) => edit({ sheet }), [edit]);
  const editor = useSheetEditor({
    auditId,
    editable,
    imageSeam,
    initial: initial.edits.sheet,
    onChange: editSheet,
  });

  // Closing the window with edits the server does not have yet: the browser asks first (they stay here anyway).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leave = useCallback(() => {
    if (openedAsWindow()) window.close();
    // A window the browser would not close, or a tab opened by hand: back to where the review started.
    void navigate(returnPath(returnTo));
  }, [navigate, returnTo]);

  useEffect(() => {
    if (!approved) return;
    const timer = setTimeout(leave, leaveAfterApprovalMs);
    return () => clearTimeout(timer);
  }, [approved, leave, leaveAfterApprovalMs]);

  const titleProblem = () => {
    const problem = editsRef.current.titulo.trim() === '' ? TITLE_REQUIRED_MESSAGE : null;
    setTitleError(problem);
    if (problem) showTop();
    return problem;
  };

  /** Runs save or approve: the timeouts of spec section 9, the error banner, the local copy kept on failure. */
  const send = async (
    kind: Exclude<Busy, null>,
    call: typeof saveSupervisorChanges,
    prefix: string,
    title: string | null = null,
  ): Promise<boolean> => {
    setBusy(kind);
    setSlow(false);
    setBanner(null);
    setSaved(false);
    const sentRevision = revision.current;
    try {
      const answer = await runWithTimeouts(
        (signal) => call(auditId, editsRef.current, signal),
        () => setSlow(true),
      );
      setEstado(answer.data.estado);
      if (revision.current === sentRevision) {
        clearSupervisorDraft(auditId);
        setDirty(false);
      }
      setRestoredNotice(false);
      void queryClient.invalidateQueries({ queryKey: auditsQueryKey });
      return true;
    } catch (error) {
      setBanner({ text: timedFailureText(prefix, error), title });
      return false;
    } finally {
      setBusy(null);
      setSlow(false);
      showTop();
    }
  };

  const save = async () => {
    if (titleProblem()) return;
    if (await send('saving', saveSupervisorChanges, SAVE_ERROR_PREFIX, SAVE_ERROR_TITLE)) setSaved(true);
  };

  const approve = async () => {
    if (await send('approving', approveAndSendToClient, APPROVE_ERROR_PREFIX)) {
      clearSupervisorDraft(auditId);
      setDirty(false);
      setApproved(true);
    }
  };

  const confirmApprove = () => {
    if (titleProblem()) return;
    confirmApproval({
      auditId,
      titulo: editsRef.current.titulo.trim(),
      clientName: audit.client.nombre,
      onConfirm: () => void approve(),
    });
  };

  const working = busy !== null || editor.uploading > 0;
  const actions = (
    <WorksheetActionBar
      status={
        dirty && editable ? (
          <Text size="sm" c="orange.8" fw={500} data-testid="supervisor-draft-status" role="status">
            {UNSAVED_TEXT}
          </Text>
        ) : null
      }
      timer={{ seconds: template.tiempoTrabajadoSegundos, horasEstimadas: audit.horasEstimadas }}
      finalPdf={showsFinalPdf(user.role, estado) && !approved ? { auditId, estado, titulo } : null}
      back={{
        label: asWindow
          ? 'Cerrar ventana'
          : returnTo === 'supervisor-review'
            ? 'Volver a revisión'
            : 'Volver al panel',
        icon: asWindow ? <IconX size={16} /> : <IconArrowLeft size={16} />,
        onClick: leave,
        disabled: busy !== null,
      }}
      steps={
        editable
          ? [
              {
                label: 'Guardar cambios',
                variant: 'light',
                icon: <IconDeviceFloppy size={16} />,
                onClick: () => void save(),
                loading: busy === 'saving',
              },
              {
                label: 'Aprobar y enviar al cliente',
                color: 'green',
                icon: <IconSend size={16} />,
                onClick: confirmApprove,
                loading: busy === 'approving',
              },
            ]
          : []
      }
      stepsBlocked={working}
    />
  );

  const readOnlyReason =
    editable || approved
      ? null
      : `La auditoría está ${STATE_LABELS[estado].toLowerCase()}: en modo supervisor solo se corrigen auditorías terminadas o guardadas por un supervisor. La planilla se muestra en modo lectura.`;

  return (
    <WorksheetFrame auditId={auditId} supervisorMode actions={actions} wide>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md" pb={80} ref={topRef}>
            <WorksheetHeader
              intro={<SupervisorModeBanner operatorName={audit.operador?.name} />}
              readOnly={readOnlyReason ? { text: readOnlyReason, color: 'gray' } : null}
              error={banner?.text ?? null}
              errorTitle={banner?.title}
              onCloseError={() => setBanner(null)}
              slow={slow}
              audit={{ ...audit, estado, titulo }}
              template={template}
              titleEditor={
                <TextInput
                  label="Título de la auditoría"
                  required={editable}
                  maxLength={200}
                  size="md"
                  readOnly={!editable}
                  value={titulo}
                  error={titleError}
                  style={{ flex: 1 }}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    if (titleError && value.trim()) setTitleError(null);
                    edit({ titulo: value });
                  }}
                />
              }
            >
              {restoredNotice ? (
                <Alert
                  color="blue"
                  withCloseButton
                  closeButtonLabel="Cerrar aviso"
                  onClose={() => setRestoredNotice(false)}
                  data-testid="supervisor-restored"
                >
                  {SUPERVISOR_RESTORED_MESSAGE}
                </Alert>
              ) : null}
              {approved ? (
                <SuccessAlert testId="supervisor-success">
                  <Text size="sm" fw={600}>
                    {APPROVED_MESSAGE}
                  </Text>
                  <Text size="sm">
                    {asWindow ? 'Cerrando la ventana...' : 'Volviendo a la revisión de auditorías...'}
                  </Text>
                </SuccessAlert>
              ) : saved ? (
                <SuccessAlert onClose={() => setSaved(false)} testId="supervisor-success">
                  <Text size="sm" fw={600}>
                    {SAVED_MESSAGE}
                  </Text>
                  <Text size="sm">{READY_TO_APPROVE_MESSAGE}</Text>
                </SuccessAlert>
              ) : null}
            </WorksheetHeader>

            <WorksheetSheetFields {...editor.fields} />

            <SheetTextarea
              label="Observaciones del Supervisor"
              description="Comentarios de la revisión: quedan registrados en la auditoría."
              minRows={3}
              maxRows={12}
              maxLength={20_000}
              borderColor="var(--mantine-color-violet-3)"
              editable={editable}
              value={observacionesSupervisor}
              onChange={(value) => edit({ observacionesSupervisor: value })}
            />

            <SignatureBlock
              auditorName={audit.operador?.name ?? '—'}
              finishedAt={audit.fechaTerminacion}
              workedSeconds={template.tiempoTrabajadoSegundos}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <OtherPendingAudits currentAuditId={auditId} clienteId={audit.clienteId} />
        </Grid.Col>
      </Grid>
    </WorksheetFrame>
  );
}
