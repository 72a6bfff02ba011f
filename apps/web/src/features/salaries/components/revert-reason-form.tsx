import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';

interface RevertReasonFormProps {
  onSubmit: (motivo: string) => void;
  onCancel: () => void;
}

/** The reason a salary payment is reverted: required, not blank after trimming. */
export function RevertReasonForm({ onSubmit, onCancel }: RevertReasonFormProps) {
  return (
    <ReasonConfirmForm
      formProps={{ 'aria-label': 'Revertir pago' }}
      gap="sm"
      reason={{
        label: 'Motivo de la reversión',
        required: true,
        requiredMessage: SALARY_MSG.motivoObligatorio,
        minRows: 2,
        maxLength: 1000,
      }}
      confirm={{ label: 'Continuar', color: 'red' }}
      onCancel={onCancel}
      onConfirm={onSubmit}
    />
  );
}
