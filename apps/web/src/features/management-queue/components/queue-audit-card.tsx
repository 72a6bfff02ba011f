import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Badge, Group, Text } from '@mantine/core';
import { IconEdit, IconRocket } from '@tabler/icons-react';
import { SmallButton } from '../../../components/small-button';
import {
  AuditCard,
  AuditCardLayout,
  AuditCardTitle,
  AuditFact,
  AuditPriorityBadge,
  AuditStateBadge,
  auditActions,
  formatDay,
} from '../../audits/public';
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
    <AuditCard audit={audit} data-testid={`queue-audit-${audit.id}`}>
      <AuditCardLayout
        summary={
          <>
            <AuditCardTitle
              audit={audit}
              title={
                <Text size="sm" fw={700} style={{ wordBreak: 'break-word' }}>
                  {audit.titulo}
                </Text>
              }
            >
              <AuditStateBadge estado={audit.estado} size="sm" />
              <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
              <Badge color={ORIGIN_COLORS[audit.origenCarga]} variant="outline" size="sm">
                {ORIGIN_LABELS[audit.origenCarga]}
              </Badge>
            </AuditCardTitle>
            <Group gap="lg" wrap="wrap">
              <AuditFact label="Sucursal" size="xs">
                {audit.branch?.nombre ?? audit.sucursal ?? 'Casa central'}
              </AuditFact>
              <AuditFact label="Solicitada" size="xs">
                {formatDay(audit.fechaSolicitada)}
              </AuditFact>
              <AuditFact label="Programada" size="xs">
                {audit.fechaProgramada ? formatDay(audit.fechaProgramada) : 'Sin fecha'}
              </AuditFact>
              {audit.operador ? (
                <AuditFact label="Operador" size="xs">
                  {audit.operador.name}
                </AuditFact>
              ) : null}
            </Group>
            {audit.descripcion ? (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {audit.descripcion}
              </Text>
            ) : null}
          </>
        }
        actions={
          <>
            <SmallButton icon={IconEdit} variant="default" onClick={onEdit}>
              Editar
            </SmallButton>
            {canEnable ? (
              <SmallButton icon={IconRocket} color="teal" onClick={onEnable}>
                Habilitar
              </SmallButton>
            ) : null}
          </>
        }
      />
    </AuditCard>
  );
}
