import { Alert, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/error-message';

interface DetailListStateProps<T> {
  /** Loading is `isLoading`: a query that has not started (no user yet) shows as empty. */
  query: QueryLike<readonly T[]> & { isLoading: boolean };
  /** 'Cargando historial...' */
  loadingText: string;
  /** Shown when the server gives no reason of its own. */
  errorText: string;
  /** 'Sin conexiones registradas.' */
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}

/** A list of the user detail (connections, administrative messages): a small loading line, the error, or empty. */
export function DetailListState<T>({
  query,
  loadingText,
  errorText,
  emptyText,
  children,
}: DetailListStateProps<T>) {
  const items = query.data ?? [];
  return (
    <QueryState
      query={query}
      pending={query.isLoading}
      loading={
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {loadingText}
          </Text>
        </Group>
      }
      error={(error) => (
        <Alert color="red" variant="light">
          {errorMessage(error, errorText)}
        </Alert>
      )}
      empty={
        items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : null
      }
    >
      {children(items)}
    </QueryState>
  );
}
