import { Alert, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { LoadMore } from '../../../components/load-more';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { ReportActionsMenu } from '../../reports/public';
import { mySupervisorAuditsExport, useMySupervisorAuditPages } from '../api/list-my-supervisor-audits';
import { DeliveredAuditsTable } from './delivered-audits-table';
import { FinalPdfButton } from './final-pdf-button';

/**
 * 'Mis Auditorías de Supervisor': the audits the supervisor saved or approved, newest first, paged by the server
 * ('Cargar más'); the search (after 300 ms of typing) runs on the server.
 */
export function MySupervisorAuditsPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const params = { search: debounced || undefined };
  const query = useMySupervisorAuditPages(params);
  const shown = query.items;

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
      <ExportMenu what="las auditorías revisadas" download={mySupervisorAuditsExport(params)} />
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
        <DeliveredAuditsTable
          audits={shown}
          minWidth={720}
          actionsLabel="Acciones"
          actions={(audit) => (
            <>
              <FinalPdfButton audit={audit} />
              <ReportActionsMenu audit={audit} />
            </>
          )}
        />
      )}
      {query.isSuccess ? (
        <LoadMore
          shown={shown.length}
          hasMore={query.hasMore}
          loading={query.isFetchingNextPage}
          onLoadMore={query.loadMore}
        />
      ) : null}
    </Stack>
  );
}
