import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { ErrorText } from '../../../components/error-alert';
import { Money } from '../../../components/money';
import { SmallButton } from '../../../components/small-button';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useDeletionAlertsQuery } from '../api/list-deletion-alerts';
import { useMarkAlertReviewedMutation } from '../api/mark-alert-reviewed';
import { deletionTypeLabel, moreLabel, visibleAlerts } from '../deletion-alerts-view';

/**
 * Deletion alerts of the admin overview: audits deleted as a correction (their charge and the operator's pay were
 * reversed). At most 5 shown, each dismissable as reviewed, then 'y N más'. Nothing shows when there are none.
 */
export function DeletionAlerts() {
  const query = useDeletionAlertsQuery();
  const reviewed = useMarkAlertReviewedMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const alerts = query.data ?? [];
  if (alerts.length === 0) return null;
  const { shown, more } = visibleAlerts(alerts);

  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`Alertas de eliminación (${alerts.length})`}
      data-testid="deletion-alerts"
    >
      <Stack gap="xs">
        {shown.map((alert) => (
          <Paper key={alert.id} withBorder p="xs" radius="sm" data-testid={`deletion-alert-${alert.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {alert.auditId ? `Auditoría #${alert.auditId} eliminada` : 'Auditoría eliminada'} ·{' '}
                  {deletionTypeLabel(alert.tipo)} · <Money pesos={alert.monto} span size="sm" fw={600} />
                </Text>
                <Text size="xs" c="dimmed">
                  Por {alert.eliminadoPor ?? 'desconocido'} el <DateTime value={alert.fechaEliminacion} /> ·
                  creada el <DateTime value={alert.fechaOriginal} dateOnly />
                </Text>
                {alert.razon ? (
                  <Text size="xs" style={{ wordBreak: 'break-word' }}>
                    Motivo: {alert.razon}
                  </Text>
                ) : null}
              </Stack>
              <SmallButton
                variant="white"
                color="orange"
                icon={IconCheck}
                loading={reviewed.isPending && reviewed.variables === alert.id}
                onClick={() => {
                  setProblem(null);
                  reviewed.mutate(alert.id, {
                    onError: (error) =>
                      setProblem(prefixedErrorMessage('Error marcando la alerta como revisada', error)),
                  });
                }}
                aria-label={`Marcar como revisada la alerta ${alert.id}`}
              >
                Revisada
              </SmallButton>
            </Group>
          </Paper>
        ))}
        {more > 0 ? (
          <Text size="sm" fw={600} data-testid="deletion-alerts-more">
            {moreLabel(more)}
          </Text>
        ) : null}
        <ErrorText>{problem}</ErrorText>
      </Stack>
    </Alert>
  );
}
