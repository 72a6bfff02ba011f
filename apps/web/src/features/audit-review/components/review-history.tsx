import { type AuditState, STATE_LABELS, SUPERVISOR_HISTORY_STATES } from '@auditorias/domain/audits/states';
import { Alert, Button, Center, Grid, Group, Loader, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { LoadMore } from '../../../components/load-more';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { auditListQuery, useAuditPages } from '../../audits/public';
import { useClientsForAuditsQuery } from '../../clients/public';
import { ReportActionsMenu } from '../../reports/public';
import { byChosenClients } from '../client-filter';
import { ClientMultiPicker } from './client-multi-picker';
import { DeliveredAuditsTable } from './delivered-audits-table';

const ALL = 'all';

/**
 * Supervisor history: finished, delivered and billed audits, with search, a state filter and a client picker. The
 * server pages the list ('Cargar más') and applies the search, the state and one chosen client (it filters by one
 * clienteId only); with several clients chosen, the rows loaded so far are filtered here.
 */
export function ReviewHistory() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [estado, setEstado] = useState<AuditState | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const onlyClient = chosen.size === 1 ? [...chosen][0] : undefined;
  const listParams = {
    all: true,
    estado: estado ? [estado] : SUPERVISOR_HISTORY_STATES,
    search: debounced,
    clienteId: onlyClient,
  };
  const query = useAuditPages(listParams);
  const clients = useClientsForAuditsQuery();
  const shown = byChosenClients(query.items, chosen);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Buscar"
              placeholder="Título, cliente, operador o ID"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Select
              label="Estado"
              data={[
                { value: ALL, label: 'Todos' },
                ...SUPERVISOR_HISTORY_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
              ]}
              value={estado ?? ALL}
              allowDeselect={false}
              onChange={(value) => setEstado(!value || value === ALL ? null : (value as AuditState))}
              w={180}
            />
          </Group>
          <ExportMenu
            what="el historial"
            download={{
              path: '/audits/export',
              query: auditListQuery(listParams),
              fallbackName: 'historial',
            }}
            unavailable={chosen.size > 1 ? 'Para exportar, elegí un solo cliente (o ninguno).' : undefined}
          />
          {query.isPending ? (
            <Center py="xl">
              <Loader aria-label="Cargando historial" />
            </Center>
          ) : query.isError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {prefixedErrorMessage('Error cargando datos', query.error, 'Error cargando datos')}
            </Alert>
          ) : shown.length === 0 ? (
            <>
              <EmptyState message="No hay auditorías en el historial que coincidan." />
              {query.hasMore ? (
                <Center>
                  <Button
                    size="xs"
                    variant="light"
                    loading={query.isFetchingNextPage}
                    onClick={query.loadMore}
                  >
                    Cargar más
                  </Button>
                </Center>
              ) : null}
            </>
          ) : (
            <DeliveredAuditsTable
              audits={shown}
              minWidth={640}
              actionsLabel="Reportes"
              actions={(audit) => <ReportActionsMenu audit={audit} />}
              data-testid="review-history-table"
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
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ClientMultiPicker clients={clients.data ?? []} selected={chosen} onChange={setChosen} />
      </Grid.Col>
    </Grid>
  );
}
