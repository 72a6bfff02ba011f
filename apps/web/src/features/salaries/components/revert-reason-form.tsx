import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import { RequiredReasonForm } from '../../../components/required-reason-form';

interface RevertReasonFormProps {
  onSubmit: (motivo: string) => void;
  onCancel: () => void;
}

/** The reason a salary payment is reverted: required, not blank after trimming. */
export function RevertReasonForm({ onSubmit, onCancel }: RevertReasonFormProps) {
  return (
    <RequiredReasonForm
      name="Revertir pago"
      label="Motivo de la reversión"
      requiredMessage={SALARY_MSG.motivoObligatorio}
      maxLength={1000}
      confirm={{ label: 'Continuar', color: 'red' }}
      onCancel={onCancel}
      onConfirm={onSubmit}
    />
  );
}
