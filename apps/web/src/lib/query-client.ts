import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-client';

/** Statuses whose Retry-After says when to come back: the server was busy (503) or asked to slow down (429). */
const BUSY_STATUSES = new Set([429, 503]);
/** Attempts after the first one of a query the server refused with a Retry-After. */
const BUSY_RETRIES = 4;
/** Attempts after the first one of a write the server refused as busy (`SERVER_BUSY`: nothing was done). */
const BUSY_WRITE_RETRIES = 3;
/** Polls run at their interval ± this share, drawn again after each answer. */
export const POLL_JITTER = 0.1;

/** How long the server asked to wait before this error's request is sent again; null when it did not say. */
export function serverWaitOf(error: unknown): number | null {
  const answer = error instanceof NetworkError && error.cause instanceof ApiError ? error.cause : error;
  if (!(answer instanceof ApiError) || !BUSY_STATUSES.has(answer.status)) return null;
  return answer.retryAfterMs;
}

/**
 * Retries only what may succeed on a second try: lost connections and server errors (twice), and what the server
 * refused with a Retry-After (more times, at the time it said). Never other 4xx answers or answers that break the
 * contract (those fail the same way every time).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (serverWaitOf(error) !== null) return failureCount < BUSY_RETRIES;
  const transient = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < 2;
}

/**
 * A write is sent again only when the server refused it before doing anything (`SERVER_BUSY`, admission control):
 * any other failure may have written, and the person decides.
 */
function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  const busy = error instanceof ApiError && error.code === 'SERVER_BUSY' && serverWaitOf(error) !== null;
  return busy && failureCount < BUSY_WRITE_RETRIES;
}

/**
 * The wait before attempt `failureCount + 1`: what the server's Retry-After said plus up to half of it again (at
 * least up to 1 s), so that everybody refused in the same second does not come back in the same second; else
 * exponential (1 s, 2 s, 4 s... at most 30 s) times 0.5–1.5.
 */
export function retryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  const wait = serverWaitOf(error);
  if (wait !== null) return Math.round(wait + random() * Math.max(wait / 2, 1_000));
  return Math.round(Math.min(1_000 * 2 ** failureCount, 30_000) * (0.5 + random()));
}

/** A number in [0, 1) from a text (FNV-1a): the same text, the same number. */
function fraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The interval of a poll until its next answer: `interval` ± POLL_JITTER, drawn from this page's `seed`, the
 * query and how many answers it has had. Stable between renders (TanStack Query restarts the timer whenever the
 * value changes, so a value drawn at every render could postpone a poll for ever), drawn again after each answer.
 * Polls that a restart or a burst of events made start together thus drift apart within a few rounds.
 */
export function jitteredInterval(interval: number, query: Query, seed: number): number {
  const answers = query.state.dataUpdateCount + query.state.errorUpdateCount;
  const r = fraction(`${seed}|${query.queryHash}|${answers}`);
  return Math.round(interval * (1 - POLL_JITTER + 2 * POLL_JITTER * r));
}

export function createQueryClient(seed: number = Math.random()): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (count, error) => retryDelay(count, error),
        staleTime: 30_000,
      },
      mutations: { retry: shouldRetryWrite, retryDelay: (count, error) => retryDelay(count, error) },
    },
  });
  // Every poll's fixed `refetchInterval` becomes a jittered one, whatever screen declared it.
  const jittered = new Map<number, (query: Query) => number>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const interval = defaulted.refetchInterval;
    if (typeof interval !== 'number' || interval <= 0) return defaulted;
    let poll = jittered.get(interval);
    if (!poll) {
      poll = (query: Query) => jitteredInterval(interval, query, seed);
      jittered.set(interval, poll);
    }
    return { ...defaulted, refetchInterval: poll };
  }) as typeof client.defaultQueryOptions;
  return client;
}
