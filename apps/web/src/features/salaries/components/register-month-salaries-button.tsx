import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconReceipt } from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { periodLabel } from '../../finance/public';
import { useRegisterMonthSalariesMutation } from '../api/register-month-salaries';
import type { SalaryPeriod } from '../salary-form-values';

export const REGISTER_MONTH_ERROR = 'Error registrando los sueldos del mes';

interface Props {
  period: SalaryPeriod;
  notify: { success: (text: string) => void; error: (text: string) => void };
}

/**
 * 'Registrar sueldos del mes': POST /sueldos/crear-gastos-existentes for the selected month, after confirmation —
 * every active employee's salary calculated and its accrual recorded in finance.
 */
export function RegisterMonthSalariesButton({ period, notify }: Props) {
  const register = useRegisterMonthSalariesMutation();
  function ask() {
    modals.openConfirmModal({
      title: `Registrar sueldos de ${periodLabel(period)}`,
      children: (
        <Text size="sm">
          Se calcula el sueldo de {periodLabel(period)} de todo el personal activo y se registran en finanzas
          los sueldos devengados que falten. Los sueldos con pagos no cambian.
        </Text>
      ),
      labels: { confirm: 'Registrar', cancel: 'Cancelar' },
      onConfirm: () =>
        register.mutate(period, {
          onSuccess: (answer) => notify.success(answer.message),
          onError: (error) => notify.error(prefixedErrorMessage(REGISTER_MONTH_ERROR, error)),
        }),
    });
  }
  return (
    <SmallButton variant="light" icon={IconReceipt} onClick={ask} loading={register.isPending}>
      Registrar sueldos de {periodLabel(period)}
    </SmallButton>
  );
}
