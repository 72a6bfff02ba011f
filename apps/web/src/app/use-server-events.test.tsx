import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_REFRESH_SPREAD_MS, useServerEvents } from './use-server-events';

/** Hooks still mounted: unmounted after each test, so that no stream of theirs outlives it. */
const mounted: Array<{ unmount: () => void }> = [];

/** The event stream of one tab: the test writes server events to it (fetch is stubbed, the stream is real). */
function setUp(random: () => number) {
  window.localStorage.setItem('token', 'tok-7');
  let push: (text: string) => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200 })),
  );
  const queryClient = new QueryClient();
  const invalidated: string[] = [];
  const at: number[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(String(filters?.queryKey?.[0]));
    at.push(Date.now());
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useServerEvents('7-0', random), { wrapper });
  mounted.push(hook);
  const send = async (event: string) => {
    push(`event: ${event}\ndata: {}\n\n`);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { invalidated, at, send, hook };
}

describe('useServerEvents', () => {
  afterEach(() => {
    for (const hook of mounted.splice(0)) hook.unmount();
    window.localStorage.removeItem('token');
    vi.useRealTimers();
  });

  it('an audit event refreshes after a random wait within a second, once for the events of that wait', async () => {
    vi.useFakeTimers();
    const { invalidated, send } = setUp(() => 0.6);
    await send('listo');
    await send('auditorias');
    await send('auditorias');
    await vi.advanceTimersByTimeAsync(0.6 * AUDIT_REFRESH_SPREAD_MS - 1);
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // One refresh: the audit lists and the operator's next available audit (under the same key).
    expect(invalidated).toEqual(['audits', 'audits']);
    // Messages and the session are not held back.
    invalidated.length = 0;
    await send('mensajes');
    await send('sesion');
    expect(invalidated).toHaveLength(2);
    expect(invalidated).not.toContain('audits');
  });

  it('tabs that hear the same event ask again at different moments', async () => {
    vi.useFakeTimers();
    const moments: number[] = [];
    for (const r of [0.05, 0.3, 0.55, 0.8]) {
      const tab = setUp(() => r);
      await tab.send('listo');
      const start = Date.now();
      await tab.send('auditorias');
      await vi.advanceTimersByTimeAsync(AUDIT_REFRESH_SPREAD_MS);
      moments.push((tab.at[0] ?? 0) - start);
      tab.hook.unmount();
    }
    expect(moments).toEqual([50, 300, 550, 800]);
  });

  it('back after a gap refreshes everything at once; closing cancels a refresh still due', async () => {
    vi.useFakeTimers();
    const { invalidated, send, hook } = setUp(() => 0.9);
    await send('listo');
    await send('auditorias');
    // The stream came back after a gap (a second "listo" on a new connection is what the client sees).
    await send('listo');
    expect(invalidated).toContain('audits');
    const count = invalidated.length;
    // The wait for the event was covered by the refresh of the reconnection.
    await vi.advanceTimersByTimeAsync(AUDIT_REFRESH_SPREAD_MS);
    expect(invalidated).toHaveLength(count);

    await send('auditorias');
    hook.unmount();
    await vi.advanceTimersByTimeAsync(AUDIT_REFRESH_SPREAD_MS);
    expect(invalidated).toHaveLength(count);
  });
});
