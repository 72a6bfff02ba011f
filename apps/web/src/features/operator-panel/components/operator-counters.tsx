import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconCircleCheck,
  IconClipboardList,
  IconInbox,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react';

export interface OperatorCounts {
  completadas: number;
  enProceso: number;
  pausadas: number;
  asignadas: number;
  disponibles: number;
}

/** The counters in the order shown, each with its colour and icon. */
const COUNTERS: { key: keyof OperatorCounts; label: string; color: string; Icon: typeof IconInbox }[] = [
  { key: 'completadas', label: 'Completadas', color: 'teal', Icon: IconCircleCheck },
  { key: 'enProceso', label: 'En proceso', color: 'cyan', Icon: IconPlayerPlay },
  { key: 'pausadas', label: 'Pausadas', color: 'yellow', Icon: IconPlayerPause },
  { key: 'asignadas', label: 'Asignadas', color: 'blue', Icon: IconClipboardList },
  { key: 'disponibles', label: 'Disponibles', color: 'grape', Icon: IconInbox },
];

/** The operator panel's counters: completed, in progress, paused, assigned, available. */
export function OperatorCounters({ counts }: { counts: OperatorCounts }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="operator-counters">
      {COUNTERS.map(({ key, label, color, Icon }) => (
        <Paper key={key} withBorder radius="md" p="sm" aria-label={`${label}: ${counts[key]}`}>
          <ThemeIcon variant="light" color={color} size="md" radius="md" mb={6}>
            <Icon size={18} />
          </ThemeIcon>
          <Text size="xl" fw={700} lh={1.1}>
            {counts[key]}
          </Text>
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
