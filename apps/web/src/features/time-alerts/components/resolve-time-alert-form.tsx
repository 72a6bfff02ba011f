import {
  TIME_ALERT_RESOLUTION_LABELS,
  TIME_ALERT_RESOLUTIONS,
  type TimeAlertResolution,
} from '@auditorias/domain/staff/time-alerts';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useResolveTimeAlertMutation } from '../api/resolve-time-alert';
import { showTimeAlertResolved } from '../time-alert-toasts';

const NOTE_MAX = 1000;

interface ResolveTimeAlertFormProps {
  alertId: number;
  onDone: () => void;
}

/** 'Resolver': a resolution (required) and an optional note. A failure is silent (spec section 8). */
export function ResolveTimeAlertForm({ alertId, onDone }: ResolveTimeAlertFormProps) {
  const [resolution, setResolution] = useState<TimeAlertResolution | ''>('');
  const [note, setNote] = useState('');
  const resolve = useResolveTimeAlertMutation();

  const submit = () => {
    if (!resolution) return;
    resolve.mutate(
      { id: alertId, resolution, note },
      {
        onSuccess: () => {
          showTimeAlertResolved();
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap={6} data-testid="resolve-time-alert-form">
      <NativeSelect
        size="xs"
        label="Resolución"
        value={resolution}
        onChange={(event) => setResolution(event.currentTarget.value as TimeAlertResolution | '')}
        data={[
          { value: '', label: 'Elegí una resolución', disabled: true },
          ...TIME_ALERT_RESOLUTIONS.map((r) => ({ value: r, label: TIME_ALERT_RESOLUTION_LABELS[r] })),
        ]}
      />
      <Textarea
        size="xs"
        label="Nota (opcional)"
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={NOTE_MAX}
        autosize
        minRows={2}
        maxRows={4}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" onClick={onDone} disabled={resolve.isPending}>
          Cancelar
        </Button>
        <Button
          size="compact-xs"
          color="green"
          onClick={submit}
          disabled={!resolution}
          loading={resolve.isPending}
        >
          Confirmar
        </Button>
      </Group>
    </Stack>
  );
}
