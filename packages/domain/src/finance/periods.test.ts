import { describe, expect, it } from 'vitest';
import { hasPeriodEnded, monthToClose, PERIOD_MSG, periodOfDay, periodText, reopenReason } from './periods';

describe('month close rules', () => {
  it('a month has ended only after its last day in Buenos Aires', () => {
    // 2026-11-01 02:00 UTC is still 31 October, 23:00 in Buenos Aires.
    expect(hasPeriodEnded({ mes: 10, anio: 2026 }, new Date('2026-11-01T02:00:00Z'))).toBe(false);
    expect(hasPeriodEnded({ mes: 10, anio: 2026 }, new Date('2026-11-01T03:00:00Z'))).toBe(true);
    expect(hasPeriodEnded({ mes: 11, anio: 2026 }, new Date('2026-11-25T12:00:00Z'))).toBe(false);
    expect(hasPeriodEnded({ mes: 12, anio: 2025 }, new Date('2026-01-01T12:00:00Z'))).toBe(true);
    expect(hasPeriodEnded({ mes: 1, anio: 2027 }, new Date('2026-11-25T12:00:00Z'))).toBe(false);
  });

  it('reads the month of a day and writes it as MM/AAAA', () => {
    expect(periodOfDay('2026-03-31')).toEqual({ anio: 2026, mes: 3 });
    expect(periodText({ mes: 3, anio: 2026 })).toBe('03/2026');
    expect(PERIOD_MSG.cerrado({ mes: 3, anio: 2026 })).toContain('03/2026 está cerrado');
  });

  it('a reopening reason is required and trimmed', () => {
    expect(reopenReason('  error en un gasto  ')).toBe('error en un gasto');
    expect(reopenReason('   ')).toBeNull();
    expect(reopenReason(undefined)).toBeNull();
  });
});

describe('the month to close', () => {
  // 1 December 2026, 01:00 in Buenos Aires (04:00 UTC): November has ended there.
  const now = new Date('2026-12-01T04:00:00Z');

  it('is the month before the current Argentine month, across a year too', () => {
    expect(monthToClose([], new Date('2027-01-15T12:00:00Z'))).toEqual({ mes: 12, anio: 2026 });
    expect(monthToClose([], now)).toEqual({ mes: 11, anio: 2026 });
    // 02:00 UTC on 1 December is still 30 November in Buenos Aires: October is the last ended month.
    expect(monthToClose([], new Date('2026-12-01T02:00:00Z'))).toEqual({ mes: 10, anio: 2026 });
  });

  it('is none once that month is closed (older open months do not count)', () => {
    expect(monthToClose([{ mes: 11, anio: 2026 }], now)).toBeNull();
    expect(monthToClose([{ mes: 11, anio: 2025 }], now)).toEqual({ mes: 11, anio: 2026 });
  });
});
