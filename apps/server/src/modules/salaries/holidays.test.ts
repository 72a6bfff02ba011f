import { describe, expect, it } from 'vitest';
import { argentineHolidays, argentineHolidaysAround } from './holidays';

describe('argentineHolidays (date-holidays, AR, public only)', () => {
  it.each([
    [1, ['2026-01-01']],
    [2, ['2026-02-16', '2026-02-17']], // Carnaval, Monday and Tuesday
    [3, ['2026-03-24']], // not the "día no laborable" of 23 March
    [4, ['2026-04-02', '2026-04-03']], // Malvinas and Viernes Santo; Jueves Santo (bank) not counted twice
    [5, ['2026-05-01', '2026-05-25']],
    [6, ['2026-06-15', '2026-06-20']], // Güemes moved from 17 to Monday 15
    [7, ['2026-07-09']], // not the "día no laborable" of 10 July
    [8, ['2026-08-17']],
    [9, []],
    [10, ['2026-10-12']],
    [11, ['2026-11-23']], // Soberanía Nacional moved from 20 to Monday 23
    [12, ['2026-12-08', '2026-12-25']], // not 7 December, nor Nochebuena / Fin del Año (optional)
  ])('2026-%i', (month, expected) => {
    expect(argentineHolidays(2026, month)).toEqual(expected);
  });

  it('2026 has 16 public holidays', () => {
    let total = 0;
    for (let m = 1; m <= 12; m++) total += argentineHolidays(2026, m).length;
    expect(total).toBe(16);
  });

  it('fixed holidays fall on their date every year', () => {
    for (const year of [2024, 2025, 2027, 2030]) {
      expect(argentineHolidays(year, 1)).toContain(`${year}-01-01`);
      expect(argentineHolidays(year, 3)).toContain(`${year}-03-24`);
      expect(argentineHolidays(year, 4)).toContain(`${year}-04-02`);
      expect(argentineHolidays(year, 5)).toEqual(expect.arrayContaining([`${year}-05-01`, `${year}-05-25`]));
      expect(argentineHolidays(year, 7)).toContain(`${year}-07-09`);
      expect(argentineHolidays(year, 12)).toEqual([`${year}-12-08`, `${year}-12-25`]);
    }
  });

  it('January looks back to December of the prior year', () => {
    expect(argentineHolidaysAround(2026, 1)).toEqual([
      '2025-12-08',
      '2025-12-25',
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
    ]);
  });

  it('refuses a month out of range', () => {
    expect(() => argentineHolidays(2026, 13)).toThrow(RangeError);
  });
});
