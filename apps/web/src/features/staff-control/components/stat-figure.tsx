import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled figure (a group named by its label, so it can be found by it). */
export function StatFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} aria-label={label} role="group">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}
