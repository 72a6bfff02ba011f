import { ACTIVITY_MSG } from '@auditorias/domain/schemas/activity';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { LoadMore } from '../../../components/load-more';
import { prefixedErrorMessage } from '../../../lib/error-message';
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
    <Stack gap="md" component="section" aria-label="Registro de actividad">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h3">
            Registro de actividad
          </Title>
          <Text c="dimmed" size="sm">
            Impersonaciones, cambios de rol y permisos, movimientos de dinero, eliminaciones y contraseñas de
            DVR vistas: quién, cuándo, sobre qué y desde qué IP.
          </Text>
        </div>
        <ExportMenu
          what="el registro de actividad"
          download={{
            path: `${ACTIVITY_PATH}/export`,
            query: activityQuery(filters),
            fallbackName: 'registro-actividad',
          }}
        />
      </Group>

      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ActivityFilters values={values} onChange={setValues} rangeError={rangeError} />
          {rangeError ? null : list.isLoading ? (
            <Group justify="center" py="xl" gap="sm">
              <Loader size="sm" />
              <Text c="dimmed" size="sm">
                Cargando actividad...
              </Text>
            </Group>
          ) : list.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={prefixedErrorMessage('Error cargando el registro de actividad', list.error)}
            >
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                Reintentar
              </Button>
            </Alert>
          ) : entries.length === 0 ? (
            <EmptyState message="No hay actividad registrada con esos filtros." />
          ) : (
            <>
              <ActivityTable entries={entries} />
              <LoadMore
                shown={entries.length}
                hasMore={list.hasMore}
                loading={list.isFetchingNextPage}
                onLoadMore={list.loadMore}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
