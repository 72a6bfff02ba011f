import { pesosToCentavos } from '@auditorias/domain/money';
import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import { AmountForm } from '../../../components/amount-form';

interface SalaryAmountFormProps {
  /** Pesos still owed. */
  saldo: number;
  onSubmit: (monto: number) => void;
  onCancel: () => void;
}

/** The amount of a 'Pago Parcial': more than 0 and less than what is still owed (the server's rule). */
export function SalaryAmountForm({ saldo, onSubmit, onCancel }: SalaryAmountFormProps) {
  const owed = pesosToCentavos(saldo);
  return (
    <AmountForm
      name="Pago parcial"
      label="Monto a pagar"
      saldo={saldo}
      check={(centavos) => (centavos >= owed ? SALARY_MSG.parcialExcede(owed) : null)}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
