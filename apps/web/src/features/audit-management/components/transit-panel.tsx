import { type AuditState, TRANSIT_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHandGrab, IconPlayerPause, IconRoute, IconUserShare } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type Columns, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { FilterRow, SearchInput } from '../../../components/list-toolbar';
import { PagedLoadMore } from '../../../components/paged-table';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { SectionHeading, type SectionTab } from '../../../components/section-heading';
import { SmallButton } from '../../../components/small-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import {
  AuditStateFilter,
  auditActions,
  auditDateColumn,
  auditNumberColumn,
  auditOperatorColumn,
  auditStateColumn,
  auditTitleColumn,
  useAuditPages,
} from '../../audits/public';
import { useTakeAuditMutation } from '../../operator-panel/public';
import { usePauseTransitMutation } from '../api/pause-transit';
import { mayReassign } from '../management-rules';
import { TransitReassignModal } from './transit-reassign-modal';

const ALL = 'all';
const NOBODY = 'none';
export const TAKE_ERROR_PREFIX = 'Error tomando auditoría';
/** The list refreshes the pages it shows every 30 s. */
export const TRANSIT_POLL_MS = 30_000;
/** Typed searches wait this long before asking the server (the list contract). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filters the server has no parameter for, applied to the rows loaded so far: in transit only (held audits
 * share these states) and the operator (or nobody). State and text are filtered by the server.
 */
export function transitFilter(audits: readonly Audit[], filter: { operador: string }): Audit[] {
  return audits
    .filter((a) => a.enTransito)
    .filter((a) =>
      filter.operador === ALL
        ? true
        : filter.operador === NOBODY
          ? a.operadorId === null
          : String(a.operadorId) === filter.operador,
    );
}

/**
 * 'Auditorías en tránsito': the control panel to take, reassign or send back to the queue, with filters. Paged by
 * the server (newest first, 'Cargar más'); state and search go to the server.
 */
export function TransitPanel({ user }: { user: PublicUser }) {
  const take = useTakeAuditMutation();
  const pause = usePauseTransitMutation();
  const [estado, setEstado] = useState<AuditState | null>(null);
  const [operador, setOperador] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [reassigning, setReassigning] = useState<Audit | null>(null);
  const banner = useTimedMessage();
  const query = useAuditPages(
    { estado: estado ? [estado] : TRANSIT_STATES, search: debounced || undefined },
    { refetchInterval: TRANSIT_POLL_MS },
  );

  const all = query.items;
  const operators = useMemo(() => {
    const byId = new Map<number, string>();
    for (const a of all) if (a.operador) byId.set(a.operador.id, a.operador.name);
    return [...byId.entries()].sort((a, b) => a[1].localeCompare(b[1], 'es'));
  }, [all]);
  const shown = useMemo(() => transitFilter(all, { operador }), [all, operador]);

  const columns: Columns<Audit> = [
    auditNumberColumn,
    auditTitleColumn({ withPriority: { maxWidth: 320 } }),
    auditStateColumn({ label: 'Corrección', size: 'xs' }, { style: { minWidth: 130 } }),
    auditOperatorColumn('Sin asignar'),
    { header: 'Supervisor', cell: (audit) => <Text size="sm">{audit.supervisor?.name ?? '—'}</Text> },
    auditDateColumn('Asignada', (audit) => audit.fechaAsignacion, { size: 'xs' }),
    auditDateColumn('Iniciada', (audit) => audit.fechaInicio, { size: 'xs' }),
    {
      header: 'Acciones',
      align: 'right',
      cell: (audit) => {
        const actions = auditActions(user, audit);
        return (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {actions.includes('take') ? (
              <SmallButton
                icon={IconHandGrab}
                loading={take.isPending && take.variables === audit.id}
                onClick={() => take.mutate(audit.id, banner.outcome(TAKE_ERROR_PREFIX))}
              >
                Tomar
              </SmallButton>
            ) : null}
            {actions.includes('reassign') && mayReassign(audit.estado, true) ? (
              <SmallButton icon={IconUserShare} variant="light" onClick={() => setReassigning(audit)}>
                Reasignar
              </SmallButton>
            ) : null}
            {actions.includes('pause_transit') ? (
              <SmallButton
                icon={IconPlayerPause}
                variant="subtle"
                color="gray"
                loading={pause.isPending && pause.variables === audit.id}
                onClick={() => pause.mutate(audit.id, banner.outcome('Error actualizando auditoría'))}
              >
                Volver a la cola
              </SmallButton>
            ) : null}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md" data-testid="transit-panel">
      <SectionHeading
        order={3}
        title="Auditorías en tránsito"
        description="Habilitadas para los operadores: esperando, asignadas, en proceso, pausadas o terminadas."
      />
      <FilterRow>
        <AuditStateFilter states={TRANSIT_STATES} value={estado} onChange={setEstado} w={180} />
        <Select
          label="Operador"
          data={[
            { value: ALL, label: 'Todos' },
            { value: NOBODY, label: 'Sin asignar' },
            ...operators.map(([id, name]) => ({ value: String(id), label: name })),
          ]}
          value={operador}
          allowDeselect={false}
          onChange={(value) => setOperador(value ?? ALL)}
          w={200}
        />
        <SearchInput
          placeholder="Título, cliente, operador o ID"
          value={search}
          onChange={setSearch}
          grow={200}
        />
      </FilterRow>
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando auditorías en tránsito" />}
        error={(error) => <LoadErrorAlert prefix="Error cargando datos" error={error} />}
        empty={
          shown.length === 0 &&
          !query.hasMore && <EmptyState message="No hay auditorías en tránsito que coincidan." />
        }
      >
        <Stack gap={0}>
          <DataTable
            rows={shown}
            columns={columns}
            rowKey={(audit) => audit.id}
            rowProps={(audit) => ({ 'data-testid': `transit-row-${audit.id}` })}
            minWidth={960}
            highlightOnHover
            verticalSpacing="xs"
            data-testid="transit-table"
          />
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xs">
              Ninguna de las auditorías cargadas coincide con el filtro de operador.
            </Text>
          ) : null}
          <PagedLoadMore list={query} />
        </Stack>
      </QueryState>
      <TransitReassignModal
        audit={reassigning}
        onClose={() => setReassigning(null)}
        onDone={(message) => {
          setReassigning(null);
          banner.success(message);
        }}
      />
    </Stack>
  );
}

/** The 'En tránsito' view, the same in 'Gestión de Auditorías' and in 'Cola de Gestión'. */
export function transitTab(user: PublicUser): SectionTab {
  return { value: 'transit', label: 'En tránsito', icon: IconRoute, content: <TransitPanel user={user} /> };
}
