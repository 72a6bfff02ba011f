import { returnRequestSchema } from '@auditorias/domain/schemas/audit-management';
import type { Audit } from '@auditorias/domain/schemas/audits';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp, IconExternalLink, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { LabeledValue } from '../../../components/labeled-value';
import { SmallButton } from '../../../components/small-button';
import { AuditStateBadge, auditPlace } from '../../audits/public';
import { ReportActionsMenu } from '../../reports/public';
import { useReturnForCorrectionMutation } from '../api/return-for-correction';
import { useSendToClientMutation } from '../api/send-to-client';
import { APPROVED_MESSAGE, approveErrorText, returnErrorText } from '../review-messages';
import { OPEN_FORM_ERROR, openSupervisorForm } from '../supervisor-form-url';
import { WorksheetPreview } from './worksheet-preview';

interface ReviewAuditModalProps {
  audit: Audit | null;
  onClose: () => void;
  /** The server accepted the decision: the confirmation to show. */
  onDone: (message: string) => void;
}

/** The supervisor's review of a finished audit: accept (approve and send to the client) or request a correction. */
export function ReviewAuditModal({ audit, onClose, onDone }: ReviewAuditModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `Revisar auditoría #${audit.id}` : ''}
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700 } }}
    >
      {audit ? <ReviewForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

type Step = 'edit' | 'confirm-approve' | 'confirm-return';

function ReviewForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [comment, setComment] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [problem, setProblem] = useState<string | null>(null);
  const approve = useSendToClientMutation();
  const giveBack = useReturnForCorrectionMutation();
  const pending = approve.isPending || giveBack.isPending;

  const askReturn = () => {
    const parsed = returnRequestSchema.safeParse({ reason: comment });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setStep('confirm-return');
  };

  const doReturn = () =>
    giveBack.mutate(
      { id: audit.id, reason: comment },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (error) => {
          setStep('edit');
          setProblem(returnErrorText(error));
        },
      },
    );

  const doApprove = () =>
    approve.mutate(
      { id: audit.id, observacionesSupervisor: comment },
      {
        onSuccess: (answer) => onDone(answer.message || APPROVED_MESSAGE),
        onError: (error) => {
          setStep('edit');
          setProblem(approveErrorText(error));
        },
      },
    );

  return (
    <Stack gap="md" data-testid="review-modal">
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={3} size="h4">
            {audit.titulo}
          </Title>
          <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
        </Group>
        {audit.descripcion ? (
          <Text size="sm" c="dimmed">
            {audit.descripcion}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <LabeledValue label="Cliente">{auditPlace(audit, true)}</LabeledValue>
        <LabeledValue label="Operador">{audit.operador?.name ?? 'Sin asignar'}</LabeledValue>
        <LabeledValue label="Terminada">
          <DateTime value={audit.fechaTerminacion} />
        </LabeledValue>
        <LabeledValue label="Supervisor">{audit.supervisor?.name ?? '—'}</LabeledValue>
      </SimpleGrid>
      {audit.requiereRevision && audit.motivoRechazo ? (
        <Alert color="orange" variant="light" title="Corrección pedida anteriormente">
          {audit.motivoRechazo}
        </Alert>
      ) : null}

      <Paper withBorder p="sm" radius="md">
        <WorksheetPreview auditId={audit.id} />
      </Paper>

      <Group gap="xs">
        <SmallButton
          icon={IconExternalLink}
          variant="light"
          onClick={() => {
            if (!openSupervisorForm(audit.id)) setProblem(OPEN_FORM_ERROR);
          }}
        >
          Abrir formulario editable
        </SmallButton>
        <ReportActionsMenu audit={audit} />
      </Group>

      <Divider />

      <Textarea
        label="Comentarios del supervisor"
        description="Obligatorio para solicitar una corrección; opcional al aceptar."
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
        value={comment}
        disabled={step !== 'edit' || pending}
        onChange={(e) => {
          setComment(e.currentTarget.value);
          setProblem(null);
        }}
      />

      {problem ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="review-error">
          {problem}
        </Alert>
      ) : null}

      {step === 'confirm-approve' ? (
        <Alert color="green" variant="light" title="¿Aprobar y enviar al cliente?">
          <Stack gap="sm">
            <Text size="sm">
              El cliente recibirá la auditoría y su cobro quedará pendiente. Esta acción no se puede deshacer.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('edit')} disabled={pending}>
                Volver
              </Button>
              <Button color="green" onClick={doApprove} loading={approve.isPending}>
                Confirmar y enviar
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : step === 'confirm-return' ? (
        <Alert color="orange" variant="light" title="¿Devolver al operador para corrección?">
          <Stack gap="sm">
            <Text size="sm">
              {audit.operador
                ? `${audit.operador.name} la recibirá de nuevo como asignada, con tu comentario.`
                : 'El operador la recibirá de nuevo como asignada, con tu comentario.'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('edit')} disabled={pending}>
                Volver
              </Button>
              <Button color="orange" onClick={doReturn} loading={giveBack.isPending}>
                Confirmar devolución
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
          <Group gap="xs">
            <Button
              color="orange"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={askReturn}
            >
              Solicitar corrección
            </Button>
            <Button
              color="green"
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => {
                setProblem(null);
                setStep('confirm-approve');
              }}
            >
              Aceptar y enviar al cliente
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
