import { afterEach, describe, expect, it, vi } from 'vitest';
import { HARD_TIMEOUT_MS, OperationTimeoutError, runWithTimeouts, SLOW_WARNING_MS } from './with-timeouts';

afterEach(() => vi.useRealTimers());

describe('save and finish time limits', () => {
  it('warns at 45 s and aborts at 60 s', () => {
    expect([SLOW_WARNING_MS, HARD_TIMEOUT_MS]).toEqual([45_000, 60_000]);
  });

  it('warns when slow and aborts at the hard limit', async () => {
    vi.useFakeTimers();
    const onSlow = vi.fn();
    const call = (signal: AbortSignal) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    const running = runWithTimeouts(call, onSlow, { warningMs: 100, timeoutMs: 300 });
    const outcome = expect(running).rejects.toBeInstanceOf(OperationTimeoutError);
    await vi.advanceTimersByTimeAsync(150);
    expect(onSlow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await outcome;
  });

  it('with the default values the warning comes at 45 s and the call is abandoned at 60 s', async () => {
    vi.useFakeTimers();
    const onSlow = vi.fn();
    const running = runWithTimeouts(
      (signal) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('abort')))),
      onSlow,
    );
    const outcome = expect(running).rejects.toBeInstanceOf(OperationTimeoutError);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(onSlow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSlow).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    await outcome;
  });

  it('answers what the call answers and lets its errors through', async () => {
    await expect(runWithTimeouts(async () => 7, vi.fn())).resolves.toBe(7);
    await expect(runWithTimeouts(async () => Promise.reject(new Error('409')), vi.fn())).rejects.toThrow(
      '409',
    );
  });
});
