import { PRIORITY_COLORS } from '@auditorias/domain/audits/states';
import { PRIORITY_LABELS, type Priority } from '@auditorias/domain/clients/constants';
import { Badge, type BadgeProps } from '@mantine/core';

/** Spec: priority badge — urgente red, prioritaria yellow, normal green. */
export function AuditPriorityBadge({ prioridad, ...props }: { prioridad: Priority } & BadgeProps) {
  return (
    <Badge color={PRIORITY_COLORS[prioridad]} variant="filled" data-priority={prioridad} {...props}>
      {PRIORITY_LABELS[prioridad]}
    </Badge>
  );
}
