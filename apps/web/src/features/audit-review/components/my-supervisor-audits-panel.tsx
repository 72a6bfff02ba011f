import { Alert, Center, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { AuditStateBadge } from '../../audits/components/audit-state-badge';
import { matchesTrackingSearch } from '../../audits/tracking-list';
import { ReportActionsMenu } from '../../reports/components/report-actions-menu';
import { useMySupervisorAuditsQuery } from '../api/list-my-supervisor-audits';
import { FinalPdfButton } from './final-pdf-button';

/** 'Mis Auditorías de Supervisor': the audits the supervisor saved or approved, newest first. */
export function MySupervisorAuditsPanel() {
  const query = useMySupervisorAuditsQuery();
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () =>
      (query.data ?? [])
        .filter((a) => matchesTrackingSearch(a, search))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    [query.data, search],
  );

  return (
    <Stack gap="md" data-testid="my-supervisor-audits">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2}>Mis Auditorías de Supervisor</Title>
          <Text size="sm" c="dimmed">
            Auditorías que revisaste, guardaste o enviaste al cliente.
          </Text>
        </div>
        <TextInput
          aria-label="Buscar"
          placeholder="Buscar por título, cliente, operador o ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando auditorías" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage('Error cargando datos', query.error, 'Error cargando datos')}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState message="Todavía no revisaste auditorías." />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Auditoría</Table.Th>
                <Table.Th>Operador</Table.Th>
                <Table.Th>Estado</Table.Th>
                <Table.Th>Entregada</Table.Th>
                <Table.Th ta="right">Acciones</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((audit) => (
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
                      <FinalPdfButton audit={audit} />
                      <ReportActionsMenu audit={audit} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
