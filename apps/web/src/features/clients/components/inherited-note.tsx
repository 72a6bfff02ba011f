import { Text } from '@mantine/core';

/** The 'heredado' mark next to a value that comes from the client. */
export function InheritedNote() {
  return (
    <Text span size="xs" c="dimmed" fs="italic" ml={4}>
      heredado
    </Text>
  );
}
