import {
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/** Asks again for every query under each of `keys`; the promise settles once those refetches do. */
export function useRefresh(keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface RefreshingMutationOptions<TData, TVariables>
  extends Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn' | 'onSuccess' | 'onSettled'> {
  /** When the keys are refreshed: after a success (the default) or once the mutation ends, done or failed. */
  when?: 'success' | 'settled';
  /** Puts the answer into the cache at once, on success, before the refresh is asked for. */
  update?: (queryClient: QueryClient, data: TData, variables: TVariables) => void;
}

/**
 * The mutation of an API write that refreshes what it changed: runs `mutationFn`, then refreshes the queries under
 * `keys` (the mutation settles once they are asked for again). Other options (retry...) go to `useMutation` as
 * they are. Writes whose refresh must not be awaited (sending a message, hiding a conversation) use `useMutation`
 * themselves; the time alerts pass no keys and refresh from their `update`, without waiting either.
 */
export function useRefreshingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  { when = 'success', update, ...options }: RefreshingMutationOptions<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(keys);
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: (data, variables) => {
      update?.(queryClient, data, variables);
      return when === 'success' ? refresh() : undefined;
    },
    onSettled: when === 'settled' ? refresh : undefined,
  });
}
