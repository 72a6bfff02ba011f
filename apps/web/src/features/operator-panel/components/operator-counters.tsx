import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconInbox,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface OperatorCounts {
  completadas: number;
  enProceso: number;
  pausadas: number;
  asignadas: number;
  disponibles: number;
}

function Counter({
  label,
  value,
  color,
  icon,
}: {
  label: string;
  value: number;
  color: string;
  icon: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label={`${label}: ${value}`}>
      <ThemeIcon variant="light" color={color} size="md" radius="md" mb={6}>
        {icon}
      </ThemeIcon>
      <Text size="xl" fw={700} lh={1.1}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
    </Paper>
  );
}

/** The operator panel's counters: completed, in progress, paused, assigned, available. */
export function OperatorCounters({ counts }: { counts: OperatorCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="operator-counters">
      <Counter
        label="Completadas"
        value={counts.completadas}
        color="teal"
        icon={<IconCircleCheck size={18} />}
      />
      <Counter label="En proceso" value={counts.enProceso} color="cyan" icon={<IconPlayerPlay size={18} />} />
      <Counter label="Pausadas" value={counts.pausadas} color="yellow" icon={<IconPlayerPause size={18} />} />
      <Counter
        label="Asignadas"
        value={counts.asignadas}
        color="blue"
        icon={<IconClipboardList size={18} />}
      />
      <Counter label="Disponibles" value={counts.disponibles} color="grape" icon={<IconInbox size={18} />} />
    </SimpleGrid>
  );
}
