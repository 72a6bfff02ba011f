import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useToggleFreeMutation } from '../api/toggle-free';

export const TOGGLE_FREE_ERROR_PREFIX = 'Error cambiando estado gratuito';

interface ToggleFreeModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Free or charged for the client, with an optional reason. */
export function ToggleFreeModal({ audit, onClose, onDone }: ToggleFreeModalProps) {
  const making = audit ? !audit.gratisParaCliente : true;
  return (
    <Modal
      opened={audit !== null}
      onClose={onClose}
      title={audit ? `${making ? 'Marcar como gratuita' : 'Volver a cobrar'} · #${audit.id}` : ''}
    >
      {audit ? <ToggleForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function ToggleForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const toggle = useToggleFreeMutation();
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const making = !audit.gratisParaCliente;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        toggle.mutate(
          { id: audit.id, gratisParaCliente: making, motivo },
          {
            onSuccess: (answer) => onDone(answer.message),
            onError: (error) => setProblem(prefixedErrorMessage(TOGGLE_FREE_ERROR_PREFIX, error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm">
          {making
            ? 'El cliente no pagará esta auditoría (el operador cobra igual).'
            : 'La auditoría vuelve a cobrarse al cliente a su precio.'}
        </Text>
        <Textarea
          label="Motivo (opcional)"
          autosize
          minRows={2}
          maxLength={1000}
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
          data-autofocus
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={toggle.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={toggle.isPending} leftSection={<IconGift size={16} />}>
            {making ? 'Marcar gratuita' : 'Volver a cobrar'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
