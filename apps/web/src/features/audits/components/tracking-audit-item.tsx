import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Box, Button, Collapse, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconMessagePlus,
  IconUserShare,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { DateTime } from '../../../components/date-time';
import { SmallButton } from '../../../components/small-button';
import { auditActions } from '../audit-facts';
import { AuditCard, AuditCardLayout, AuditCardTitle, AuditFact as Fact } from './audit-card';
import { auditPlace } from './audit-columns';
import { AuditDetails } from './audit-details';
import { AuditPriorityBadge } from './audit-priority-badge';
import { AuditStateBadge } from './audit-state-badge';
import { AuditTimeline } from './audit-timeline';

interface TrackingAuditItemProps {
  audit: Audit;
  user: PublicUser;
  expanded: boolean;
  highlighted: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onReassign: () => void;
  onMessage: () => void;
}

const NOT_EDITABLE = ['entregada', 'facturada'];

/** One audit of the tracking list: its summary, the possible actions and, expanded, details and timeline. */
export function TrackingAuditItem({
  audit,
  user,
  expanded,
  highlighted,
  onToggle,
  onEdit,
  onReassign,
  onMessage,
}: TrackingAuditItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  const actions = auditActions(user, audit);
  const canAssign = audit.operadorId === null && actions.includes('assign');
  const canReassign = audit.operadorId !== null && actions.includes('reassign');

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [highlighted]);

  return (
    <AuditCard
      audit={audit}
      ref={ref}
      data-testid={`tracking-audit-${audit.id}`}
      data-highlighted={highlighted || undefined}
      style={{
        background: highlighted ? 'var(--mantine-color-yellow-0)' : undefined,
        borderColor: highlighted ? 'var(--mantine-color-yellow-5)' : undefined,
        transition: 'background 300ms',
      }}
    >
      <AuditCardLayout
        actionsMaw={460}
        summary={
          <>
            <AuditCardTitle
              audit={audit}
              title={
                <Title order={3} size="h5" style={{ wordBreak: 'break-word' }}>
                  {audit.titulo}
                </Title>
              }
            >
              <AuditStateBadge estado={audit.estado} />
              <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
              {audit.requiereRevision ? (
                <Text size="xs" c="orange" fw={600}>
                  Requiere corrección
                </Text>
              ) : null}
            </AuditCardTitle>
            <Group gap="lg" wrap="wrap" style={{ rowGap: 2 }}>
              <Fact label="Cliente">{auditPlace(audit, true)}</Fact>
              <Fact label="Operador">{audit.operador?.name ?? 'Sin asignar'}</Fact>
              <Fact label="Supervisor">{audit.supervisor?.name ?? '—'}</Fact>
              <Fact label="Creada">
                <DateTime value={audit.createdAt} />
              </Fact>
            </Group>
          </>
        }
        actions={
          <>
            {canAssign || canReassign ? (
              <SmallButton variant="light" icon={IconUserShare} onClick={onReassign}>
                {canAssign ? 'Asignar' : 'Reasignar'}
              </SmallButton>
            ) : null}
            <SmallButton variant="light" color="grape" icon={IconMessagePlus} onClick={onMessage}>
              Mensaje
            </SmallButton>
            {NOT_EDITABLE.includes(audit.estado) ? null : (
              <SmallButton variant="default" icon={IconEdit} onClick={onEdit}>
                Editar
              </SmallButton>
            )}
            <Button
              size="xs"
              variant="subtle"
              onClick={onToggle}
              aria-expanded={expanded}
              rightSection={
                expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
              }
            >
              {expanded ? 'Ocultar' : 'Detalles'}
            </Button>
          </>
        }
      />
      <Collapse expanded={expanded}>
        {expanded ? (
          <Box pt="sm">
            <Divider mb="sm" />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              <Box style={{ gridColumn: 'span 2' }}>
                <AuditDetails audit={audit} viewerRole={user.role} />
              </Box>
              <Stack gap="xs">
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  Línea de tiempo
                </Text>
                <AuditTimeline auditId={audit.id} />
              </Stack>
            </SimpleGrid>
          </Box>
        ) : null}
      </Collapse>
    </AuditCard>
  );
}
