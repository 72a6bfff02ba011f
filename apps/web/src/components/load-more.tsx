import { Button, Group, Text } from '@mantine/core';

interface LoadMoreProps {
  /** How many rows are shown. */
  shown: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Under a paged list: how many rows are shown and 'Cargar más' while the server has more. */
export function LoadMore({ shown, hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (shown === 0) return null;
  return (
    <Group justify="center" gap="sm" py="xs" data-testid="load-more">
      <Text size="xs" c="dimmed">
        {hasMore ? `Mostrando ${shown}` : `Mostrando ${shown} (todas)`}
      </Text>
      {hasMore ? (
        <Button size="xs" variant="light" loading={loading} onClick={onLoadMore}>
          Cargar más
        </Button>
      ) : null}
    </Group>
  );
}
