import type { Audit } from '@auditorias/domain/schemas/audits';
import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from '../../../components/date-time';
import { AuditStateBadge } from '../../audits/public';

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
  minWidth,
  'data-testid': testId,
}: DeliveredAuditsTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped verticalSpacing="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Auditoría</Table.Th>
            <Table.Th>Operador</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>Entregada</Table.Th>
            <Table.Th ta="right">{actionsLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {audits.map((audit) => (
            <Table.Tr key={audit.id}>
              <Table.Td>
                <Text size="sm" c="dimmed" fw={600}>
                  {audit.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {audit.titulo}
                </Text>
                <Text size="xs" c="dimmed">
                  {audit.client.nombre}
                  {audit.branch?.nombre ? ` · ${audit.branch.nombre}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{audit.operador?.name ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <DateTime value={audit.fechaEntrega} dateOnly />
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  {actions(audit)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
