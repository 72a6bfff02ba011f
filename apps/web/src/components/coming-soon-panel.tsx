import { Paper, Stack, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { EmptyState } from './empty-state';

export const COMING_SOON_MESSAGE = 'Esta sección estará disponible próximamente.';

interface ComingSoonPanelProps {
  title: string;
}

/** The screen of a section that is not available yet: its title and a plain notice. */
export function ComingSoonPanel({ title }: ComingSoonPanelProps) {
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Paper withBorder radius="md" p="lg">
        <EmptyState
          icon={<IconClockHour4 size={28} stroke={1.5} aria-hidden />}
          message={COMING_SOON_MESSAGE}
        />
      </Paper>
    </Stack>
  );
}
