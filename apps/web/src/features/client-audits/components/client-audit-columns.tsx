import type { Audit } from '@auditorias/domain/schemas/audits';
import { Text } from '@mantine/core';
import type { Column } from '../../../components/data-table';
import { AuditPriorityBadge, formatDay } from '../../audits/public';

/** The columns the client's audit tables share: number, title, request day and priority. */
export const CLIENT_AUDIT_COLUMNS = {
  number: { header: '#', cell: (audit) => audit.id },
  title: {
    header: 'Título',
    cell: (audit) => (
      <Text size="sm" fw={500}>
        {audit.titulo}
      </Text>
    ),
  },
  requested: { header: 'Solicitada', cell: (audit) => formatDay(audit.fechaSolicitada) },
  priority: {
    header: 'Prioridad',
    cell: (audit) => <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />,
  },
} satisfies Record<string, Column<Audit>>;
