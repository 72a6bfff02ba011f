import { describe, expect, it } from 'vitest';
import { formatDay, parseDayInput } from './day-input';

describe('parseDayInput', () => {
  it.each([
    ['15/01/2026', '2026-01-15'],
    ['5/3/2026', '2026-03-05'],
    ['2026-12-24', '2026-12-24'],
    [' 2026-12-24 ', '2026-12-24'],
    ['31/02/2026', null],
    ['29/02/2028', '2028-02-29'],
    ['mañana', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseDayInput(text)).toBe(expected);
  });
});

describe('formatDay', () => {
  it('writes a day as dd/mm/aaaa, and a missing one as a dash', () => {
    expect(formatDay('2026-03-05')).toBe('05/03/2026');
    expect(formatDay('2026-03-05T10:00:00.000Z')).toBe('05/03/2026');
    expect(formatDay(null)).toBe('—');
    expect(formatDay(undefined)).toBe('—');
  });
});
