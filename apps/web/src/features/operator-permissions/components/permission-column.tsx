import { Badge, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface PermissionColumnProps<T> {
  title: string;
  color: string;
  /** The list's items; undefined while it loads or when it could not be loaded (no count then). */
  items: readonly T[] | undefined;
  loading: boolean;
  emptyText: string;
  /** Above the list (a filter). */
  header?: ReactNode;
  /** One item (a `PermissionListItem` with its key). */
  children: (item: T) => ReactNode;
}

/** One list of a permissions modal (available, assigned, blocked), scrolling on its own. */
export function PermissionColumn<T>({
  title,
  color,
  items,
  loading,
  emptyText,
  header,
  children,
}: PermissionColumnProps<T>) {
  const titleId = useId();
  const count = items?.length ?? null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {count !== null ? (
            <Badge color={color} variant="light" size="sm">
              {count}
            </Badge>
          ) : null}
        </Group>
        {header}
        <ScrollArea.Autosize mah={340} type="auto" scrollbars="y" offsetScrollbars="y">
          {loading ? (
            <Group justify="center" py="md">
              <Loader size="sm" />
            </Group>
          ) : count === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              {emptyText}
            </Text>
          ) : (
            <Stack gap={6}>{(items ?? []).map(children)}</Stack>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
