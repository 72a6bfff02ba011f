import { type AuditOrigin, ORIGINS } from '@auditorias/domain/audits/states';
import type { Audit } from '@auditorias/domain/schemas/audits';
import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert, LoadingSpinner, QueryState } from '../../../components/query-state';
import { RefreshButton } from '../../../components/refresh-button';
import { TimedMessageAlert } from '../../../components/timed-message-alert';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useManagementQueueQuery } from '../api/get-management-queue';
import { groupByClient, ORIGIN_LABELS } from '../queue-groups';
import { CreateScheduledAuditModal } from './create-scheduled-audit-modal';
import { EditQueueModal } from './edit-queue-modal';
import { EnableTransitModal } from './enable-transit-modal';
import { QueueAuditCard } from './queue-audit-card';
import { QueueStats } from './queue-stats';

export const QUEUE_EMPTY_MESSAGE = 'No hay auditorías en la cola de gestión';
export const QUEUE_LOAD_ERROR = 'Error cargando cola de gestión';
const ALL = 'todas';

/** The management queue itself: counters, origin filter, audits grouped by client, edit and enable. */
export function ManagementQueueList({ user }: { user: PublicUser }) {
  const [origen, setOrigen] = useState<AuditOrigin | null>(null);
  const query = useManagementQueueQuery(origen);
  const [editing, setEditing] = useState<Audit | null>(null);
  const [enabling, setEnabling] = useState<Audit | null>(null);
  const [creating, setCreating] = useState(false);
  const banner = useTimedMessage();
  const canSchedule = user.role === 'admin';
  const groups = groupByClient(query.data?.audits ?? []);

  const done = (message: string) => {
    setEditing(null);
    setEnabling(null);
    banner.success(message);
  };

  return (
    <Stack gap="md" data-testid="management-queue">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Origen"
          value={origen ?? ALL}
          onChange={(value) => setOrigen(value === ALL ? null : (value as AuditOrigin))}
          data={[
            { value: ALL, label: 'Todas' },
            ...ORIGINS.map((o) => ({ value: o, label: ORIGIN_LABELS[o] })),
          ]}
        />
        <Group gap="xs">
          <RefreshButton
            variant="default"
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching && !query.isPending}
          />
          {canSchedule ? (
            <Button
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => setCreating(true)}
            >
              Crear auditoría programada
            </Button>
          ) : null}
        </Group>
      </Group>

      <QueueStats stats={query.data?.stats} />
      <TimedMessageAlert message={banner.message} onClose={banner.clear} />

      <QueryState
        query={query}
        loading={<LoadingSpinner label="Cargando cola de gestión" />}
        error={(error) => <LoadErrorAlert prefix={QUEUE_LOAD_ERROR} error={error} />}
        empty={
          groups.length === 0 && (
            <Paper withBorder radius="md">
              <EmptyState message={QUEUE_EMPTY_MESSAGE} />
            </Paper>
          )
        }
      >
        <Stack gap="md">
          {groups.map((group) => (
            <Paper
              key={group.clienteId}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={group.nombre}
              data-testid={`queue-group-${group.clienteId}`}
            >
              <Group gap="xs" mb="sm">
                <Title order={3} size="h5">
                  {group.nombre}
                </Title>
                <Badge variant="light">{group.audits.length}</Badge>
              </Group>
              <Stack gap="xs">
                {group.audits.map((audit) => (
                  <QueueAuditCard
                    key={audit.id}
                    audit={audit}
                    user={user}
                    onEdit={() => setEditing(audit)}
                    onEnable={() => setEnabling(audit)}
                  />
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      </QueryState>

      <EditQueueModal audit={editing} onClose={() => setEditing(null)} onDone={done} />
      <EnableTransitModal audit={enabling} onClose={() => setEnabling(null)} onDone={done} />
      {canSchedule ? (
        <CreateScheduledAuditModal
          opened={creating}
          onClose={() => setCreating(false)}
          user={user}
          onCreated={(_audit, message) => {
            setCreating(false);
            banner.success(message);
          }}
        />
      ) : null}
    </Stack>
  );
}
