import type { Audit } from '@auditorias/domain/schemas/audits';
import { Badge, type BadgeProps, Group, Stack, Text } from '@mantine/core';
import type { Column } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { AuditPriorityBadge } from './audit-priority-badge';
import { AuditStateBadge } from './audit-state-badge';

/**
 * Where an audit is: its client, and its branch after a '·' when it has one (with `typedBranch`, the branch
 * typed on the audit when it has none linked).
 */
export function auditPlace(audit: Audit, typedBranch = false): string {
  const branch = typedBranch ? audit.branch?.nombre || audit.sucursal : audit.branch?.nombre;
  return branch ? `${audit.client.nombre} · ${branch}` : audit.client.nombre;
}

/** The '#' column of the audit tables: the audit's number. */
export const auditNumberColumn: Column<Audit> = {
  header: '#',
  card: 'number',
  cell: (audit) => (
    <Text size="sm" c="dimmed" fw={600}>
      {audit.id}
    </Text>
  ),
};

/** The 'Operador' column of the audit tables, with what stands for nobody ('Sin asignar', '—'). */
export function auditOperatorColumn(nobody: string): Column<Audit> {
  return { header: 'Operador', cell: (audit) => <Text size="sm">{audit.operador?.name ?? nobody}</Text> };
}

/**
 * The 'Auditoría' column of the audit tables: the title over the client and branch; `withPriority`, the title on
 * two lines at most over the priority badge and the place (the admin's tables, at most `maxWidth` wide).
 */
export function auditTitleColumn(
  options: { typedBranch?: boolean; withPriority?: { maxWidth: number } } = {},
): Column<Audit> {
  const { typedBranch = false, withPriority } = options;
  if (!withPriority) {
    return {
      header: 'Auditoría',
      card: 'title',
      cell: (audit) => (
        <>
          <Text size="sm" fw={600}>
            {audit.titulo}
          </Text>
          <Text size="xs" c="dimmed">
            {auditPlace(audit, typedBranch)}
          </Text>
        </>
      ),
    };
  }
  return {
    header: 'Auditoría',
    card: 'title',
    td: { style: { minWidth: 220, maxWidth: withPriority.maxWidth } },
    cell: (audit) => (
      <Stack gap={2}>
        <Text size="sm" fw={600} lineClamp={2}>
          {audit.titulo}
        </Text>
        <Group gap={6} wrap="nowrap">
          <AuditPriorityBadge
            prioridad={audit.prioridad}
            size="xs"
            style={{ flexShrink: 0, minWidth: 'max-content' }}
          />
          <Text size="xs" c="dimmed" truncate>
            {auditPlace(audit, typedBranch)}
          </Text>
        </Group>
      </Stack>
    ),
  };
}

/**
 * The 'Estado' column of the audit tables: the state badge and, with `revision`, the badge of an audit sent back
 * for correction.
 */
export function auditStateColumn(
  revision?: { label: string; size: BadgeProps['size'] },
  td?: Column<Audit>['td'],
): Column<Audit> {
  return {
    header: 'Estado',
    card: 'badge',
    td,
    cell: (audit) => (
      <Group gap={4}>
        <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
        {revision && audit.requiereRevision ? (
          <Badge size={revision.size} color="orange" variant="outline">
            {revision.label}
          </Badge>
        ) : null}
      </Group>
    ),
  };
}

/** A date column of the audit tables, in small text (the day only, with `dateOnly`). */
export function auditDateColumn(
  header: string,
  value: (audit: Audit) => string | null,
  { size = 'sm', dateOnly = false }: { size?: 'xs' | 'sm'; dateOnly?: boolean } = {},
): Column<Audit> {
  return {
    header,
    cell: (audit) => (
      <Text size={size}>
        <DateTime value={value(audit)} dateOnly={dateOnly} />
      </Text>
    ),
  };
}
