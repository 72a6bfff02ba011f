import { describe, expect, it } from 'vitest';
import { isScheduledOn, nextDay, scheduleKey, weekdayOf } from './scheduling';

describe('scheduling', () => {
  it('knows Argentine weekdays', () => {
    expect(weekdayOf('2026-11-23')).toBe('Lunes');
    expect(weekdayOf('2026-11-22')).toBe('Domingo');
    expect(weekdayOf('2026-11-28')).toBe('Sábado');
    expect(nextDay('2026-11-30')).toBe('2026-12-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
  it('por días on its weekdays, por fecha exacta on its date, manual never', () => {
    const dias = { modalidad: 'por_dias' as const, diasAuditoria: ['Lunes', 'Jueves'], fechaExacta: null };
    expect(isScheduledOn(dias, '2026-11-23')).toBe(true);
    expect(isScheduledOn(dias, '2026-11-24')).toBe(false);
    expect(
      isScheduledOn(
        { modalidad: 'fecha_exacta', diasAuditoria: [], fechaExacta: '2026-12-01' },
        '2026-12-01',
      ),
    ).toBe(true);
    expect(
      isScheduledOn(
        { modalidad: 'fecha_exacta', diasAuditoria: [], fechaExacta: '2026-12-01' },
        '2026-12-02',
      ),
    ).toBe(false);
    expect(
      isScheduledOn({ modalidad: 'manual', diasAuditoria: ['Lunes'], fechaExacta: null }, '2026-11-23'),
    ).toBe(false);
    expect(scheduleKey(7, '2026-11-23')).toBe('branch:7:2026-11-23');
  });
});
