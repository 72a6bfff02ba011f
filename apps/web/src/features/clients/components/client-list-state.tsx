import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadingText, type QueryLike, QueryState, RetryAlert } from '../../../components/query-state';

/**
 * The states of the client list: 'Cargando clientes...', the failure with 'Reintentar', no clients (or none
 * matching the search), or the list.
 */
export function ClientListState({
  query,
  shown,
  noMatch,
  children,
}: {
  query: QueryLike<unknown>;
  /** How many clients are shown. */
  shown: number;
  /** What none matching the search says; null when nothing is searched. */
  noMatch: string | null;
  children: ReactNode;
}) {
  return (
    <QueryState
      query={query}
      loading={<LoadingText text="Cargando clientes..." />}
      error={(error, retry) => <RetryAlert prefix="Error cargando clientes" error={error} onRetry={retry} />}
      empty={shown === 0 && <EmptyState message={noMatch ?? 'Todavía no hay clientes.'} />}
    >
      {children}
    </QueryState>
  );
}
