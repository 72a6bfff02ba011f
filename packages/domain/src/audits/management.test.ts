import { describe, expect, it } from 'vitest';
import { ageInDays, appendLine, deletionType, messageLine } from './management';

describe('deletionType', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('30 days or newer is a correction; older is a cleanup', () => {
    expect(deletionType(new Date('2026-10-23T12:00:00Z'), now)).toBe('correction');
    expect(deletionType(new Date('2026-10-23T11:59:59Z'), now)).toBe('cleanup');
    expect(deletionType(now, now)).toBe('correction');
  });
  it('ageInDays counts whole days', () => {
    expect(ageInDays(new Date('2026-11-20T13:00:00Z'), now)).toBe(1);
  });
});

describe('messages on an audit', () => {
  it('one line per message, with author, time and audience', () => {
    const first = messageLine('Sergio', '22/11/2026 10:00', 'operador', 'Revisá la\n cámara 3');
    expect(first).toBe('[22/11/2026 10:00] Sergio (para el operador): Revisá la cámara 3');
    expect(appendLine(null, first)).toBe(first);
    expect(appendLine(first, 'x').split('\n')).toHaveLength(2);
  });
});
