import { ACTIVITY_MSG } from '@auditorias/domain/schemas/activity';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { ListPanel } from '../../../components/list-toolbar';
import { PageSection } from '../../../components/page-section';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadingText, QueryState, RetryAlert } from '../../../components/query-state';
import { ACTIVITY_PATH, activityQuery, useActivityPages } from '../api/list-activity';
import { ActivityFilters, type ActivityFilterValues } from './activity-filters';
import { ActivityTable } from './activity-table';

/**
 * 'Registro de actividad' (admins): every sensitive action with who, the admin behind an impersonation, what, on
 * which object, when and from which IP; filters, 'Cargar más' and CSV/XLSX of the same filtered rows.
 */
export function ActivityLogPanel(_props: Partial<TabPanelProps>) {
  const [values, setValues] = useState<ActivityFilterValues>({});
  const [q] = useDebouncedValue(values.q ?? '', 300);
  const filters = { ...values, q };
  const rangeError =
    values.desde && values.hasta && values.desde > values.hasta ? ACTIVITY_MSG.rangoInvalido : null;
  const list = useActivityPages(filters, rangeError === null);
  const entries = list.items;

  return (
    <PageSection
      title="Registro de actividad"
      description="Impersonaciones, cambios de rol y permisos, movimientos de dinero, eliminaciones y contraseñas de DVR vistas: quién, cuándo, sobre qué y desde qué IP."
      actions={
        <ExportMenu
          what="el registro de actividad"
          download={{
            path: `${ACTIVITY_PATH}/export`,
            query: activityQuery(filters),
            fallbackName: 'registro-actividad',
          }}
        />
      }
    >
      <ListPanel toolbar={<ActivityFilters values={values} onChange={setValues} rangeError={rangeError} />}>
        {rangeError ? null : (
          <QueryState
            query={list}
            pending={list.isLoading}
            loading={<LoadingText text="Cargando actividad..." />}
            error={(error, retry) => (
              <RetryAlert prefix="Error cargando el registro de actividad" error={error} onRetry={retry} />
            )}
            empty={
              entries.length === 0 && <EmptyState message="No hay actividad registrada con esos filtros." />
            }
          >
            <ActivityTable entries={entries} />
            <PagedLoadMore list={list} />
          </QueryState>
        )}
      </ListPanel>
    </PageSection>
  );
}
