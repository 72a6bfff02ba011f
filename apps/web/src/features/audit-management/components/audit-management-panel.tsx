import type { PublicUser } from '@auditorias/domain/schemas/auth';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconListCheck, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { ManagementAuditsView } from './management-audits-view';
import { TransitPanel } from './transit-panel';

/** 'Gestión de Auditorías' (admin): filters, table, reports and actions; and the audits in transit. */
export function AuditManagementPanel({ user }: { user: PublicUser }) {
  const [view, setView] = useState<string | null>('audits');
  return (
    <Stack gap="md" data-testid="audit-management">
      <div>
        <Title order={2}>Gestión de Auditorías</Title>
        <Text size="sm" c="dimmed">
          Aprobá, devolvé, corregí, reasigná o eliminá auditorías, y descargá sus reportes.
        </Text>
      </div>
      <Tabs value={view} onChange={setView} keepMounted={false} variant="pills">
        <Tabs.List>
          <Tabs.Tab value="audits" leftSection={<IconListCheck size={16} aria-hidden />}>
            Auditorías
          </Tabs.Tab>
          <Tabs.Tab value="transit" leftSection={<IconRoute size={16} aria-hidden />}>
            En tránsito
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="audits" pt="md">
          <ManagementAuditsView user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="transit" pt="md">
          <TransitPanel user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
