import { Button, Group, Paper, Stack, Text } from '@mantine/core';
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

interface PermissionActionProps {
  /** The button's text ('Asignar'). */
  label: string;
  /** Its accessible name, with whom or what it acts on ('Asignar a Pedro Pérez'). */
  ariaLabel: string;
  color?: string;
  loading?: boolean;
  onClick: () => void;
}

/** A small action of a permissions list item (assign, block, unblock, remove). */
export function PermissionAction({ label, ariaLabel, color, loading, onClick }: PermissionActionProps) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={color}
      loading={loading}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
