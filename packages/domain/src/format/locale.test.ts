import { describe, expect, it } from 'vitest';
import { argentineDay, formatDate, formatDateTime, formatMoneyCentavos, formatPesos } from './locale';

const nbsp = /\u00a0/g;

describe('es-AR formatting', () => {
  it('shows pesos without decimals', () => {
    expect(formatPesos(1234567).replace(nbsp, ' ')).toBe('$ 1.234.567');
    expect(formatPesos(99.6).replace(nbsp, ' ')).toBe('$ 100');
    expect(formatMoneyCentavos(1234550).replace(nbsp, ' ')).toBe('$ 12.346');
    expect(formatPesos(0).replace(nbsp, ' ')).toBe('$ 0');
  });
  it('shows dates and times in Buenos Aires time (UTC-3)', () => {
    expect(formatDate('2026-11-22T02:30:00Z')).toBe('21/11/2026');
    expect(formatDateTime('2026-11-22T15:05:00Z')).toBe('22/11/2026, 12:05');
    // The minute after midnight is 00:01 of the new day, never 24:01 of the day before.
    expect(formatDateTime('2026-11-20T03:01:00Z')).toBe('20/11/2026, 00:01');
  });
  it('knows the Argentine calendar day of an instant', () => {
    expect(argentineDay('2026-11-22T02:59:59Z')).toBe('2026-11-21');
    expect(argentineDay('2026-11-22T03:00:00Z')).toBe('2026-11-22');
  });
});
