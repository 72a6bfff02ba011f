import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

// 2026-03-10 15:00 in Buenos Aires (UTC-3).
const now = new Date('2026-03-10T18:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo', () => {
  it.each<[string, Date | string, string]>([
    ['seconds', ago(20_000), 'ahora'],
    ['a clock ahead of ours', new Date(now.getTime() + 5_000), 'ahora'],
    ['one minute', ago(60_000), 'hace 1 minuto'],
    ['minutes', ago(5 * 60_000), 'hace 5 minutos'],
    ['hours the same day', ago(3 * 3_600_000), 'hace 3 horas'],
    ['yesterday in Buenos Aires', '2026-03-09T23:30:00.000Z', 'ayer'],
    ['days', '2026-03-07T12:00:00.000Z', 'hace 3 días'],
    ['over a week: the date', '2026-02-20T12:00:00.000Z', '20/02/2026'],
  ])('%s', (_label, value, expected) => {
    expect(timeAgo(value, now)).toBe(expected);
  });

  it('counts minutes, not the calendar, just after midnight', () => {
    const justAfterMidnight = new Date('2026-03-10T03:05:00.000Z'); // 00:05 in Buenos Aires
    expect(timeAgo('2026-03-10T02:55:00.000Z', justAfterMidnight)).toBe('hace 10 minutos');
  });

  it('answers an empty text for an invalid date', () => {
    expect(timeAgo('no es una fecha', now)).toBe('');
  });
});
