import { SALARY_MSG } from '@auditorias/domain/salaries/ledger';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconRefresh } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { LoadErrorAlert, LoadingSpinner } from '../../../components/query-state';
import { SmallButton } from '../../../components/small-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { ERROR_MESSAGE_MS, useTimedMessage } from '../../../lib/use-timed-message';
import { periodLabel } from '../../finance/public';
import type { SalaryEmployee } from '../api/list-salary-employees';
import type { SalaryPeriod } from '../salary-form-values';
import { salaryStateLabel } from './my-salary-rules';
import { RevertPaymentButton } from './revert-payment-button';
import { SALARY_ERRORS, useSalaryActions } from './use-salary-actions';

/** Spec: the current-salary panel without a record. */
export const NO_SALARY_INFO = SALARY_MSG.sinConfiguracion;

interface CurrentSalaryPanelProps {
  employee: SalaryEmployee;
  period: SalaryPeriod;
  sueldo: SalaryRecordDto | null | undefined;
  isPending: boolean;
  error: Error | null;
  readOnly: boolean;
}

function EstadoBadge({ s }: { s: SalaryRecordDto }) {
  const { color, label } = salaryStateLabel(s);
  return (
    <Badge color={color} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

function Figure({ label, pesos, strong }: { label: string; pesos: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid={`figure-${label}`}>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Money pesos={pesos} fw={strong ? 700 : 500} />
    </Group>
  );
}

/**
 * 'Sueldo actual': the month's salary with its breakdown, what was paid and what is owed, and (admin) the
 * 'Pago Total', 'Pago Parcial' and 'Revertir Pago' actions; without a record, 'No hay información de sueldo
 * configurada'.
 */
export function CurrentSalaryPanel({
  employee,
  period,
  sueldo,
  isPending,
  error,
  readOnly,
}: CurrentSalaryPanelProps) {
  const banner = useTimedMessage({ errorMs: ERROR_MESSAGE_MS });
  const actions = useSalaryActions(employee.name, banner);
  const recalcButton = (label: string) =>
    readOnly ? null : (
      <SmallButton
        variant="light"
        icon={IconRefresh}
        loading={actions.recalculating}
        onClick={() => actions.recalculate({ operadorId: employee.id, ...period })}
      >
        {label}
      </SmallButton>
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-salary-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="current-salary-title">
            Sueldo actual · {periodLabel(period)}
          </Title>
          {sueldo ? <EstadoBadge s={sueldo} /> : null}
        </Group>
        <TimedMessageAlert message={banner.message} onClose={banner.clear} />
        {isPending ? (
          <LoadingSpinner label="Cargando sueldo" size="sm" py="md" />
        ) : error ? (
          <LoadErrorAlert prefix={SALARY_ERRORS.load} error={error} />
        ) : !sueldo ? (
          <EmptyState message={NO_SALARY_INFO} action={recalcButton('Calcular sueldo')} />
        ) : (
          <Stack gap={6} data-testid="current-salary">
            <Figure label="Sueldo final" pesos={sueldo.sueldoFinal} strong />
            {sueldo.detalle.lineas.map((l) => (
              <Group key={l.concepto} justify="space-between" wrap="nowrap" gap="sm" pl="sm">
                <Text size="xs" c="dimmed" fs={l.informativo ? 'italic' : undefined}>
                  {l.concepto}
                </Text>
                {l.informativo && l.monto === 0 ? null : <Money pesos={l.monto} size="xs" c="dimmed" />}
              </Group>
            ))}
            <Divider my={4} />
            <Figure label="Total pagado" pesos={sueldo.detalle.totalPagado} />
            <Figure label="Saldo pendiente" pesos={sueldo.saldoPendiente} strong />
            <Text size="xs" c="dimmed">
              Calculado el <DateTime value={sueldo.calculadoEn} />
            </Text>
            {readOnly ? null : (
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  color="green"
                  leftSection={<IconCash size={14} aria-hidden />}
                  disabled={sueldo.saldoPendiente <= 0 || actions.busy}
                  onClick={() => actions.payTotal(sueldo)}
                >
                  Pago Total
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="green"
                  disabled={sueldo.saldoPendiente <= 0 || actions.busy}
                  onClick={() => actions.payPartial(sueldo)}
                >
                  Pago Parcial
                </Button>
                {sueldo.detalle.totalPagado > 0 ? (
                  <RevertPaymentButton sueldo={sueldo} actions={actions} />
                ) : (
                  recalcButton('Recalcular')
                )}
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
