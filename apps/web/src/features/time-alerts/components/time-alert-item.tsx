import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import {
  TIME_ALERT_PRIORITY_LABELS,
  TIME_ALERT_RESOLUTION_LABELS,
  TIME_ALERT_STATE_LABELS,
  timeAlertColor,
  timeAlertKindLabel,
  timeAlertShowsActions,
} from '@auditorias/domain/staff/time-alerts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { useMarkTimeAlertViewedMutation } from '../api/mark-time-alert-viewed';
import { timeAlertAudit, timeAlertClient, timeAlertOperator, timeAlertTimes } from '../time-alert-texts';
import { ResolveTimeAlertForm } from './resolve-time-alert-form';

/**
 * One alert of the panel: type, priority and state in its colour (resuelta green, revisada grey, otherwise by
 * priority), audit, client, operator, estimated against real time, when it was raised; the buttons only while
 * it is pending.
 */
export function TimeAlertItem({ alert }: { alert: TimeAlert }) {
  const [resolving, setResolving] = useState(false);
  const markViewed = useMarkTimeAlertViewedMutation();
  const color = timeAlertColor(alert.estado, alert.prioridad);
  const branch = alert.audit.branch ? ` · ${alert.audit.branch.nombre}` : '';

  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
      data-testid="time-alert-item"
      data-estado={alert.estado}
      aria-label={`Alerta ${alert.id}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Badge color={color} variant="filled" size="sm">
              {timeAlertKindLabel(alert.tipoAlerta)}
            </Badge>
            <Badge color={color} variant="light" size="sm">
              Prioridad {TIME_ALERT_PRIORITY_LABELS[alert.prioridad]}
            </Badge>
          </Group>
          <Badge color={color} variant="outline" size="sm">
            {TIME_ALERT_STATE_LABELS[alert.estado]}
          </Badge>
        </Group>
        <Text size="sm" fw={600} lineClamp={2}>
          {timeAlertAudit(alert)}
        </Text>
        <Text size="xs">
          Cliente: {timeAlertClient(alert)}
          {branch}
        </Text>
        <Text size="xs">Operador: {timeAlertOperator(alert)}</Text>
        <Text size="xs">{timeAlertTimes(alert)}</Text>
        {alert.resolucion ? (
          <Text size="xs" c="dimmed">
            Resolución: {TIME_ALERT_RESOLUTION_LABELS[alert.resolucion]}
            {alert.nota ? ` — ${alert.nota}` : ''}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          <DateTime value={alert.createdAt} />
        </Text>
        {timeAlertShowsActions(alert.estado) && !resolving ? (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-xs"
              variant="default"
              loading={markViewed.isPending}
              onClick={() => markViewed.mutate(alert.id)}
            >
              Marcar como vista
            </Button>
            <Button size="compact-xs" color="green" onClick={() => setResolving(true)}>
              Resolver
            </Button>
          </Group>
        ) : null}
        {timeAlertShowsActions(alert.estado) && resolving ? (
          <ResolveTimeAlertForm alertId={alert.id} onDone={() => setResolving(false)} />
        ) : null}
      </Stack>
    </Paper>
  );
}
