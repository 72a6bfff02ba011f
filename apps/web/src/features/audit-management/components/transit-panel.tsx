import { type AuditState, STATE_LABELS, TRANSIT_STATES } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconHandGrab,
  IconPlayerPause,
  IconSearch,
  IconUserShare,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DateTime } from '../../../components/date-time';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { AuditPriorityBadge, AuditStateBadge, auditActions, useAuditPages } from '../../audits/public';
import { usePauseTransitMutation } from '../../management-queue/public';
import { useTakeAuditMutation } from '../../operator-panel/public';
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

  return (
    <Stack gap="md" data-testid="transit-panel">
      <div>
        <Title order={3}>Auditorías en tránsito</Title>
        <Text size="sm" c="dimmed">
          Habilitadas para los operadores: esperando, asignadas, en proceso, pausadas o terminadas.
        </Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Estado"
          data={[
            { value: ALL, label: 'Todos' },
            ...TRANSIT_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          ]}
          value={estado ?? ALL}
          allowDeselect={false}
          onChange={(value) => setEstado(!value || value === ALL ? null : (value as AuditState))}
          w={180}
        />
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
        <TextInput
          label="Buscar"
          placeholder="Título, cliente, operador o ID"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando auditorías en tránsito" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {prefixedErrorMessage('Error cargando datos', query.error, 'Error cargando datos')}
        </Alert>
      ) : shown.length === 0 && !query.hasMore ? (
        <EmptyState message="No hay auditorías en tránsito que coincidan." />
      ) : (
        <Stack gap={0}>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="transit-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Auditoría</Table.Th>
                  <Table.Th>Estado</Table.Th>
                  <Table.Th>Operador</Table.Th>
                  <Table.Th>Supervisor</Table.Th>
                  <Table.Th>Asignada</Table.Th>
                  <Table.Th>Iniciada</Table.Th>
                  <Table.Th ta="right">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((audit) => {
                  const actions = auditActions(user, audit);
                  const canTake = actions.includes('take');
                  const canReassign = actions.includes('reassign') && mayReassign(audit.estado, true);
                  const canPause = actions.includes('pause_transit');
                  return (
                    <Table.Tr key={audit.id} data-testid={`transit-row-${audit.id}`}>
                      <Table.Td>
                        <Text size="sm" c="dimmed" fw={600}>
                          {audit.id}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ minWidth: 220, maxWidth: 320 }}>
                        <Text size="sm" fw={600} lineClamp={2}>
                          {audit.titulo}
                        </Text>
                        <Group gap={6} wrap="nowrap">
                          <AuditPriorityBadge
                            prioridad={audit.prioridad}
                            size="xs"
                            style={{ flexShrink: 0, minWidth: 'max-content' }}
                          />
                          <Text size="xs" c="dimmed" truncate>
                            {audit.client.nombre}
                            {audit.branch?.nombre ? ` · ${audit.branch.nombre}` : ''}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td style={{ minWidth: 130 }}>
                        <Group gap={4}>
                          <AuditStateBadge estado={audit.estado} style={{ minWidth: 'max-content' }} />
                          {audit.requiereRevision ? (
                            <Badge size="xs" color="orange" variant="outline">
                              Corrección
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{audit.operador?.name ?? 'Sin asignar'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{audit.supervisor?.name ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          <DateTime value={audit.fechaAsignacion} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          <DateTime value={audit.fechaInicio} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} justify="flex-end" wrap="nowrap">
                          {canTake ? (
                            <Button
                              size="xs"
                              leftSection={<IconHandGrab size={14} aria-hidden />}
                              loading={take.isPending && take.variables === audit.id}
                              onClick={() =>
                                take.mutate(audit.id, {
                                  onSuccess: (answer) => banner.success(answer.message),
                                  onError: (error) =>
                                    banner.error(prefixedErrorMessage(TAKE_ERROR_PREFIX, error)),
                                })
                              }
                            >
                              Tomar
                            </Button>
                          ) : null}
                          {canReassign ? (
                            <Button
                              size="xs"
                              variant="light"
                              leftSection={<IconUserShare size={14} aria-hidden />}
                              onClick={() => setReassigning(audit)}
                            >
                              Reasignar
                            </Button>
                          ) : null}
                          {canPause ? (
                            <Button
                              size="xs"
                              variant="subtle"
                              color="gray"
                              leftSection={<IconPlayerPause size={14} aria-hidden />}
                              loading={pause.isPending && pause.variables === audit.id}
                              onClick={() =>
                                pause.mutate(audit.id, {
                                  onSuccess: (answer) => banner.success(answer.message),
                                  onError: (error) =>
                                    banner.error(prefixedErrorMessage('Error actualizando auditoría', error)),
                                })
                              }
                            >
                              Volver a la cola
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="xs">
              Ninguna de las auditorías cargadas coincide con el filtro de operador.
            </Text>
          ) : null}
          <LoadMore
            shown={all.length}
            hasMore={query.hasMore}
            loading={query.isFetchingNextPage}
            onLoadMore={query.loadMore}
          />
        </Stack>
      )}
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
