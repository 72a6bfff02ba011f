import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { IconArrowBackUp } from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import type { useSalaryActions } from './use-salary-actions';

interface RevertPaymentButtonProps {
  sueldo: SalaryRecordDto;
  actions: Pick<ReturnType<typeof useSalaryActions>, 'revertPayment' | 'busy'>;
}

/**
 * 'Revertir Pago' (spec: the salary screen's current-salary panel and the user detail's payroll block): asks the
 * reason, confirms with 'Esto creará un egreso compensatorio' and reverts everything paid (`useSalaryActions`).
 */
export function RevertPaymentButton({ sueldo, actions }: RevertPaymentButtonProps) {
  return (
    <SmallButton
      variant="light"
      color="red"
      icon={IconArrowBackUp}
      disabled={actions.busy}
      onClick={() => actions.revertPayment(sueldo)}
    >
      Revertir Pago
    </SmallButton>
  );
}
