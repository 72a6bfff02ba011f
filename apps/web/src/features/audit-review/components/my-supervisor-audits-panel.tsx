import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { SearchInput } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { SectionHeading } from '../../../components/section-heading';
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
      <SectionHeading
        title="Mis Auditorías de Supervisor"
        description="Auditorías que revisaste, guardaste o enviaste al cliente."
        actions={
          <SearchInput
            label={null}
            aria-label="Buscar"
            placeholder="Buscar por título, cliente, operador o ID"
            value={search}
            onChange={setSearch}
            w={320}
          />
        }
      />
      <ExportMenu what="las auditorías revisadas" download={mySupervisorAuditsExport(params)} />
      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando auditorías" />}
        error={(error) => <LoadErrorAlert prefix="Error cargando datos" error={error} />}
        empty={shown.length === 0 && <EmptyState message="Todavía no revisaste auditorías." />}
      >
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
        <PagedLoadMore list={query} />
      </QueryState>
    </Stack>
  );
}
