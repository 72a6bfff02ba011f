import { Alert, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { matchesTrackingSearch } from '../../audits/tracking-list';
import { ReportActionsMenu } from '../../reports/components/report-actions-menu';
import { useMySupervisorAuditsQuery } from '../api/list-my-supervisor-audits';
import { DeliveredAuditsTable } from './delivered-audits-table';
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
    </Stack>
  );
}
