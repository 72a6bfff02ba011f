import { AmountForm } from '../../../components/amount-form';

/** Spec has no text for it: a partial amount above what is still due (the server's own message). */
export const OVER_DUE_MESSAGE = 'El monto supera el saldo pendiente de la auditoría';

interface PartialPaymentFormProps {
  /** What is still due, in pesos. */
  saldo: number;
  onSubmit: (monto: number) => void;
  onCancel: () => void;
}

/** The amount prompt of a partial collection: more than 0, at most what is due. */
export function PartialPaymentForm({ saldo, onSubmit, onCancel }: PartialPaymentFormProps) {
  const due = Math.round(saldo * 100);
  return (
    <AmountForm
      name="Cobro parcial"
      label="Monto a cobrar"
      saldo={saldo}
      check={(centavos) => (centavos > due ? OVER_DUE_MESSAGE : null)}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
