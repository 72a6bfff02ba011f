import type { Audit } from '@auditorias/domain/schemas/audits';
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { prefixedErrorMessage } from '../../../lib/error-message';
import {
  type AuditMessageType,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  useAddAuditMessageMutation,
} from '../api/add-audit-message';

export const ADD_MESSAGE_ERROR_PREFIX = 'Error agregando mensaje';

interface AddMessageModalProps {
  audit: Audit | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Add a message to an audit (spec: tracking modals; PUT /audits/{id}/add-message {mensaje, tipo}). */
export function AddMessageModal({ audit, onClose, onDone }: AddMessageModalProps) {
  return (
    <Modal opened={audit !== null} onClose={onClose} title={audit ? `Agregar mensaje · #${audit.id}` : ''}>
      {audit ? <MessageForm key={audit.id} audit={audit} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function MessageForm({
  audit,
  onClose,
  onDone,
}: {
  audit: Audit;
  onClose: () => void;
  onDone: (m: string) => void;
}) {
  const add = useAddAuditMessageMutation();
  const [mensaje, setMensaje] = useState('');
  const [tipo, setTipo] = useState<AuditMessageType>('general');
  const [problem, setProblem] = useState<string | null>(null);
  const blank = mensaje.trim() === '';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        add.mutate(
          { id: audit.id, mensaje: mensaje.trim(), tipo },
          {
            onSuccess: (r) => onDone(r.message ?? 'Mensaje agregado'),
            onError: (error) => setProblem(prefixedErrorMessage(ADD_MESSAGE_ERROR_PREFIX, error)),
          },
        );
      }}
    >
      <Stack>
        <Text size="sm" fw={600}>
          {audit.titulo}
        </Text>
        <Select
          label="Tipo"
          data={MESSAGE_TYPES.map((t) => ({ value: t, label: MESSAGE_TYPE_LABELS[t] }))}
          value={tipo}
          allowDeselect={false}
          onChange={(value) => value && setTipo(value as AuditMessageType)}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Mensaje"
          required
          autosize
          minRows={3}
          maxLength={2000}
          value={mensaje}
          onChange={(e) => {
            setMensaje(e.currentTarget.value);
            setProblem(null);
          }}
        />
        {problem ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={blank} loading={add.isPending}>
            Agregar mensaje
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
