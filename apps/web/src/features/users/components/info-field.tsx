import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoFieldProps {
  label: string;
  children: ReactNode;
}

/** A label over its value, for the user detail's basic information. */
export function InfoField({ label, children }: InfoFieldProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
