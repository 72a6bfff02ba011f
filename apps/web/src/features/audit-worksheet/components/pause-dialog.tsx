import { pauseReasonProblem } from '@auditorias/domain/schemas/audits';
import { Modal } from '@mantine/core';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';

interface PauseDialogProps {
  opened: boolean;
  pausing: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Pausing needs a reason (spec section 5: else 'Por favor, especifica la razón para pausar'). */
export function PauseDialog({ opened, pausing, onCancel, onConfirm }: PauseDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Pausar auditoría"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <ReasonConfirmForm
        gap="sm"
        intro="Lo escrito queda guardado; podrás reanudarla desde tu panel."
        reason={{
          label: 'Razón de la pausa',
          required: true,
          requiredMessage: pauseReasonProblem,
          refusalIn: 'alert',
          minRows: 3,
          maxLength: 1000,
        }}
        pending={pausing}
        confirm={{ label: 'Pausar', color: 'yellow' }}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}
