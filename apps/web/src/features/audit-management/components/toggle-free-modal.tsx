import type { Audit } from '@auditorias/domain/schemas/audits';
import { IconGift } from '@tabler/icons-react';
import { type ItemDialogOutcome, ItemModal } from '../../../components/item-modal';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { useDialogOutcome } from '../../../lib/use-dialog-outcome';
import { useToggleFreeMutation } from '../api/toggle-free';

export const TOGGLE_FREE_ERROR_PREFIX = 'Error cambiando estado gratuito';

interface ToggleFreeModalProps extends ItemDialogOutcome {
  audit: Audit | null;
}

/** Free or charged for the client, with an optional reason. */
export function ToggleFreeModal({ audit, onClose, onDone }: ToggleFreeModalProps) {
  return (
    <ItemModal
      item={audit}
      onClose={onClose}
      title={(a) => `${a.gratisParaCliente ? 'Volver a cobrar' : 'Marcar como gratuita'} · #${a.id}`}
    >
      {(a) => <ToggleForm audit={a} onClose={onClose} onDone={onDone} />}
    </ItemModal>
  );
}

function ToggleForm({ audit, onClose, onDone }: { audit: Audit } & ItemDialogOutcome) {
  const toggle = useToggleFreeMutation();
  const { problem, outcome } = useDialogOutcome(TOGGLE_FREE_ERROR_PREFIX, onDone);
  const making = !audit.gratisParaCliente;
  return (
    <ReasonConfirmForm
      intro={
        making
          ? 'El cliente no pagará esta auditoría (el operador cobra igual).'
          : 'La auditoría vuelve a cobrarse al cliente a su precio.'
      }
      reason={{ label: 'Motivo (opcional)', minRows: 2, maxLength: 1000 }}
      problem={problem}
      pending={toggle.isPending}
      confirm={{ label: making ? 'Marcar gratuita' : 'Volver a cobrar', icon: <IconGift size={16} /> }}
      onCancel={onClose}
      onConfirm={(motivo) => toggle.mutate({ id: audit.id, gratisParaCliente: making, motivo }, outcome)}
    />
  );
}
