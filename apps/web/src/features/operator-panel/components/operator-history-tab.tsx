import { Alert, Center, Loader, Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { AuditPriorityBadge } from '../../audits/components/audit-priority-badge';
import { AuditStateBadge } from '../../audits/components/audit-state-badge';
import { matchesTrackingSearch } from '../../audits/tracking-list';
import { useOperatorHistoryQuery } from '../api/get-operator-history';

/** 'Historial Completo': every audit the operator finished (GET /audits/operador/historial). */
export function OperatorHistoryTab() {
  const query = useOperatorHistoryQuery();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      (query.data ?? [])
        .filter((a) => matchesTrackingSearch(a, search))
        .sort(
          (a, b) =>
            new Date(b.fechaTerminacion ?? b.updatedAt).getTime() -
            new Date(a.fechaTerminacion ?? a.updatedAt).getTime(),
        ),
    [query.data, search],
  );

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando historial" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {prefixedErrorMessage(
          'Error cargando auditorías',
          query.error,
          'Error cargando auditorías: Error interno del servidor',
        )}
      </Alert>
    );
  }
  if (query.data.length === 0) return <EmptyState message="Todavía no terminaste ninguna auditoría." />;

  return (
    <Stack gap="sm">
      <TextInput
        placeholder="Buscar por título, cliente o ID"
        aria-label="Buscar en el historial"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <Text size="sm" c="dimmed">
        {rows.length === 1 ? '1 auditoría' : `${rows.length} auditorías`}
      </Text>
      <Paper withBorder radius="md">
        <ScrollArea.Autosize mah={600} type="auto">
          <Table striped highlightOnHover verticalSpacing="xs" miw={720} data-testid="operator-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Título</Table.Th>
                <Table.Th>Cliente · Sucursal</Table.Th>
                <Table.Th>Prioridad</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Terminada</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((audit) => (
                <Table.Tr key={audit.id}>
                  <Table.Td>{audit.id}</Table.Td>
                  <Table.Td>{audit.titulo}</Table.Td>
                  <Table.Td>
                    {audit.client.nombre}
                    {audit.branch?.nombre || audit.sucursal
                      ? ` · ${audit.branch?.nombre ?? audit.sucursal}`
                      : ''}
                  </Table.Td>
                  <Table.Td>
                    <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />
                  </Table.Td>
                  <Table.Td>
                    <AuditStateBadge estado={audit.estado} />
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={audit.fechaTerminacion} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}
