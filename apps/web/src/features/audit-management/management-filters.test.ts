import { describe, expect, it } from 'vitest';
import { addDays, dateRange } from './management-filters';

// 2026-11-23 02:00 UTC is still Sunday 22 November in Buenos Aires (UTC-3).
const sundayNight = new Date('2026-11-23T02:00:00.000Z');

describe('management date filters (Argentine days)', () => {
  it('has no limits for all dates, or for a day not chosen yet', () => {
    expect(dateRange('todas', sundayNight)).toEqual({});
    expect(dateRange('dia', sundayNight, null)).toEqual({});
  });

  it('counts today and yesterday in Buenos Aires, not in UTC', () => {
    expect(dateRange('hoy', sundayNight)).toEqual({ desde: '2026-11-22', hasta: '2026-11-22' });
    expect(dateRange('ayer', sundayNight)).toEqual({ desde: '2026-11-21', hasta: '2026-11-21' });
  });

  it('starts the week on Monday (a Sunday belongs to the week that began six days before)', () => {
    expect(dateRange('semana', sundayNight)).toEqual({ desde: '2026-11-16', hasta: '2026-11-22' });
    expect(dateRange('semana', new Date('2026-11-16T15:00:00.000Z'))).toEqual({
      desde: '2026-11-16',
      hasta: '2026-11-22',
    });
  });

  it('covers this month and last month, whole, across a year boundary', () => {
    expect(dateRange('mes', sundayNight)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(dateRange('mes_pasado', sundayNight)).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' });
    const january = new Date('2026-01-10T15:00:00.000Z');
    expect(dateRange('mes_pasado', january)).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(dateRange('mes', new Date('2028-02-10T15:00:00.000Z'))).toEqual({
      desde: '2028-02-01',
      hasta: '2028-02-29',
    });
  });

  it('uses the day chosen for a specific day', () => {
    expect(dateRange('dia', sundayNight, '2026-10-05')).toEqual({ desde: '2026-10-05', hasta: '2026-10-05' });
  });

  it('moves calendar days without time-zone drift', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
