import { ROLE_LABELS } from '@auditorias/domain/auth/roles';
import type { SalaryRecordDto } from '@auditorias/domain/schemas/salaries';
import { Badge, Group, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { Money } from '../../../components/money';
import { NameCell } from '../../../components/name-cell';
import { LoadingSpinner } from '../../../components/query-state';
import type { Period } from '../../finance/public';
import { usePendingSalariesQuery } from '../api/get-pending-salaries';
import { salaryStateLabel } from './my-salary-rules';

/** Spec: the empty state of pending salaries. */
export const NO_PENDING_SALARIES = 'No hay sueldos pendientes';

function PendingRow({ record }: { record: SalaryRecordDto }) {
  const state = salaryStateLabel(record);
  return (
    <Table.Tr data-testid={`pending-salary-${record.operadorId}`}>
      <Table.Td>
        <NameCell name={record.operador} />
      </Table.Td>
      <Table.Td>
        <Badge variant="light">{ROLE_LABELS[record.rol]}</Badge>
      </Table.Td>
      <Table.Td ta="right">
        <Money pesos={record.sueldoFinal} />
      </Table.Td>
      <Table.Td ta="right">
        <Money pesos={record.detalle.totalPagado} />
      </Table.Td>
      <Table.Td ta="right">
        <Money pesos={record.saldoPendiente} fw={600} />
      </Table.Td>
      <Table.Td>
        <Badge color={state.color} variant="light">
          {state.label}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The finance Personal tab's pending salaries: the chosen month's records still owed (saldoPendiente > 0) and their
 * total. `renderError` draws a failed read as the finance screens do.
 */
export function PendingSalaries({
  period,
  renderError,
}: {
  period: Period;
  renderError: (error: unknown, retry: () => void) => ReactNode;
}) {
  const query = usePendingSalariesQuery(period);
  if (query.isPending) {
    return <LoadingSpinner label="Cargando sueldos pendientes" size="sm" py="lg" />;
  }
  if (query.isError) return renderError(query.error, () => void query.refetch());
  const pending = query.data;
  if (pending.length === 0) {
    return (
      <Paper withBorder radius="md">
        <EmptyState message={NO_PENDING_SALARIES} />
      </Paper>
    );
  }
  // Summed in centavos: the amounts may carry centavos and floats would drift.
  const total = pending.reduce((sum, r) => sum + Math.round(r.saldoPendiente * 100), 0) / 100;
  return (
    <Stack gap="xs">
      <Group gap="xs" data-testid="pending-salaries-total">
        <Text size="sm">Total pendiente:</Text>
        <Money pesos={total} fw={700} />
      </Group>
      <Paper withBorder radius="md">
        <ScrollArea type="auto">
          <Table striped verticalSpacing="xs" miw={640} data-testid="pending-salaries-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Empleado</Table.Th>
                <Table.Th>Rol</Table.Th>
                <Table.Th ta="right">Sueldo final</Table.Th>
                <Table.Th ta="right">Pagado</Table.Th>
                <Table.Th ta="right">Pendiente</Table.Th>
                <Table.Th>Estado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pending.map((r) => (
                <PendingRow key={r.id} record={r} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Paper>
    </Stack>
  );
}
