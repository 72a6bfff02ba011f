import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './mutations';

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, invalidate, wrapper };
}

const keysOf = (invalidate: ReturnType<typeof setUp>['invalidate']) =>
  invalidate.mock.calls.map(([filters]) => filters?.queryKey);

describe('useRefreshingMutation', () => {
  it.each([
    { when: 'success' as const, fails: false, refreshed: [['a'], ['b', 1]] },
    { when: 'success' as const, fails: true, refreshed: [] },
    { when: 'settled' as const, fails: false, refreshed: [['a'], ['b', 1]] },
    { when: 'settled' as const, fails: true, refreshed: [['a'], ['b', 1]] },
  ])('refreshes its keys on $when (failed: $fails)', async ({ when, fails, refreshed }) => {
    const { invalidate, wrapper } = setUp();
    const write = (n: number) => (fails ? Promise.reject(new Error('no')) : Promise.resolve(n * 2));
    const { result } = renderHook(() => useRefreshingMutation(write, [['a'], ['b', 1]], { when }), {
      wrapper,
    });
    await act(() => result.current.mutateAsync(2).catch(() => undefined));
    expect(keysOf(invalidate)).toEqual(refreshed);
  });

  it('puts the answer into the cache before refreshing, with the variables', async () => {
    const { queryClient, invalidate, wrapper } = setUp();
    const update = vi.fn((client: QueryClient, data: number, variables: number) =>
      client.setQueryData(['a'], { data, variables }),
    );
    const { result } = renderHook(
      () => useRefreshingMutation((n: number) => Promise.resolve(n + 1), [['a']], { update }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(4));
    expect(queryClient.getQueryData(['a'])).toEqual({ data: 5, variables: 4 });
    expect(update.mock.invocationCallOrder[0]).toBeLessThan(invalidate.mock.invocationCallOrder[0] ?? 0);
  });

  it('passes other options to the mutation (a retry policy)', async () => {
    const { wrapper } = setUp();
    const write = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue('ok');
    const { result } = renderHook(() => useRefreshingMutation(write, [], { retry: 1, retryDelay: 0 }), {
      wrapper,
    });
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).resolves.toBe('ok');
    });
    expect(write).toHaveBeenCalledTimes(2);
  });
});
