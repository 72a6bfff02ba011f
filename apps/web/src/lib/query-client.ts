import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-client';

/**
 * Retries only what may succeed on a second try: lost connections and server errors. Never 4xx answers or
 * answers that break the contract (those fail the same way every time).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const transient = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
  return transient && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
