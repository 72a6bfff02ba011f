import type { queueResponseSchema } from '@auditorias/domain/schemas/audit-management';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { z } from 'zod';

type QueueStatsData = z.infer<typeof queueResponseSchema>['stats'];

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`${label}: ${value}`}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text fz={26} fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The queue's counters: total, by origin and the client requests still to validate. */
export function QueueStats({ stats }: { stats: QueueStatsData | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" data-testid="queue-stats">
      <Stat label="En la cola" value={stats?.total ?? 0} />
      <Stat label="De clientes" value={stats?.porOrigen.cliente ?? 0} color="grape" />
      <Stat label="Programadas" value={stats?.porOrigen.programada ?? 0} color="blue" />
      <Stat label="Normales" value={stats?.porOrigen.normal ?? 0} />
      <Stat label="Pendientes de validación" value={stats?.pendientesValidacion ?? 0} color="orange" />
    </SimpleGrid>
  );
}
