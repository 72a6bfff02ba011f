import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PermissionListItemProps {
  title: string;
  /** Secondary lines: username, who assigned and when, the block reason. */
  details?: ReactNode;
  actions?: ReactNode;
  /** Below the row (the block reason form). */
  footer?: ReactNode;
  testId?: string;
}

/** A person or a client in a permissions list, with its actions. */
export function PermissionListItem({ title, details, actions, footer, testId }: PermissionListItemProps) {
  return (
    <Paper withBorder radius="sm" px="sm" py={8} data-testid={testId} aria-label={title} component="article">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate="end">
              {title}
            </Text>
            {details}
          </Stack>
          {actions ? (
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {actions}
            </Group>
          ) : null}
        </Group>
        {footer}
      </Stack>
    </Paper>
  );
}
