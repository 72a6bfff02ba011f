import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { LoadingSpinner } from '../../../components/query-state';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { currentPeriod } from '../../finance/public';
import { useSalaryMonthQuery } from '../api/list-salaries';
import { MySalaryErrorBoundary } from './my-salary-error-boundary';
import { MySalaryPeriodSwitch } from './my-salary-period-switch';
import { describeSalaryFailure, type PeriodChoice, periodFor, SALARY_TEXT } from './my-salary-rules';
import { RevertPaymentButton } from './revert-payment-button';
import { SalarySummaryFigures } from './salary-summary-figures';
import { useSalaryActions } from './use-salary-actions';

/**
 * The payroll block of the user detail (admin and contable): the employee's salary record of the current month, or
 * of the previous one, from GET /sueldos?operadorId&mes&anio; for the admin, 'Revertir Pago' with the salary
 * screen's own action (reason, confirmation, POST /sueldos/revertir), after which the block reloads.
 */
export function SalarySummaryBlock({
  employee,
  canRevert = false,
}: {
  employee: PublicUser;
  /** The admin (who pays salaries) gets 'Revertir Pago' when something is paid; others only look. */
  canRevert?: boolean;
}) {
  const [choice, setChoice] = useState<PeriodChoice>('actual');
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const actions = useSalaryActions(employee.name, banner);
  const [current] = useState(() => currentPeriod());
  const period = periodFor(choice, current);
  const query = useSalaryMonthQuery({ operadorId: employee.id, mes: period.mes, anio: period.anio });

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingSpinner label="Cargando sueldo" size="sm" py="sm" />;
  } else if (query.isError) {
    const failure = describeSalaryFailure(query.error);
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Group gap="sm">
          <Text size="sm">
            {failure.kind === 'disabled' ? failure.message : failure.title}
            {failure.kind === 'error' && failure.detail ? `: ${failure.detail}` : ''}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </Group>
      </Alert>
    );
  } else if (!query.data.sueldo) {
    body = (
      <Text size="sm" c="dimmed">
        {SALARY_TEXT.noConfig}
      </Text>
    );
  } else {
    const sueldo = query.data.sueldo;
    body = (
      <Stack gap="sm">
        <MySalaryErrorBoundary key={`${sueldo.id}-${query.dataUpdatedAt}`}>
          <SalarySummaryFigures record={sueldo} />
        </MySalaryErrorBoundary>
        {canRevert && sueldo.detalle.totalPagado > 0 ? (
          <Group>
            <RevertPaymentButton sueldo={sueldo} actions={actions} />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" data-testid="salary-summary">
      <MySalaryPeriodSwitch value={choice} period={period} onChange={setChoice} />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      {body}
    </Stack>
  );
}
