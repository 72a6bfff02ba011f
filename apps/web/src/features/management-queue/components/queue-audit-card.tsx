import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconRocket } from '@tabler/icons-react';
import { AuditPriorityBadge, AuditStateBadge, auditActions, formatDay } from '../../audits/public';
import { ORIGIN_COLORS, ORIGIN_LABELS } from '../queue-groups';

interface QueueAuditCardProps {
  audit: Audit;
  user: PublicUser;
  onEdit: () => void;
  onEnable: () => void;
}

/** One audit waiting in the management queue, with edit and enable-for-transit. */
export function QueueAuditCard({ audit, user, onEdit, onEnable }: QueueAuditCardProps) {
  const canEnable = auditActions(user, audit).includes('enable_transit');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={`Auditoría #${audit.id} ${audit.titulo}`}
      data-testid={`queue-audit-${audit.id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" fw={600}>
              #{audit.id}
            </Text>
            <Text size="sm" fw={700} style={{ wordBreak: 'break-word' }}>
              {audit.titulo}
            </Text>
            <AuditStateBadge estado={audit.estado} size="sm" />
            <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
            <Badge color={ORIGIN_COLORS[audit.origenCarga]} variant="outline" size="sm">
              {ORIGIN_LABELS[audit.origenCarga]}
            </Badge>
          </Group>
          <Group gap="lg" wrap="wrap">
            <Text size="xs">
              <Text span c="dimmed">
                Sucursal:{' '}
              </Text>
              {audit.branch?.nombre ?? audit.sucursal ?? 'Casa central'}
            </Text>
            <Text size="xs">
              <Text span c="dimmed">
                Solicitada:{' '}
              </Text>
              {formatDay(audit.fechaSolicitada)}
            </Text>
            <Text size="xs">
              <Text span c="dimmed">
                Programada:{' '}
              </Text>
              {audit.fechaProgramada ? formatDay(audit.fechaProgramada) : 'Sin fecha'}
            </Text>
            {audit.operador ? (
              <Text size="xs">
                <Text span c="dimmed">
                  Operador:{' '}
                </Text>
                {audit.operador.name}
              </Text>
            ) : null}
          </Group>
          {audit.descripcion ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {audit.descripcion}
            </Text>
          ) : null}
        </Stack>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
          >
            Editar
          </Button>
          {canEnable ? (
            <Button
              size="xs"
              color="teal"
              leftSection={<IconRocket size={14} aria-hidden />}
              onClick={onEnable}
            >
              Habilitar
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}
