import type { Audit } from '@auditorias/domain/schemas/audits';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/data-table';
import {
  auditDateColumn,
  auditNumberColumn,
  auditOperatorColumn,
  auditStateColumn,
  auditTitleColumn,
} from '../../audits/public';

interface DeliveredAuditsTableProps {
  audits: readonly Audit[];
  /** Header of the last column. */
  actionsLabel: string;
  /** What the last column offers for one audit (reports, final PDF...). */
  actions: (audit: Audit) => ReactNode;
  minWidth: number;
  'data-testid'?: string;
}

/** The supervisor's list of reviewed audits: number, title and client, operator, state, delivery day, actions. */
export function DeliveredAuditsTable({
  audits,
  actionsLabel,
  actions,
  ...tableProps
}: DeliveredAuditsTableProps) {
  return (
    <DataTable
      rows={audits}
      columns={[
        auditNumberColumn,
        auditTitleColumn(),
        auditOperatorColumn('—'),
        auditStateColumn(),
        auditDateColumn('Entregada', (audit) => audit.fechaEntrega, { dateOnly: true }),
        {
          header: actionsLabel,
          align: 'right',
          card: 'actions',
          cell: (audit) => (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              {actions(audit)}
            </Group>
          ),
        },
      ]}
      rowKey={(audit) => audit.id}
      verticalSpacing="xs"
      {...tableProps}
    />
  );
}
