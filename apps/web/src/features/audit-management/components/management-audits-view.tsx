import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ExportMenu } from '../../../components/export-menu';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { SmallButton } from '../../../components/small-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { returnErrorText } from '../../audit-review/public';
import { AddMessageModal, ReassignAuditModal } from '../../audits/public';
import { useCorrectDeliveredAuditMutation } from '../api/correct-delivered-audit';
import { managementQuery, useManagementAuditPages } from '../api/list-management-audits';
import { dateRange } from '../management-filters';
import { ApproveAuditModal } from './approve-audit-modal';
import { DeleteAuditModal } from './delete-audit-modal';
import { ManagementFiltersBar, type ManagementFilterValues } from './management-filters-bar';
import type { ManagementHandler } from './management-row-actions';
import { ManagementTable } from './management-table';
import { ReturnToOperatorModal } from './return-to-operator-modal';
import { ToggleFreeModal } from './toggle-free-modal';

type Dialog = {
  kind: 'approve' | 'return' | 'reassign' | 'message' | 'toggle_free' | 'delete';
  audit: Audit;
};

const INITIAL_FILTERS: ManagementFilterValues = {
  fecha: 'todas',
  dia: null,
  edad: 'todas',
  estados: [],
  search: '',
};

/** How many audits are loaded: exact once the server has no more, 'N+' while it has. */
export function loadedCountText(loaded: number, hasMore: boolean): string {
  if (hasMore) return `${loaded}+ auditorías`;
  return loaded === 1 ? '1 auditoría' : `${loaded} auditorías`;
}

/**
 * Filters, the audit table and every management action with its dialog. The server filters (age, days, states,
 * search typed 300 ms ago) and pages the table ('Cargar más' under it).
 */
export function ManagementAuditsView({ user }: { user: PublicUser }) {
  const [filters, setFilters] = useState<ManagementFilterValues>(INITIAL_FILTERS);
  const [search] = useDebouncedValue(filters.search, 300);
  const params = useMemo(
    () => ({
      edad: filters.edad,
      estado: filters.estados,
      search,
      ...dateRange(filters.fecha, new Date(), filters.dia),
    }),
    [filters.edad, filters.estados, filters.fecha, filters.dia, search],
  );
  const query = useManagementAuditPages(params);
  const rows = query.items;
  const correct = useCorrectDeliveredAuditMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const banner = useTimedMessage();

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    banner.success(message);
  };
  const of = (kind: Dialog['kind']) => (dialog?.kind === kind ? dialog.audit : null);

  const onAction: ManagementHandler = (action, audit) => {
    if (action === 'correct') {
      modals.openConfirmModal({
        title: `¿Corregir la auditoría #${audit.id}?`,
        children: (
          <Text size="sm">
            Vuelve a terminada: el cobro queda pendiente de una nueva aprobación y el cliente deja de verla.
          </Text>
        ),
        labels: { confirm: 'Corregir', cancel: 'Cancelar' },
        confirmProps: { color: 'orange' },
        onConfirm: () =>
          correct.mutate(audit.id, {
            onSuccess: (answer) => banner.success(answer.message),
            onError: (error) => banner.error(returnErrorText(error)),
          }),
      });
      return;
    }
    setDialog({ kind: action, audit });
  };

  return (
    <Stack gap="md">
      <ManagementFiltersBar values={filters} onChange={setFilters} />
      <ExportMenu
        what="la gestión de auditorías"
        download={{
          path: '/audits/management/export',
          query: managementQuery(params),
          fallbackName: 'gestion-auditorias',
        }}
      />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando auditorías" />}
        error={(error) => <LoadErrorAlert prefix="Error cargando datos" error={error} />}
      >
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="management-count">
              {loadedCountText(rows.length, query.hasMore)}
            </Text>
            <SmallButton
              icon={IconRefresh}
              variant="subtle"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              Actualizar
            </SmallButton>
          </Group>
          {rows.length === 0 ? (
            <EmptyState message="No hay auditorías que coincidan con los filtros." />
          ) : (
            <ManagementTable audits={rows} user={user} onAction={onAction} />
          )}
          <PagedLoadMore list={query} />
        </Stack>
      </QueryState>

      <ApproveAuditModal audit={of('approve')} onClose={close} onDone={done} />
      <ReturnToOperatorModal audit={of('return')} onClose={close} onDone={done} />
      <ReassignAuditModal audit={of('reassign')} onClose={close} onDone={done} />
      <AddMessageModal audit={of('message')} onClose={close} onDone={done} />
      <ToggleFreeModal audit={of('toggle_free')} onClose={close} onDone={done} />
      <DeleteAuditModal audit={of('delete')} onClose={close} onDone={done} />
    </Stack>
  );
}
