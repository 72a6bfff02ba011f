import { describe, expect, it } from 'vitest';
import { queueScope, takeBlockedReason } from './queue';
import { formatTimer, timerStatus, workedSeconds } from './timer';

describe('takeBlockedReason', () => {
  it('blocks operators holding assigned or in-progress audits, with the counts', () => {
    expect(takeBlockedReason('operador', { asignadas: 1, enProceso: 0 })).toBe(
      'Finaliza tu auditoría activa primero (asignadas: 1, en proceso: 0)',
    );
    expect(takeBlockedReason('operador', { asignadas: 0, enProceso: 0 })).toBeNull();
  });
  it('supervisors are exempt', () => {
    expect(takeBlockedReason('supervisor', { asignadas: 3, enProceso: 1 })).toBeNull();
  });
});

describe('queueScope', () => {
  const access = (assigned: number[], blocked: number[], claimed: number[]) => ({
    assignedClientIds: new Set(assigned),
    blockedClientIds: new Set(blocked),
    claimedClientIds: new Set(claimed),
  });
  it('an unrestricted operator takes from every client but claimed and blocked ones', () => {
    expect(queueScope(access([], [4], [9, 2]))).toEqual({ only: null, excluded: [2, 4, 9] });
  });
  it('an assigned operator takes only from its clients (no fallback to other companies)', () => {
    expect(queueScope(access([1, 2], [], [1, 2, 5]))).toEqual({ only: [1, 2], excluded: [] });
  });
  it('an assignment and a block of the same client never lets the client through', () => {
    expect(queueScope(access([1, 2], [2], [1, 2]))).toEqual({ only: [1], excluded: [] });
  });
});

describe('timer', () => {
  it('status by share of the estimate: 75 / 100 / 150 %', () => {
    expect(timerStatus(0, 2)).toBe('normal');
    expect(timerStatus(0.75 * 7200 - 1, 2)).toBe('normal');
    expect(timerStatus(0.75 * 7200, 2)).toBe('warning');
    expect(timerStatus(7200, 2)).toBe('overtime');
    expect(timerStatus(1.5 * 7200, 2)).toBe('exceeded');
  });
  it('formats HH:MM:SS and sums work periods', () => {
    expect(formatTimer(3 * 3600 + 5 * 60 + 9)).toBe('03:05:09');
    const t0 = new Date('2026-11-22T10:00:00Z');
    const periods = [
      { startedAt: t0, endedAt: new Date('2026-11-22T10:30:00Z') },
      { startedAt: new Date('2026-11-22T11:00:00Z'), endedAt: null },
    ];
    expect(workedSeconds(periods, new Date('2026-11-22T11:10:00Z'))).toBe(40 * 60);
  });
});
