import { type AuditState, STATE_LABELS } from '@auditorias/domain/audits/states';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconPlayerPause } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useTouchScreen } from '../../../lib/use-phone';
import { SUCCESS_MESSAGE_MS } from '../../../lib/use-timed-message';
import { auditsQueryKey, resumeAudit, startAudit } from '../../audits/public';
import { NewAssignmentModal, takeAssignedAudit, useNewAssignmentWatch } from '../../operator-panel/public';
import { completeAudit } from '../api/complete-audit';
import type { AuditTemplate } from '../api/get-audit-template';
import type { saveAuditDraft } from '../api/save-audit-draft';
import { browserImageSeam, type ImageSeam } from '../image-processing';
import { clearLocalDraft, readLocalDraft, shouldRestoreLocal } from '../local-draft';
import { useSheetEditor } from '../use-sheet-editor';
import { useWorkedSeconds } from '../use-worked-seconds';
import { useWorksheetAutosave } from '../use-worksheet-autosave';
import { runWithTimeouts, timedFailureText } from '../with-timeouts';
import { fillImageData, sheetFromTemplate, toDraftRequest } from '../worksheet-events';
import { useWorksheetHotkeys } from '../worksheet-hotkeys';
import { showsFinalPdf } from './final-pdf-actions';
import { PauseDialog } from './pause-dialog';
import { SaveStatusIndicator } from './save-status-indicator';
import { SignatureBlock } from './signature-block';
import { WorksheetActionBar } from './worksheet-action-bar';
import { WorksheetFrame } from './worksheet-frame';
import { WorksheetHeader } from './worksheet-header';
import { WorksheetSheetFields } from './worksheet-sheet-fields';
import { WorksheetShortcuts } from './worksheet-shortcuts';

/** States in which the operator works on the sheet (and its draft is saved). */
const WORKING_STATES: readonly AuditState[] = ['asignada', 'en_proceso', 'pausada'];
/** Someone other than an admin or a supervisor opening the supervisor mode sees the worksheet read-only. */
export const SUPERVISOR_ONLY_MESSAGE =
  'El modo supervisor es solo para supervisores y administradores: la planilla se muestra en modo lectura.';
export const RESTORED_MESSAGE = 'Se recuperaron cambios que estaban guardados solo en este equipo.';

interface WorksheetScreenProps {
  auditId: number;
  template: AuditTemplate;
  user: PublicUser;
  supervisorMode: boolean;
  /** Seams for tests. */
  imageSeam?: ImageSeam;
  saveDraft?: typeof saveAuditDraft;
}

type Busy = 'finishing' | 'pausing' | 'leaving' | 'switching' | null;

/**
 * The audit worksheet: what the client asked, the operator's events with pasted images, the final texts and the
 * signature. Opening an assigned audit starts it and a paused one resumes it (outside supervisor mode). Every
 * change is kept in this browser at once and saved to the server shortly after.
 */
export function WorksheetScreen({
  auditId,
  template,
  user,
  supervisorMode,
  imageSeam = browserImageSeam,
  saveDraft,
}: WorksheetScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const audit = template.auditoria;
  const own = audit.operadorId === user.id;
  const isOperator = user.role === 'operador';

  const [estado, setEstado] = useState<AuditState>(audit.estado);
  const editable = !supervisorMode && own && WORKING_STATES.includes(estado);

  // The sheet starts from the server's copy, or from this browser's when that one holds newer unsaved work.
  const [initial] = useState(() => {
    const serverSheet = sheetFromTemplate(template);
    const local = readLocalDraft(auditId);
    const mayRestore = !supervisorMode && own && WORKING_STATES.includes(audit.estado);
    if (mayRestore && local && shouldRestoreLocal(local, template.borradorGuardadoEn)) {
      return { sheet: fillImageData(local.sheet, serverSheet), restored: true };
    }
    return { sheet: serverSheet, restored: false };
  });
  const [busy, setBusy] = useState<Busy>(null);
  const [slow, setSlow] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [startProblem, setStartProblem] = useState<string | null>(null);
  const [pauseOpen, setPauseOpen] = useState(false);

  const autosave = useWorksheetAutosave({
    auditId,
    enabled: editable,
    serverSavedAt: template.borradorGuardadoEn,
    ...(saveDraft ? { save: saveDraft } : {}),
  });

  // While working, an operator is told of audits someone else assigns to it (spec: prompt with a tone).
  const watch = useNewAssignmentWatch(user.id, {
    enabled: isOperator && !supervisorMode,
    excludeId: auditId,
  });

  const seconds = useWorkedSeconds(template.tiempoTrabajadoSegundos, estado === 'en_proceso');

  const editor = useSheetEditor({
    auditId,
    editable,
    imageSeam,
    initial: initial.sheet,
    onChange: autosave.change,
  });
  const { sheetRef } = editor;

  // Start an assigned audit, resume a paused one; push a restored local copy to the server.
  const opened = useRef(false);
  const begin = useCallback(async () => {
    if (supervisorMode || !own) return;
    const action = audit.estado === 'asignada' ? startAudit : audit.estado === 'pausada' ? resumeAudit : null;
    if (!action) return;
    setStartProblem(null);
    try {
      const answer = await action(auditId);
      setEstado(answer.data.estado);
      void queryClient.invalidateQueries({ queryKey: auditsQueryKey });
    } catch (error) {
      setStartProblem(prefixedErrorMessage('Error al iniciar', error, 'No se pudo iniciar'));
    }
  }, [audit.estado, auditId, own, supervisorMode, queryClient]);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (initial.restored) {
      autosave.change(initial.sheet);
      void autosave.flush();
      notifications.show({ color: 'blue', message: RESTORED_MESSAGE, autoClose: 6000 });
    }
    void begin();
  }, [begin, initial, autosave.change, autosave.flush]);

  const complete = async (kind: 'terminada' | 'pausada', razonPausa?: string) => {
    const prefix = kind === 'terminada' ? 'Error al finalizar la auditoría' : 'Error al pausar la auditoría';
    setBusy(kind === 'terminada' ? 'finishing' : 'pausing');
    setSlow(false);
    setBanner(null);
    try {
      await autosave.settle();
      const body = {
        ...toDraftRequest(sheetRef.current),
        tiempoTrabajado: Math.round(seconds / 60),
        estado: kind,
        ...(kind === 'pausada' ? { razonPausa, fechaPausa: new Date().toISOString() } : {}),
      };
      const answer = await runWithTimeouts(
        (signal) => completeAudit(auditId, body, signal),
        () => setSlow(true),
      );
      autosave.stop();
      clearLocalDraft(auditId);
      setPauseOpen(false);
      notifications.show({ color: 'green', message: answer.message, autoClose: SUCCESS_MESSAGE_MS });
      await queryClient.invalidateQueries({ queryKey: auditsQueryKey });
      void navigate('/dashboard');
    } catch (error) {
      setPauseOpen(false);
      setBanner(timedFailureText(prefix, error));
    } finally {
      setBusy(null);
      setSlow(false);
    }
  };

  const confirmFinish = () =>
    modals.openConfirmModal({
      title: 'Finalizar auditoría',
      children: (
        <Text size="sm">
          Se enviará la planilla con {sheetRef.current.eventos.length}{' '}
          {sheetRef.current.eventos.length === 1 ? 'evento' : 'eventos'} para su revisión. ¿Finalizar?
        </Text>
      ),
      labels: { confirm: 'Finalizar', cancel: 'Cancelar' },
      confirmProps: { color: 'green' },
      onConfirm: () => void complete('terminada'),
    });

  /** 'Pausar y hacer nueva': what is typed is saved, the server pauses this audit and starts the assigned one. */
  const pauseAndTake = async (next: { id: number }) => {
    setBusy('switching');
    setBanner(null);
    try {
      await autosave.flush();
      await takeAssignedAudit(next.id);
      autosave.stop();
      watch.dismiss();
      void queryClient.invalidateQueries({ queryKey: auditsQueryKey });
      void navigate(`/audit-template?auditId=${next.id}`);
    } catch (error) {
      watch.dismiss();
      setBanner(prefixedErrorMessage('Error al tomar auditoría asignada', error));
    } finally {
      setBusy(null);
    }
  };

  const leave = async () => {
    setBusy('leaving');
    await autosave.flush();
    void navigate('/dashboard');
  };

  const working = editable && estado === 'en_proceso';
  const touch = useTouchScreen();
  const stepsBlocked = busy !== null || editor.uploading > 0;
  useWorksheetHotkeys({
    enabled: working && !pauseOpen,
    ...editor.access,
    onSelectEvent: editor.setSelectedEventId,
    onSave: () => void autosave.flush(),
    onPause: () => {
      if (!stepsBlocked) setPauseOpen(true);
    },
    onFinish: () => {
      if (!stepsBlocked) confirmFinish();
    },
  });
  const actions = (
    <WorksheetActionBar
      status={editable ? <SaveStatusIndicator status={autosave.status} /> : null}
      timer={isOperator ? null : { seconds, horasEstimadas: audit.horasEstimadas }}
      finalPdf={showsFinalPdf(user.role, estado) ? { auditId, estado, titulo: audit.titulo } : null}
      back={{
        label: 'Volver al panel',
        icon: <IconArrowLeft size={16} />,
        onClick: () => void leave(),
        loading: busy === 'leaving',
        disabled: busy === 'finishing' || busy === 'pausing',
      }}
      steps={
        working
          ? [
              {
                label: 'Pausar',
                color: 'yellow',
                icon: <IconPlayerPause size={16} />,
                onClick: () => setPauseOpen(true),
              },
              {
                label: 'Finalizar auditoría',
                color: 'green',
                icon: <IconCircleCheck size={16} />,
                onClick: confirmFinish,
                loading: busy === 'finishing',
              },
            ]
          : []
      }
      stepsBlocked={stepsBlocked}
    />
  );

  const readOnlyReason = supervisorMode
    ? SUPERVISOR_ONLY_MESSAGE
    : !own
      ? `Vista de solo lectura: la auditoría está a cargo de ${audit.operador?.name ?? 'otra persona'}.`
      : !WORKING_STATES.includes(estado)
        ? `La auditoría está ${STATE_LABELS[estado].toLowerCase()}: la planilla es de solo lectura.`
        : null;

  return (
    <WorksheetFrame auditId={auditId} supervisorMode={supervisorMode} actions={actions}>
      <Stack gap="md" pb={80}>
        <WorksheetHeader
          readOnly={
            readOnlyReason ? { text: readOnlyReason, color: supervisorMode ? 'violet' : 'gray' } : null
          }
          error={banner}
          onCloseError={() => setBanner(null)}
          slow={slow}
          audit={{ ...audit, estado }}
          template={template}
        >
          {startProblem ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              <Group justify="space-between">
                <Text size="sm">{startProblem}</Text>
                <Button size="xs" variant="white" color="red" onClick={() => void begin()}>
                  Reintentar
                </Button>
              </Group>
            </Alert>
          ) : editable && estado !== 'en_proceso' ? (
            <Alert color="blue" icon={<Loader size={16} />}>
              {estado === 'pausada' ? 'Reanudando la auditoría...' : 'Iniciando la auditoría...'}
            </Alert>
          ) : null}
        </WorksheetHeader>

        {/* No keyboard shortcuts on a touch screen (a phone or a tablet has no keys to press). */}
        {working && !touch ? <WorksheetShortcuts /> : null}
        <WorksheetSheetFields {...editor.fields} />

        <SignatureBlock
          auditorName={audit.operador?.name ?? user.name}
          finishedAt={audit.fechaTerminacion}
          workedSeconds={isOperator ? null : seconds}
        />
      </Stack>

      <NewAssignmentModal
        audit={watch.prompt}
        current={{ ...audit, estado }}
        onFinishFirst={watch.dismiss}
        onPauseAndTake={(next) => void pauseAndTake(next)}
        taking={busy === 'switching'}
      />
      <PauseDialog
        opened={pauseOpen}
        pausing={busy === 'pausing'}
        onCancel={() => setPauseOpen(false)}
        onConfirm={(reason) => void complete('pausada', reason)}
      />
    </WorksheetFrame>
  );
}
