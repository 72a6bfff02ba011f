import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClipboardCheck, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { PendingReviewList } from './pending-review-list';
import { ReviewHistory } from './review-history';

/** 'Revisión de Auditorías' (admin and supervisor): audits pending review, and the history. */
export function AuditReviewPanel() {
  const [view, setView] = useState<string | null>('pending');
  return (
    <Stack gap="md" data-testid="audit-review">
      <div>
        <Title order={2}>Revisión de Auditorías</Title>
        <Text size="sm" c="dimmed">
          Aceptá y enviá al cliente, o devolvé al operador con un comentario.
        </Text>
      </div>
      <Tabs value={view} onChange={setView} keepMounted={false} variant="pills">
        <Tabs.List>
          <Tabs.Tab value="pending" leftSection={<IconClipboardCheck size={16} aria-hidden />}>
            Pendientes de revisión
          </Tabs.Tab>
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            Historial
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending" pt="md">
          <PendingReviewList />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ReviewHistory />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
