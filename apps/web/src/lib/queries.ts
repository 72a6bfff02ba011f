import {
  type QueryKey,
  queryOptions,
  type UndefinedInitialDataOptions,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';

/** The query of `fetcher` under `queryKey`, with any other query options (staleTime, polling...). */
export function apiQuery<T, K extends QueryKey>(
  queryKey: K,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: Omit<UndefinedInitialDataOptions<T, Error, T, K>, 'queryKey' | 'queryFn'> = {},
) {
  return queryOptions({ ...options, queryKey, queryFn: ({ signal }) => fetcher(signal) });
}

/**
 * The query of one record by its id: nothing is asked while there is no id (null, or not a positive number) or
 * while `enabled` is false.
 */
export function useRecordQuery<T, K extends QueryKey>(
  id: number | null,
  optionsOf: (id: number) => UseQueryOptions<T, Error, T, K>,
  enabled = true,
) {
  return useQuery({ ...optionsOf(id ?? 0), enabled: enabled && id !== null && id > 0 });
}
