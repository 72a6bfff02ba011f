import { type AuditState, SUPERVISOR_HISTORY_STATES } from '@auditorias/domain/audits/states';
import { Button, Center, Grid, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { FilterRow, SearchInput } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { AuditStateFilter, auditListQuery, useAuditPages } from '../../audits/public';
import { useClientsForAuditsQuery } from '../../clients/public';
import { ReportActionsMenu } from '../../reports/public';
import { byChosenClients } from '../client-filter';
import { ClientMultiPicker } from './client-multi-picker';
import { DeliveredAuditsTable } from './delivered-audits-table';

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
          <FilterRow>
            <SearchInput
              placeholder="Título, cliente, operador o ID"
              value={search}
              onChange={setSearch}
              grow={220}
            />
            <AuditStateFilter
              states={SUPERVISOR_HISTORY_STATES}
              value={estado}
              onChange={setEstado}
              w={180}
            />
          </FilterRow>
          <ExportMenu
            what="el historial"
            download={{
              path: '/audits/export',
              query: auditListQuery(listParams),
              fallbackName: 'historial',
            }}
            unavailable={chosen.size > 1 ? 'Para exportar, elegí un solo cliente (o ninguno).' : undefined}
          />
          <QueryState
            query={query}
            loading={<LoadingSpinner label="Cargando historial" />}
            error={(error) => <LoadErrorAlert prefix="Error cargando datos" error={error} />}
            empty={
              shown.length === 0 && (
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
              )
            }
          >
            <DeliveredAuditsTable
              audits={shown}
              minWidth={640}
              actionsLabel="Reportes"
              actions={(audit) => <ReportActionsMenu audit={audit} />}
              data-testid="review-history-table"
            />
            <PagedLoadMore list={query} shown={shown.length} />
          </QueryState>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ClientMultiPicker clients={clients.data ?? []} selected={chosen} onChange={setChosen} />
      </Grid.Col>
    </Grid>
  );
}
