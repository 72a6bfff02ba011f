import { describe, expect, it } from 'vitest';
import { monthDeleteMessage, monthLabel, previousMonth } from './file-months';

describe('files by month', () => {
  it('finds last month, also across the year', () => {
    expect(previousMonth(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-01T02:00:00.000Z'))).toBe('2025-11'); // still 31 Dec in Argentina
  });

  it('names a month in Spanish', () => {
    expect(monthLabel('2026-10')).toBe('octubre de 2026');
  });

  it('words the outcome of a bulk delete as the spec does', () => {
    expect(monthDeleteMessage({ eliminados: 3, errores: 2 })).toEqual({
      color: 'orange',
      text: '⚠️ 3 archivos eliminados, 2 errores...',
    });
    expect(monthDeleteMessage({ eliminados: 4, errores: 0 }).text).toBe('4 archivos eliminados');
  });
});
