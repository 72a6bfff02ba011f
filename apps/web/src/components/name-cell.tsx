import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's main text in medium weight (a title, a person), with an optional dimmed line under it. */
export function NameCell({ name, detail }: { name: ReactNode; detail?: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      {detail ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </>
  );
}
