import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { RequiredReasonForm } from './required-reason-form';

/** The confirmation of a payment's reversal (spec, salaries section 5). */
export const REVERT_WARNING = 'Esto creará un egreso compensatorio';

interface RevertWithReasonOptions {
  /** The title of the reason's dialog ('Revertir Pago de Olga Operadora'). */
  title: string;
  /** The title of the confirmation ('Revertir Pago'). */
  confirmTitle: string;
  /** The refusal of a blank reason. */
  requiredMessage: string;
  /** What is reverted, said with the reason given. */
  details: (motivo: string) => ReactNode;
  /** Confirmed: revert, with the reason. */
  onConfirm: (motivo: string) => void;
}

/**
 * Reverting a payment (a salary's 'Revertir Pago', a commission payment's 'Revertir pago'): the reason first
 * (required, not blank after trimming), then the confirmation that a compensating expense will be created and what
 * is reverted; only then `onConfirm`, with the reason.
 */
export function revertWithReason({
  title,
  confirmTitle,
  requiredMessage,
  details,
  onConfirm,
}: RevertWithReasonOptions) {
  const confirm = (motivo: string) =>
    modals.openConfirmModal({
      title: confirmTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {REVERT_WARNING}
          </Text>
          <Text size="sm">{details(motivo)}</Text>
        </Stack>
      ),
      labels: { confirm: 'Revertir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () => onConfirm(motivo),
    });
  const id = modals.open({
    title,
    children: (
      <RequiredReasonForm
        name="Revertir pago"
        label="Motivo de la reversión"
        requiredMessage={requiredMessage}
        maxLength={1000}
        confirm={{ label: 'Continuar', color: 'red' }}
        onCancel={() => modals.close(id)}
        onConfirm={(motivo) => {
          modals.close(id);
          confirm(motivo);
        }}
      />
    ),
  });
}
