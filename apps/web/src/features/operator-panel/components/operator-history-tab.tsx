import { Paper, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner } from '../../../components/query-state';
import {
  AuditPriorityBadge,
  AuditStateBadge,
  AuditsLoadError,
  auditPlace,
  useAuditCountsQuery,
} from '../../audits/public';
import { operatorHistoryExport, useOperatorHistoryPages } from '../api/get-operator-history';
import { completedCount } from './current-audits-tab';

/** Typed searches wait this long before asking the server (the list contract). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Historial Completo': every audit the operator finished, newest first, paged by the server
 * (GET /audits/operador/historial) with 'Cargar más'; the search runs on the server.
 */
export function OperatorHistoryTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const pages = useOperatorHistoryPages(debounced);
  const counts = useAuditCountsQuery();
  const rows = pages.items;
  // The total: the counts endpoint without a search; with one, known once every page is loaded.
  const total =
    debounced === '' ? completedCount(counts.data?.conteo) : pages.hasMore ? undefined : rows.length;

  if (pages.isPending && debounced === '') {
    return <LoadingSpinner label="Cargando historial" />;
  }
  if (pages.isError) {
    return <AuditsLoadError error={pages.error} />;
  }
  if (rows.length === 0 && debounced === '' && search.trim() === '') {
    return <EmptyState message="Todavía no terminaste ninguna auditoría." />;
  }

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
      <ExportMenu what="el historial" download={operatorHistoryExport(debounced)} />
      {total === undefined ? null : (
        <Text size="sm" c="dimmed">
          {total === 1 ? '1 auditoría' : `${total} auditorías`}
        </Text>
      )}
      {pages.isPending ? (
        <LoadingSpinner label="Buscando en el historial" size="sm" py="md" />
      ) : rows.length === 0 ? (
        <EmptyState message="No hay auditorías que coincidan con la búsqueda." />
      ) : (
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
                    <Table.Td>{auditPlace(audit, true)}</Table.Td>
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
          <PagedLoadMore list={pages} />
        </Paper>
      )}
    </Stack>
  );
}
