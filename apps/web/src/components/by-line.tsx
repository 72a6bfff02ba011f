import { Text } from '@mantine/core';
import { DateTime } from './date-time';

interface ByLineProps {
  /** What was done, before the person's name ('Asignado por'). */
  label: string;
  /** Who did it; when unknown only the date shows. */
  name: string | null | undefined;
  at: Date | string | null | undefined;
}

/** A small dimmed line telling who did something and when: 'Asignado por Ana · 03/11/2026 10:00'. */
export function ByLine({ label, name, at }: ByLineProps) {
  return (
    <Text size="xs" c="dimmed">
      {name ? `${label} ${name} · ` : ''}
      <DateTime value={at} />
    </Text>
  );
}
