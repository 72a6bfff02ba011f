import { describe, expect, it } from 'vitest';
import { judgeSession, needsTouch } from './session-rules';

const limits = { idleMinutes: 60, maxHours: 24 };
const at = (iso: string) => new Date(iso);

describe('judgeSession', () => {
  const base = {
    createdAt: at('2026-11-22T08:00:00Z'),
    lastSeenAt: at('2026-11-22T10:00:00Z'),
    endedAt: null,
    endReason: null,
  };
  it('is active within the idle limit', () => {
    expect(judgeSession(base, at('2026-11-22T10:59:59Z'), limits)).toEqual({ kind: 'active' });
  });
  it('expires after the idle limit, ending at the last activity', () => {
    expect(judgeSession(base, at('2026-11-22T11:00:01Z'), limits)).toEqual({
      kind: 'expired',
      endAt: base.lastSeenAt,
    });
  });
  it('expires after the maximum length even when active', () => {
    const busy = { ...base, lastSeenAt: at('2026-11-23T08:00:30Z') };
    expect(judgeSession(busy, at('2026-11-23T08:00:40Z'), limits)).toEqual({
      kind: 'expired',
      endAt: at('2026-11-23T08:00:00Z'),
    });
  });
  it('reports why an ended session ended', () => {
    expect(
      judgeSession(
        { ...base, endedAt: base.lastSeenAt, endReason: 'admin' },
        at('2026-11-22T10:01:00Z'),
        limits,
      ),
    ).toEqual({
      kind: 'ended',
      reason: 'admin',
    });
  });
});

describe('needsTouch', () => {
  it('writes activity at most once a minute', () => {
    expect(needsTouch(at('2026-11-22T10:00:00Z'), at('2026-11-22T10:00:59Z'))).toBe(false);
    expect(needsTouch(at('2026-11-22T10:00:00Z'), at('2026-11-22T10:01:00Z'))).toBe(true);
  });
});
