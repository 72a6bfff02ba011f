import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  isInMonth,
  isIsoDay,
  nextDay,
  nextPeriod,
  previousDay,
  previousPeriod,
  sundaysOfMonth,
} from './calendar';

describe('previousPeriod / nextPeriod', () => {
  it.each([
    [1, 2026, { mes: 12, anio: 2025 }],
    [2, 2026, { mes: 1, anio: 2026 }],
    [12, 2026, { mes: 11, anio: 2026 }],
    [1, 2024, { mes: 12, anio: 2023 }],
  ])('previousPeriod(%i, %i)', (mes, anio, expected) => {
    expect(previousPeriod(mes, anio)).toEqual(expected);
  });

  it.each([
    [12, 2025, { mes: 1, anio: 2026 }],
    [1, 2026, { mes: 2, anio: 2026 }],
    [11, 2030, { mes: 12, anio: 2030 }],
  ])('nextPeriod(%i, %i)', (mes, anio, expected) => {
    expect(nextPeriod(mes, anio)).toEqual(expected);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2, 2026, 28],
    [2, 2024, 29],
    [2, 2100, 28],
    [2, 2000, 29],
    [4, 2026, 30],
    [1, 2026, 31],
    [12, 2026, 31],
  ])('month %i of %i has %i days', (mes, anio, n) => {
    expect(daysInMonth(mes, anio)).toBe(n);
  });
});

describe('days', () => {
  it('steps across month and year ends', () => {
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });

  it.each([
    [2, 2026, ['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22']],
    [3, 2026, ['2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29']],
    [2, 2024, ['2024-02-04', '2024-02-11', '2024-02-18', '2024-02-25']],
  ])('Sundays of %i/%i', (mes, anio, expected) => {
    expect(sundaysOfMonth(mes, anio)).toEqual(expected);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-01-01', false],
  ])('isIsoDay(%s) = %s', (day, ok) => {
    expect(isIsoDay(day)).toBe(ok);
  });

  it('isInMonth', () => {
    expect(isInMonth('2026-03-24', 3, 2026)).toBe(true);
    expect(isInMonth('2026-04-01', 3, 2026)).toBe(false);
    expect(isInMonth('2025-03-24', 3, 2026)).toBe(false);
  });
});
