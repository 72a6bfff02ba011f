import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';

interface BlockReasonFormProps {
  operatorName: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The optional reason of a block (trimmed; left out when empty) and the confirmation. */
export function BlockReasonForm({ operatorName, loading, onConfirm, onCancel }: BlockReasonFormProps) {
  const [reason, setReason] = useState('');
  return (
    <Stack gap={6}>
      <TextInput
        size="xs"
        label="Razón del bloqueo (opcional)"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
        data-autofocus
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onConfirm(reason);
          }
        }}
      />
      <Group gap={6} justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onCancel} disabled={loading}>
          Cancelar
        </Button>
        <Button
          size="compact-xs"
          color="red"
          loading={loading}
          onClick={() => onConfirm(reason)}
          aria-label={`Confirmar bloqueo de ${operatorName}`}
        >
          Confirmar bloqueo
        </Button>
      </Group>
    </Stack>
  );
}
