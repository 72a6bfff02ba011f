import { type AuditState, STATE_COLORS, STATE_LABELS } from '@auditorias/domain/audits/states';
import { Badge, type BadgeProps } from '@mantine/core';

/** An audit's state in its colour. */
export function AuditStateBadge({ estado, ...props }: { estado: AuditState } & BadgeProps) {
  return (
    <Badge color={STATE_COLORS[estado]} variant="light" {...props}>
      {STATE_LABELS[estado]}
    </Badge>
  );
}
