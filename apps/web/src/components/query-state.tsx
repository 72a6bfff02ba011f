import { Button, Center, Group, Loader, type MantineSize, type MantineSpacing, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { prefixedErrorMessage } from '../lib/error-message';
import { ErrorAlert } from './error-alert';

/** What `QueryState` reads of a TanStack query (or of a `usePagedList` list). */
export interface QueryLike<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
}

interface QueryStateProps<D> {
  query: QueryLike<D>;
  /** Whether the first answer is still on its way (default: the query is pending). */
  pending?: boolean;
  /** Shown while it loads (a `LoadingSpinner`, a `LoadingText`). */
  loading: ReactNode;
  /** Shown when it failed, with the query's error and a retry. */
  error: (error: unknown, retry: () => void) => ReactNode;
  /** Shown instead of the content when there is nothing to show; false, null or undefined: not empty. */
  empty?: ReactNode;
  /** The content, once the data is there. */
  children: ReactNode | ((data: D) => ReactNode);
}

/** The states of a loaded block, one at a time: loading, failed, empty, or its content. */
export function QueryState<D>({ query, pending, loading, error, empty, children }: QueryStateProps<D>) {
  if (pending ?? query.isPending) return <>{loading}</>;
  if (query.isError) return <>{error(query.error, () => void query.refetch())}</>;
  if (empty !== undefined && empty !== null && empty !== false) return <>{empty}</>;
  if (typeof children !== 'function') return <>{children}</>;
  return query.data === undefined ? null : children(query.data);
}

/** A centered spinner where a list or a block will show, named for screen readers ('Cargando adelantos'). */
export function LoadingSpinner({
  label,
  size,
  py = 'xl',
}: {
  label: string;
  size?: MantineSize;
  py?: MantineSpacing;
}) {
  return (
    <Center py={py}>
      <Loader size={size} aria-label={label} />
    </Center>
  );
}

/** A small spinner with its text ('Cargando clientes...'). */
export function LoadingText({
  text,
  gap = 'sm',
  py = 'xl',
}: {
  text: string;
  gap?: MantineSpacing;
  py?: MantineSpacing;
}) {
  return (
    <Group justify="center" py={py} gap={gap}>
      <Loader size="sm" />
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Group>
  );
}

/** A failed load: the screen's text and the server's as the title ('Error cargando clientes: ...'), and 'Reintentar'. */
export function RetryAlert({
  prefix,
  error,
  onRetry,
}: {
  prefix: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <ErrorAlert title={prefixedErrorMessage(prefix, error)}>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Reintentar
      </Button>
    </ErrorAlert>
  );
}

/** A failed load in the red alert line: the screen's text and the server's ('Error cargando datos: ...'). */
export function LoadErrorAlert({
  prefix,
  error,
  fallback,
}: {
  prefix: string;
  error: unknown;
  fallback?: string;
}) {
  return <ErrorAlert>{prefixedErrorMessage(prefix, error, fallback)}</ErrorAlert>;
}
