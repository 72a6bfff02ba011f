import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiQuery, useRecordQuery } from './queries';

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('apiQuery', () => {
  it('builds query options that call the fetcher with the query signal', async () => {
    const fetch = vi.fn((signal: AbortSignal) => Promise.resolve(signal instanceof AbortSignal));
    const options = apiQuery(['x', 1] as const, fetch, { staleTime: 5 });
    expect(options.queryKey).toEqual(['x', 1]);
    expect(options.staleTime).toBe(5);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toBe(true);
  });
});

describe('useRecordQuery', () => {
  it.each([
    { id: null, enabled: true, asked: [] },
    { id: 0, enabled: true, asked: [] },
    { id: 7, enabled: false, asked: [] },
    { id: 7, enabled: true, asked: [7] },
  ])('with id $id and enabled $enabled asks for $asked', async ({ id, enabled, asked }) => {
    const fetched: number[] = [];
    const optionsOf = (recordId: number) =>
      apiQuery(['record', recordId] as const, async () => {
        fetched.push(recordId);
        return recordId;
      });
    const { result } = renderHook(() => useRecordQuery(id, optionsOf, enabled), { wrapper });
    if (asked.length > 0) await waitFor(() => expect(result.current.data).toBe(id));
    else expect(result.current.fetchStatus).toBe('idle');
    expect(fetched).toEqual(asked);
  });
});
