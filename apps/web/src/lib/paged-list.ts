import type { PageInfo } from '@auditorias/domain/schemas/lists';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/** One page of a server list (the list contract: `packages/domain/src/schemas/lists.ts`). */
export interface ListPage<T> {
  items: T[];
  paginacion: PageInfo;
}

export interface PagedListOptions<T> {
  queryKey: QueryKey;
  /** Fetches the page after `cursor` (undefined: the first page). */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>;
  refetchInterval?: number | false;
  enabled?: boolean;
}

/**
 * A list the server pages: the first page loads at once, `loadMore` asks for the next one, polling refreshes the
 * pages already shown. Every list screen uses this, with `LoadMore` under the list.
 */
export function usePagedList<T>(options: PagedListOptions<T>) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.paginacion.siguiente ?? undefined,
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
    // A new filter or search keeps the rows shown until its first page arrives.
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return {
    ...query,
    items,
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
