import { describe, expect, it } from 'vitest';
import { minutesPerDay } from './salaries.inputs';

const t = (iso: string) => Date.parse(iso);

describe('minutesPerDay', () => {
  it('merges overlapping sessions and cuts at Argentine midnight', () => {
    const m = minutesPerDay([
      { start: t('2026-03-06T12:00:00Z'), end: t('2026-03-06T20:00:00Z') },
      { start: t('2026-03-06T19:00:00Z'), end: t('2026-03-06T21:00:00Z') },
      // 22:00 AR on the 9th to 01:00 AR on the 10th
      { start: t('2026-03-10T01:00:00Z'), end: t('2026-03-10T04:00:00Z') },
      { start: t('2026-03-11T10:00:00Z'), end: t('2026-03-11T10:00:00Z') },
    ]);
    expect(Object.fromEntries(m)).toEqual({ '2026-03-06': 540, '2026-03-09': 120, '2026-03-10': 60 });
  });
});
