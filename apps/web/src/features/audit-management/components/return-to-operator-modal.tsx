import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { returnErrorText } from '../../audit-review/review-messages';
import { useReturnToOperatorMutation } from '../api/return-to-operator';

export const RETURN_REASON_REQUIRED = 'Escribí el motivo de la devolución';

interface ReturnToOperatorModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** 'Devolver' (terminada, not approved): back to its operator with a required reason. */
export function ReturnToOperatorModal({ audit, onClose, onDone }: ReturnToOperatorModalProps) {
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `¿Devolver al operador? · #${audit.id}` : ''}
    >
      {audit ? <ReturnForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ReturnForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const giveBack = useReturnToOperatorMutation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') {
          setProblem(RETURN_REASON_REQUIRED);
          return;
        }
        giveBack.mutate(
          { id: audit.id, reason },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(returnErrorText(error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {audit.titulo}
          </Text>{' '}
          vuelve a {audit.operador?.name ?? 'su operador'} como asignada y queda marcada como «requiere
          corrección».
        </Text>
        <Textarea
          label="Motivo"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setProblem(null);
          }}
          data-autofocus
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={giveBack.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            color="orange"
            loading={giveBack.isPending}
            leftSection={<IconArrowBackUp size={16} />}
          >
            Devolver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
