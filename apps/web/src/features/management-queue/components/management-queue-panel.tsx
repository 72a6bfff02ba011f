import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconListDetails, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { TransitPanel } from '../../audit-management/public';
import { ManagementQueueList } from './management-queue-list';

/** 'Cola de Gestión' (admin, supervisor): the queue, and the audits already in transit. */
export function ManagementQueuePanel({ user }: { user: PublicUser }) {
  const [view, setView] = useState<string | null>('queue');
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Cola de Gestión</Title>
        <Text size="sm" c="dimmed">
          Auditorías retenidas hasta habilitarlas para los operadores.
        </Text>
      </div>
      <Tabs value={view} onChange={setView} keepMounted={false} variant="pills">
        <Tabs.List>
          <Tabs.Tab value="queue" leftSection={<IconListDetails size={16} aria-hidden />}>
            Cola
          </Tabs.Tab>
          <Tabs.Tab value="transit" leftSection={<IconRoute size={16} aria-hidden />}>
            En tránsito
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue" pt="md">
          <ManagementQueueList user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="transit" pt="md">
          <TransitPanel user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
