/**
 * Counts failed sign-ins per user name and per IP in a sliding window (in this process's memory; see
 * docs/decisions.md). A success clears the user name's count.
 */
export interface ThrottleLimits {
  maxPerUser: number;
  maxPerIp: number;
  windowMinutes: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMinutes * 60_000;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Seconds to wait before another attempt, or 0 when an attempt is allowed. */
  retryAfterSeconds(userKey: string, ip: string): number {
    const checks: Array<[string, number]> = [
      [`u:${userKey.trim().toLowerCase()}`, this.limits.maxPerUser],
      [`ip:${ip}`, this.limits.maxPerIp],
    ];
    let wait = 0;
    for (const [key, max] of checks) {
      const times = this.recent(key);
      if (times.length >= max) {
        const oldest = times[times.length - max] ?? this.now();
        const until = oldest + this.limits.windowMinutes * 60_000;
        wait = Math.max(wait, Math.ceil((until - this.now()) / 1000));
      }
    }
    return wait;
  }

  recordFailure(userKey: string, ip: string): void {
    const at = this.now();
    for (const key of [`u:${userKey.trim().toLowerCase()}`, `ip:${ip}`]) {
      this.failures.set(key, [...this.recent(key), at]);
    }
  }

  recordSuccess(userKey: string): void {
    this.failures.delete(`u:${userKey.trim().toLowerCase()}`);
  }
}
