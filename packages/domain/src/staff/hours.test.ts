import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles';
import { argentineDay } from '../format/locale';
import {
  addDays,
  classifyDay,
  classifyDays,
  dayOfInstant,
  dayRange,
  daysBetween,
  fallbackWorkHours,
  type Interval,
  mergeIntervals,
  minutesByDay,
  monthRange,
  overtimeMinutes,
  STAFF_TIME,
  sessionEnd,
  showWorkTimeWidget,
  speedIndicator,
  splitByDay,
  workIntervals,
} from './hours';

/** An instant in Buenos Aires time ('2026-03-10 23:30' → ms). */
const ar = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00-03:00`);
const span = (from: string, to: string): Interval => ({ start: ar(from), end: ar(to) });
const H = 60;
const LIMITS = { idleMinutes: 60, maxHours: 24 };

describe('Argentine days', () => {
  it.each([
    ['2026-03-10 00:00', '2026-03-10'],
    ['2026-03-09 23:59', '2026-03-09'],
    ['2026-12-31 23:59', '2026-12-31'],
    ['2027-01-01 00:00', '2027-01-01'],
    ['2028-02-29 12:00', '2028-02-29'],
  ])('%s is %s', (local, day) => {
    expect(dayOfInstant(ar(local))).toBe(day);
  });

  it('agrees with the time-zone database through a year, at every hour of the day (no daylight saving time)', () => {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let ms = start; ms < start + 366 * 86_400_000; ms += 5 * 3_600_000) {
      expect(dayOfInstant(ms)).toBe(argentineDay(ms));
    }
  });

  it('ranges of days and months', () => {
    expect(dayRange('2026-03-10').start.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(dayRange('2026-03-10').end.toISOString()).toBe('2026-03-11T03:00:00.000Z');
    const dec = monthRange(12, 2026);
    expect([dec.first, dec.next]).toEqual(['2026-12-01', '2027-01-01']);
    expect(dec.start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(dec.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(monthRange(2, 2028).next).toBe('2028-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
    // The last staff year (9999) still has a month end.
    expect(monthRange(12, 9999).next).toBe('10000-01-01');
    expect(monthRange(12, 9999).end.toISOString()).toBe('+010000-01-01T03:00:00.000Z');
    expect(addDays('9999-12-31', 1)).toBe('10000-01-01');
    expect(addDays('0050-03-01', -1)).toBe('0050-02-28');
    expect(dayRange('2020-01-01').start.toISOString()).toBe('2020-01-01T03:00:00.000Z');
  });
});

describe('merging sessions', () => {
  it.each<[string, Interval[], Interval[]]>([
    [
      'disjoint stay apart',
      [span('2026-03-10 08:00', '2026-03-10 09:00'), span('2026-03-10 10:00', '2026-03-10 11:00')],
      [span('2026-03-10 08:00', '2026-03-10 09:00'), span('2026-03-10 10:00', '2026-03-10 11:00')],
    ],
    [
      'two browsers overlapping count once',
      [span('2026-03-10 09:00', '2026-03-10 17:00'), span('2026-03-10 08:00', '2026-03-10 12:00')],
      [span('2026-03-10 08:00', '2026-03-10 17:00')],
    ],
    [
      'one inside another',
      [span('2026-03-10 08:00', '2026-03-10 18:00'), span('2026-03-10 10:00', '2026-03-10 11:00')],
      [span('2026-03-10 08:00', '2026-03-10 18:00')],
    ],
    [
      'touching join',
      [span('2026-03-10 08:00', '2026-03-10 09:00'), span('2026-03-10 09:00', '2026-03-10 10:00')],
      [span('2026-03-10 08:00', '2026-03-10 10:00')],
    ],
    [
      'empty dropped',
      [span('2026-03-10 08:00', '2026-03-10 08:00'), span('2026-03-10 09:00', '2026-03-10 08:00')],
      [],
    ],
  ])('%s', (_name, input, expected) => {
    expect(mergeIntervals(input)).toEqual(expected);
  });
});

describe('minutes per Argentine day', () => {
  it.each<[string, Interval[], Record<string, number>]>([
    ['a plain day', [span('2026-03-10 09:00', '2026-03-10 17:30')], { '2026-03-10': 8.5 * H }],
    [
      'a session crossing midnight splits',
      [span('2026-03-10 22:00', '2026-03-11 02:30')],
      { '2026-03-10': 2 * H, '2026-03-11': 2.5 * H },
    ],
    [
      'crossing midnight at a month and year boundary',
      [span('2026-12-31 20:00', '2027-01-01 04:00')],
      { '2026-12-31': 4 * H, '2027-01-01': 4 * H },
    ],
    [
      'crossing into a leap day',
      [span('2028-02-28 23:00', '2028-02-29 01:00')],
      { '2028-02-28': 1 * H, '2028-02-29': 1 * H },
    ],
    [
      'a maximum-length session covers three days',
      [span('2026-03-10 23:00', '2026-03-12 01:00')],
      { '2026-03-10': 1 * H, '2026-03-11': 24 * H, '2026-03-12': 1 * H },
    ],
    [
      'overlapping browsers across midnight count once',
      [span('2026-03-10 20:00', '2026-03-11 01:00'), span('2026-03-10 23:30', '2026-03-11 03:00')],
      { '2026-03-10': 4 * H, '2026-03-11': 3 * H },
    ],
    [
      'UTC midnight is not the Argentine one',
      [span('2026-03-10 20:00', '2026-03-10 23:00')],
      { '2026-03-10': 3 * H },
    ],
  ])('%s', (_name, input, expected) => {
    expect(Object.fromEntries(minutesByDay(input))).toEqual(expected);
  });

  it('keeps the pieces of each day', () => {
    const parts = splitByDay([span('2026-03-10 22:00', '2026-03-11 02:30')]);
    expect(parts.get('2026-03-11')).toEqual([span('2026-03-11 00:00', '2026-03-11 02:30')]);
  });
});

describe('work sessions', () => {
  const now = new Date(ar('2026-03-10 15:00'));
  const session = (
    created: string,
    lastSeen: string,
    ended: string | null,
    impersonatorId: number | null = null,
  ) => ({
    createdAt: new Date(ar(created)),
    lastSeenAt: new Date(ar(lastSeen)),
    endedAt: ended ? new Date(ar(ended)) : null,
    endReason: ended ? ('logout' as const) : null,
    impersonatorId,
  });

  it.each([
    [
      'an active session counts until now',
      session('2026-03-10 09:00', '2026-03-10 14:59', null),
      '2026-03-10 15:00',
      true,
    ],
    [
      'an ended one until its end',
      session('2026-03-10 09:00', '2026-03-10 12:00', '2026-03-10 12:05'),
      '2026-03-10 12:05',
      false,
    ],
    [
      'an abandoned one until its last activity',
      session('2026-03-10 09:00', '2026-03-10 11:00', null),
      '2026-03-10 11:00',
      false,
    ],
    [
      'one past the maximum length until that length',
      session('2026-03-09 14:00', '2026-03-10 14:55', null),
      '2026-03-10 14:00',
      false,
    ],
    [
      'an abandoned one an admin closed hours later until its last activity',
      session('2026-03-10 08:00', '2026-03-10 09:00', '2026-03-10 14:00'),
      '2026-03-10 09:00',
      false,
    ],
    [
      'a logout within the idle limit at the logout',
      session('2026-03-10 08:00', '2026-03-10 09:00', '2026-03-10 09:40'),
      '2026-03-10 09:40',
      false,
    ],
  ])('%s', (_name, s, end, active) => {
    const result = sessionEnd(s, now, LIMITS);
    expect(result.end.getTime()).toBe(ar(end));
    expect(result.active).toBe(active);
  });

  it('an open session counts until now; impersonations are not work', () => {
    const intervals = workIntervals(
      [
        session('2026-03-10 09:00', '2026-03-10 14:59', null),
        session('2026-03-10 10:00', '2026-03-10 14:00', null, 1),
        session('2026-03-10 08:00', '2026-03-10 10:00', '2026-03-10 10:00'),
      ],
      now,
      LIMITS,
    );
    expect(Object.fromEntries(minutesByDay(intervals))).toEqual({ '2026-03-10': 7 * H });
  });
});

describe('classifying a day', () => {
  it.each<[string, number, number | null, Partial<ReturnType<typeof classifyDay>>]>([
    [
      'nothing worked',
      0,
      null,
      { minutosRegulares: 0, minutosExtra: 0, necesitaAutorizacion: false, nivel: 'normal' },
    ],
    ['7 h 29', 449, null, { cercaDelLimite: false, nivel: 'normal' }],
    [
      '7.5 h is near the limit',
      450,
      null,
      { cercaDelLimite: true, necesitaAutorizacion: false, nivel: 'cerca' },
    ],
    [
      'exactly 8 h is all regular',
      480,
      null,
      { minutosRegulares: 480, minutosExtra: 0, necesitaAutorizacion: false },
    ],
    [
      'a minute over needs an authorization',
      481,
      null,
      { minutosExtra: 1, minutosSinAutorizar: 1, necesitaAutorizacion: true, nivel: 'extra' },
    ],
    [
      'covered by the authorization',
      9 * H,
      4 * H,
      { minutosExtra: 60, minutosSinAutorizar: 0, necesitaAutorizacion: false, autorizada: true },
    ],
    [
      'beyond the authorized minutes',
      13 * H,
      4 * H,
      { minutosExtra: 300, minutosSinAutorizar: 60, necesitaAutorizacion: true },
    ],
    ['exactly 10 h is not excessive', 10 * H, 4 * H, { excesivo: false, nivel: 'extra' }],
    ['above 10 h is excessive', 10 * H + 1, 4 * H, { excesivo: true, critico: false, nivel: 'excesivo' }],
    ['exactly 12 h is not critical', 12 * H, 4 * H, { critico: false, necesitaAutorizacion: false }],
    ['above 12 h is critical', 12 * H + 1, null, { excesivo: true, critico: true, nivel: 'critico' }],
    ['seconds are dropped', 480.99, null, { minutosTrabajados: 480, necesitaAutorizacion: false }],
  ])('%s', (_name, worked, authorized, expected) => {
    expect(classifyDay('2026-03-10', worked, authorized)).toMatchObject(expected);
  });

  it('classifies every worked day with its own authorization', () => {
    const days = classifyDays(
      [span('2026-03-10 08:00', '2026-03-10 18:00'), span('2026-03-11 08:00', '2026-03-11 18:00')],
      new Map([['2026-03-11', 120]]),
    );
    expect(days.get('2026-03-10')?.necesitaAutorizacion).toBe(true);
    expect(days.get('2026-03-11')?.necesitaAutorizacion).toBe(false);
    expect([...days.keys()]).toEqual(['2026-03-10', '2026-03-11']);
  });
});

describe('the work-time widget', () => {
  const day = (worked: number, authorized: number | null) => classifyDay('2026-03-10', worked, authorized);
  it.each<[Role, number, number | null, boolean]>([
    ['operador', 7 * H, null, false],
    ['operador', 9 * H, null, true],
    ['operador', 9 * H, 4 * H, false],
    ['operador', 11 * H, 4 * H, true],
    ['supervisor', 9 * H, null, true],
    ['admin', 13 * H, null, false],
    ['contable', 13 * H, null, false],
    ['cliente', 13 * H, null, false],
  ])('%s with %d minutes (authorized %s): %s', (role, worked, authorized, shown) => {
    expect(showWorkTimeWidget(role, day(worked, authorized))).toBe(shown);
  });
});

describe('display-only fallback hours', () => {
  it.each<[Role, number | null, number]>([
    ['admin', null, 7],
    ['supervisor', null, 8.5],
    ['operador', null, 8],
    ['contable', 0, 8],
    ['operador', 3, 8],
    ['operador', 7, 10.5],
    ['admin', 2, 6],
    ['admin', 5, 7.5],
    ['supervisor', 4, 8],
  ])('%s with %s audits: %d h', (role, audits, hours) => {
    expect(fallbackWorkHours(role, audits)).toBe(hours);
  });
});

describe('speed indicator', () => {
  it.each<[number, number, string | null]>([
    [59, 120, 'rapido'],
    [60, 120, 'ok'],
    [120, 120, 'ok'],
    [180, 120, 'ok'],
    [181, 120, 'lento'],
    [0, 120, null],
    [30, 0, null],
  ])('%d min against %d estimated: %s', (worked, estimated, indicator) => {
    expect(speedIndicator(worked, estimated)).toBe(indicator);
  });
});

describe('constants', () => {
  it('are the spec’s', () => {
    expect(STAFF_TIME.regularMinutes).toBe(480);
    expect(STAFF_TIME.nearLimitMinutes).toBe(450);
    expect(STAFF_TIME.excessiveMinutes).toBe(600);
    expect(STAFF_TIME.criticalMinutes).toBe(720);
    expect(STAFF_TIME.defaultOvertimeHours).toBe(4);
    expect(STAFF_TIME.widgetRefreshMs).toBe(60_000);
    expect(overtimeMinutes(STAFF_TIME.defaultOvertimeHours)).toBe(240);
    expect(overtimeMinutes(1.25)).toBe(75);
  });
});
