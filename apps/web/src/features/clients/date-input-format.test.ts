import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input-format';

describe('parseDateInput', () => {
  it.each([
    ['15/01/2026', '2026-01-15'],
    ['5/3/2026', '2026-03-05'],
    ['2026-12-24', '2026-12-24'],
    ['31/02/2026', null],
    ['mañana', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseDateInput(text)).toBe(expected);
  });
});
