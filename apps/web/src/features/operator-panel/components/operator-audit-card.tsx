import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { AuditPriorityBadge, AuditStateBadge } from '../../audits/public';

interface OperatorAuditCardProps {
  audit: Audit;
  actionLabel?: string;
  actionIcon?: ReactNode;
  actionColor?: string;
  onAction?: () => void;
  loading?: boolean;
  /** A line under the title (e.g. who assigned it, why it was paused). */
  note?: ReactNode;
}

/** One audit of the operator panel with its one action (Iniciar, Continuar, Reanudar). */
export function OperatorAuditCard({
  audit,
  actionLabel,
  actionIcon,
  actionColor,
  onAction,
  loading,
  note,
}: OperatorAuditCardProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Auditoría #${audit.id} ${audit.titulo}`}
    >
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" c="dimmed" fw={600}>
              #{audit.id}
            </Text>
            <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
              {audit.titulo}
            </Text>
            <AuditPriorityBadge prioridad={audit.prioridad} size="xs" />
            <AuditStateBadge estado={audit.estado} size="xs" />
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {audit.client.nombre}
            {audit.branch?.nombre || audit.sucursal ? ` · ${audit.branch?.nombre ?? audit.sucursal}` : ''}
            {audit.fechaTerminacion ? (
              <>
                {' · Terminada '}
                <DateTime value={audit.fechaTerminacion} />
              </>
            ) : null}
          </Text>
          {note ? (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          ) : null}
        </Stack>
        {actionLabel && onAction ? (
          <Button
            size="xs"
            color={actionColor}
            leftSection={actionIcon}
            onClick={onAction}
            loading={loading}
            style={{ flexShrink: 0 }}
          >
            {actionLabel}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
