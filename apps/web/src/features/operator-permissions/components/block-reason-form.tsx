import { ReasonConfirmForm } from '../../../components/reason-confirm-form';

interface BlockReasonFormProps {
  operatorName: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The optional reason of a block (trimmed; left out when empty) and the confirmation; Enter confirms. */
export function BlockReasonForm({ operatorName, loading, onConfirm, onCancel }: BlockReasonFormProps) {
  return (
    <ReasonConfirmForm
      compact
      reason={{ label: 'Razón del bloqueo (opcional)', singleLine: true, maxLength: 500 }}
      pending={loading}
      confirm={{
        label: 'Confirmar bloqueo',
        color: 'red',
        ariaLabel: `Confirmar bloqueo de ${operatorName}`,
      }}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
