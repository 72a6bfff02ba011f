import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingSpinner } from '../../../components/query-state';
import {
  AuditPriorityBadge,
  AuditStateBadge,
  AuditsLoadError,
  auditNumberColumn,
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
        <DataTable
          rows={rows}
          rowKey={(audit) => audit.id}
          columns={[
            auditNumberColumn,
            { header: 'Título', card: 'title', cell: (audit) => audit.titulo },
            { header: 'Cliente · Sucursal', cell: (audit) => auditPlace(audit, true) },
            {
              header: 'Prioridad',
              card: 'badge',
              cell: (audit) => <AuditPriorityBadge prioridad={audit.prioridad} size="sm" />,
            },
            { header: 'Estado', card: 'badge', cell: (audit) => <AuditStateBadge estado={audit.estado} /> },
            { header: 'Terminada', cell: (audit) => <DateTime value={audit.fechaTerminacion} /> },
          ]}
          minWidth={720}
          scroll="paper"
          highlightOnHover
          verticalSpacing="xs"
          footer={<PagedLoadMore list={pages} />}
          data-testid="operator-history"
        />
      )}
    </Stack>
  );
}
