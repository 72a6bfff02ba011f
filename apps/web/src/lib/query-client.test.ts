import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, NetworkError } from './api-client';
import { createQueryClient } from './query-client';

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
