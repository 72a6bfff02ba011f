import { MSG } from '@auditorias/domain/messages';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from './api-client';
import { createQueryClient, POLL_JITTER, retryDelay } from './query-client';

const busy = (retryAfter: number | null, status = 503) =>
  new ApiError(
    status,
    { success: false, error: MSG.serverBusy, message: MSG.serverBusy, code: 'SERVER_BUSY' },
    retryAfter,
  );

describe('query client retry policy', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  const decide = (failures: number, error: unknown) => {
    if (typeof retry !== 'function') throw new Error('retry debe ser una función');
    return retry(failures, error as Error);
  };

  it('retries lost connections and server errors twice', () => {
    expect(decide(0, new NetworkError())).toBe(true);
    expect(decide(1, new ApiError(503, { success: false, error: 'x' }))).toBe(true);
    expect(decide(2, new NetworkError())).toBe(false);
  });

  it('never retries client errors or answers that break the contract', () => {
    expect(decide(0, new ApiError(401, { success: false }))).toBe(false);
    expect(decide(0, new ApiError(404, { success: false }))).toBe(false);
    expect(decide(0, new InvalidResponseError())).toBe(false);
  });
});

describe('a busy server’s Retry-After', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retryQuery = defaults.queries?.retry;
  const retryWrite = defaults.mutations?.retry;
  const decide = (retry: unknown, failures: number, error: unknown) => {
    if (typeof retry !== 'function') throw new Error('retry debe ser una función');
    return retry(failures, error as Error) as boolean;
  };

  it('a refused query is sent again up to four times; a refused write only when the server did nothing', () => {
    expect(decide(retryQuery, 3, busy(2000))).toBe(true);
    expect(decide(retryQuery, 4, busy(2000))).toBe(false);
    // Too many requests with a Retry-After: waited for too (not for a 4xx without it).
    expect(decide(retryQuery, 0, busy(5000, 429))).toBe(true);
    expect(decide(retryQuery, 0, busy(null, 429))).toBe(false);
    // A gateway's 503 with Retry-After (the instance is restarting).
    expect(decide(retryQuery, 3, new NetworkError(new ApiError(503, '<html>', 4000)))).toBe(true);

    expect(decide(retryWrite, 0, busy(2000))).toBe(true);
    expect(decide(retryWrite, 2, busy(2000))).toBe(true);
    expect(decide(retryWrite, 3, busy(2000))).toBe(false);
    // Any other failure of a write may have written: never sent again by itself.
    expect(decide(retryWrite, 0, new ApiError(503, { success: false, error: 'x' }, 2000))).toBe(false);
    expect(decide(retryWrite, 0, new ApiError(500, { success: false, error: 'x' }))).toBe(false);
    expect(decide(retryWrite, 0, new NetworkError())).toBe(false);
  });

  it('the next attempt waits the Retry-After plus a random part, so the refused do not come back together', () => {
    expect(retryDelay(0, busy(2000), () => 0)).toBe(2000);
    expect(retryDelay(0, busy(2000), () => 0.999)).toBe(2999);
    expect(retryDelay(1, busy(8000), () => 0.5)).toBe(10_000);
    // Twenty clients refused in the same second come back over a second, not in the same millisecond.
    const waits = Array.from({ length: 20 }, () => retryDelay(0, busy(2000)));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(2000);
    expect(Math.max(...waits)).toBeLessThan(3000);
    expect(new Set(waits).size).toBeGreaterThan(10);
    // Without a Retry-After: exponential, times 0.5–1.5.
    expect(retryDelay(0, new NetworkError(), () => 0)).toBe(500);
    expect(retryDelay(2, new NetworkError(), () => 1)).toBe(6000);
    expect(retryDelay(10, new NetworkError(), () => 0.5)).toBe(30_000);
  });
});

describe('polls with jitter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** When each poll of a query with `refetchInterval` ran, over `ms`, on a client of this page `seed`. */
  async function pollTimes(seed: number, interval: number, ms: number) {
    const client = createQueryClient(seed);
    const times: number[] = [];
    const start = Date.now();
    const observer = new QueryObserver(client, {
      queryKey: ['seguimiento'],
      queryFn: async () => {
        times.push(Date.now() - start);
        return times.length;
      },
      refetchInterval: interval,
      refetchIntervalInBackground: true,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(ms);
    unsubscribe();
    client.clear();
    return times;
  }

  it('each poll runs at its interval ± 10 %, drawn again after each answer, different on each page', async () => {
    vi.useFakeTimers();
    const a = await pollTimes(0.11, 30_000, 300_000);
    const b = await pollTimes(0.73, 30_000, 300_000);
    for (const times of [a, b]) {
      const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0));
      expect(gaps.length).toBeGreaterThanOrEqual(8);
      for (const gap of gaps) {
        expect(gap).toBeGreaterThanOrEqual(30_000 * (1 - POLL_JITTER));
        expect(gap).toBeLessThanOrEqual(30_000 * (1 + POLL_JITTER));
      }
      expect(new Set(gaps).size).toBeGreaterThan(3);
    }
    // Two pages that started together are not polling together a few rounds later.
    expect(a.slice(1)).not.toEqual(b.slice(1));
  });

  it('the interval does not change between renders (a timer restarted at each render would never fire)', () => {
    const client = createQueryClient(0.5);
    const options = { queryKey: ['cola'], queryFn: async () => 1, refetchInterval: 10_000 };
    const first = client.defaultQueryOptions(options);
    const again = client.defaultQueryOptions(options);
    expect(typeof first.refetchInterval).toBe('function');
    expect(first.refetchInterval).toBe(again.refetchInterval);
    const query = client.getQueryCache().build(client, first);
    const interval = first.refetchInterval as (q: typeof query) => number;
    expect(interval(query)).toBe(interval(query));
    // Polls off stay off.
    expect(client.defaultQueryOptions({ ...options, refetchInterval: false }).refetchInterval).toBe(false);
  });
});
