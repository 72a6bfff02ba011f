import type { Audit } from '@auditorias/domain/schemas/audits';
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import {
  AuditCard,
  AuditCardLayout,
  AuditCardTitle,
  AuditPriorityBadge,
  AuditStateBadge,
  auditPlace,
} from '../../audits/public';

export interface OperatorAuditCardProps {
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
    <AuditCard audit={audit}>
      <AuditCardLayout
        align="center"
        summary={
          <>
            <AuditCardTitle
              audit={audit}
              gap={6}
              title={
                <Text fw={600} size="sm" style={{ wordBreak: 'break-word' }}>
                  {audit.titulo}
                </Text>
              }
            >
              <AuditPriorityBadge prioridad={audit.prioridad} size="xs" />
              <AuditStateBadge estado={audit.estado} size="xs" />
            </AuditCardTitle>
            {/* At most two lines, wrapping: a phone shows the day it ended instead of cutting it off. */}
            <Text size="xs" c="dimmed" lineClamp={2}>
              {auditPlace(audit, true)}
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
          </>
        }
        actions={
          actionLabel && onAction ? (
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
          ) : null
        }
      />
    </AuditCard>
  );
}
