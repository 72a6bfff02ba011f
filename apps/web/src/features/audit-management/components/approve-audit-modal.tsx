import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useSendToClientMutation } from '../../audit-review/api/send-to-client';
import { APPROVED_MESSAGE } from '../../audit-review/review-messages';

export const APPROVE_ERROR_PREFIX = 'Error al procesar la aprobación';

interface ApproveAuditModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 'Aprobar' (admin): approve and send to the client with optional comments; 'Cancelar' aborts. */
export function ApproveAuditModal({ audit, onClose, onDone }: ApproveAuditModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `Aprobar y enviar al cliente · #${audit.id}` : ''}
    >
      {audit ? <ApproveForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ApproveForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const approve = useSendToClientMutation();
  const [comments, setComments] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        approve.mutate(
          { id: audit.id, observacionesSupervisor: comments },
          {
            onSuccess: (answer) => onDone(answer.message || APPROVED_MESSAGE),
            onError: (error) => setProblem(prefixedErrorMessage(APPROVE_ERROR_PREFIX, error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {audit.titulo}
          </Text>{' '}
          — {audit.client.nombre}. El cliente la recibirá y su cobro quedará pendiente.
        </Text>
        <Textarea
          label="Comentarios (opcional)"
          autosize
          minRows={3}
          maxLength={2000}
          value={comments}
          onChange={(e) => setComments(e.currentTarget.value)}
          data-autofocus
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="green"
            loading={approve.isPending}
            leftSection={<IconSend size={16} />}
          >
            Aprobar y enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
