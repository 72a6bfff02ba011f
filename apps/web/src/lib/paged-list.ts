import type { PageInfo } from '@auditorias/domain/schemas/lists';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client';

/** One page of a server list (the list contract: `packages/domain/src/schemas/lists.ts`). */
export interface ListPage<T> {
  items: T[];
  paginacion: PageInfo;
}

/**
 * GET `path`: one page of a server list whose answer carries the rows under `field` and the cursor under
 * `paginacion`, as a `ListPage`.
 */
export async function fetchListPage<
  F extends string,
  S extends z.ZodType<{ [K in F]: unknown[] } & { paginacion: PageInfo }>,
>(
  path: string,
  field: F,
  options: RequestOptions & { schema: S },
): Promise<ListPage<z.output<S>[F][number]>> {
  const answer = await apiRequest(path, options);
  return { items: answer[field], paginacion: answer.paginacion };
}

/** A page may carry more than its rows (totals, counts): `P`, the fetcher's answer. */
export interface PagedListOptions<T, P extends ListPage<T> = ListPage<T>> {
  queryKey: QueryKey;
  /** Fetches the page after `cursor` (undefined: the first page). */
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P & ListPage<T>>;
  refetchInterval?: number | false;
  enabled?: boolean;
}

/**
 * A list the server pages: the first page loads at once, `loadMore` asks for the next one, polling refreshes the
 * pages already shown. Every list screen uses this, with `LoadMore` under the list. `first` is the first page as
 * the fetcher answered it (the totals a list's first page carries).
 */
export function usePagedList<T, P extends ListPage<T> = ListPage<T>>(options: PagedListOptions<T, P>) {
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.paginacion.siguiente ?? undefined,
    refetchInterval: options.refetchInterval ?? false,
    enabled: options.enabled ?? true,
    // A new filter or search keeps the rows shown until its first page arrives.
    placeholderData: keepPreviousData,
  });
  const items: T[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const first: P | undefined = query.data?.pages[0];
  return {
    ...query,
    items,
    first,
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
