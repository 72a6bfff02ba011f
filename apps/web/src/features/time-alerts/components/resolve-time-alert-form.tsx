import {
  TIME_ALERT_RESOLUTION_LABELS,
  TIME_ALERT_RESOLUTIONS,
  type TimeAlertResolution,
} from '@auditorias/domain/staff/time-alerts';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
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
  const resolve = useResolveTimeAlertMutation();

  return (
    <ReasonConfirmForm
      compact
      formProps={{ 'data-testid': 'resolve-time-alert-form' }}
      reason={{ label: 'Nota (opcional)', minRows: 2, maxRows: 4, maxLength: NOTE_MAX, autoFocus: false }}
      pending={resolve.isPending}
      confirm={{ label: 'Confirmar', color: 'green', disabled: !resolution }}
      onCancel={onDone}
      onConfirm={(note) => {
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
      }}
    >
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
    </ReasonConfirmForm>
  );
}
