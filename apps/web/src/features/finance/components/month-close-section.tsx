import { hasPeriodEnded, reopenReason } from '@auditorias/domain/finance/periods';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { DateTime } from '../../../components/date-time';
import { ReasonConfirmForm } from '../../../components/reason-confirm-form';
import { SmallButton } from '../../../components/small-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useClosePeriodMutation, usePeriodsQuery, useReopenPeriodMutation } from '../api/periods';
import { type Period, periodLabel } from '../finance-period';

export const MONTH_CLOSE_ERRORS = {
  close: 'Error al cerrar el mes',
  reopen: 'Error al reabrir el mes',
  load: 'Error al cargar los cierres de mes',
} as const;

function ReopenForm({ period, onDone }: { period: Period; onDone: (motivo: string) => void }) {
  return (
    <ReasonConfirmForm
      gap="sm"
      intro={`${periodLabel(period)} volverá a admitir movimientos y cambios de sueldos. La reapertura queda registrada con su motivo.`}
      reason={{ label: 'Motivo de la reapertura', required: true, minRows: 2 }}
      confirm={{ label: 'Reabrir mes', color: 'orange' }}
      onCancel={() => modals.closeAll()}
      onConfirm={(motivo) => {
        const reason = reopenReason(motivo);
        if (reason) onDone(reason);
      }}
    />
  );
}

/**
 * 'Cierre de mes' (docs/decisions.md): the selected month's state; the admin closes an ended month (no entry may
 * then be dated in it and its salaries are frozen) and reopens it with a reason; the last closes and reopenings.
 */
export function MonthCloseSection({ period, canClose }: { period: Period; canClose: boolean }) {
  const periods = usePeriodsQuery();
  const close = useClosePeriodMutation();
  const reopen = useReopenPeriodMutation();
  const banner = useTimedMessage();
  const closed = periods.data?.cerrados.find((c) => c.mes === period.mes && c.anio === period.anio);
  const history = (periods.data?.historial ?? []).slice(0, 5);
  const ended = hasPeriodEnded(period);

  function askClose() {
    modals.openConfirmModal({
      title: `Cerrar ${periodLabel(period)}`,
      children: (
        <Text size="sm">
          No se podrán registrar ingresos, gastos ni cobros con fecha en {periodLabel(period)}, ni cambiar sus
          sueldos. ¿Cerrar el mes?
        </Text>
      ),
      labels: { confirm: 'Cerrar mes', cancel: 'Cancelar' },
      onConfirm: () =>
        close.mutate(period, {
          onSuccess: (answer) => banner.success(answer.message),
          onError: (error) => banner.error(prefixedErrorMessage(MONTH_CLOSE_ERRORS.close, error)),
        }),
    });
  }

  function askReopen() {
    modals.open({
      title: `Reabrir ${periodLabel(period)}`,
      children: (
        <ReopenForm
          period={period}
          onDone={(motivo) => {
            modals.closeAll();
            reopen.mutate(
              { ...period, motivo },
              {
                onSuccess: (answer) => banner.success(answer.message),
                onError: (error) => banner.error(prefixedErrorMessage(MONTH_CLOSE_ERRORS.reopen, error)),
              },
            );
          }}
        />
      ),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="month-close">
      <Stack gap="sm">
        <TimedMessageAlert message={banner.message} onClose={banner.clear} />
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={3} size="h5">
              Cierre de mes
            </Title>
            {periods.isSuccess ? (
              closed ? (
                <Badge color="gray" leftSection={<IconLock size={12} aria-hidden />}>
                  Cerrado
                </Badge>
              ) : (
                <Badge color="green" variant="light">
                  Abierto
                </Badge>
              )
            ) : null}
          </Group>
          {canClose && periods.isSuccess ? (
            closed ? (
              <SmallButton
                variant="light"
                color="orange"
                icon={IconLockOpen}
                onClick={askReopen}
                loading={reopen.isPending}
              >
                Reabrir mes
              </SmallButton>
            ) : ended ? (
              <SmallButton icon={IconLock} onClick={askClose} loading={close.isPending}>
                Cerrar mes
              </SmallButton>
            ) : null
          ) : null}
        </Group>
        {periods.isError ? (
          <Text size="sm" c="red.8">
            {prefixedErrorMessage(MONTH_CLOSE_ERRORS.load, periods.error)}
          </Text>
        ) : closed ? (
          <Text size="sm">
            {periodLabel(period)} cerrado el <DateTime value={closed.cerradoEn} />
            {closed.cerradoPor ? ` por ${closed.cerradoPor}` : ''}: no admite movimientos con fecha en él ni
            cambios de sueldos.
          </Text>
        ) : (
          <Text size="sm" c="dark.4">
            {ended
              ? `${periodLabel(period)} está abierto.`
              : `${periodLabel(period)} todavía no terminó: se cierra cuando termina.`}
          </Text>
        )}
        {history.length > 0 ? (
          <Stack gap={2} aria-label="Últimos cierres y reaperturas">
            {history.map((h) => (
              <Text key={h.id} size="xs" c="dark.4">
                <DateTime value={h.fecha} /> · {h.accion === 'cerrar' ? 'Cierre' : 'Reapertura'} de{' '}
                {periodLabel(h)}
                {h.usuario ? ` por ${h.usuario}` : ''}
                {h.motivo ? ` — ${h.motivo}` : ''}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
