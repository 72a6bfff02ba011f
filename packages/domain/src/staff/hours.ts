import type { Role } from '../auth/roles';
import { judgeSession, type SessionLimits, type SessionState } from '../auth/session-rules';
import { monthDays } from '../salaries/calendar';

/**
 * Staff time control (spec: "Staff control centre", "Work-time widget", §9 "Time"; DOMAIN.md: time). Work sessions
 * are the sign-in sessions; a day is an Argentine calendar day. Everything here is pure: the server feeds it rows and
 * the web may call the display helpers (fallback estimates, widget rule, speed indicator).
 */

/** The time constants of the spec, in one place (docs/decisions.md: "Control horario"). */
export const STAFF_TIME = {
  /** Workday target: up to 8 h a day are regular hours; above, extra hours that need an authorization. */
  regularMinutes: 8 * 60,
  /** Near the limit from 7.5 h. */
  nearLimitMinutes: 7.5 * 60,
  /** Above 10 h the day is excessive. */
  excessiveMinutes: 10 * 60,
  /** Above 12 h the day is critical. */
  criticalMinutes: 12 * 60,
  /** The widget's extra-hours bar is drawn on a 4-hour scale. */
  extraBarScaleHours: 4,
  /** An overtime authorization covers 4 hours unless told otherwise. */
  defaultOvertimeHours: 4,
  /** The most extra time one authorization may cover (a day has 16 hours beyond the regular 8). */
  maxOvertimeHours: 16,
  /** The work-time widget refreshes every 60 s. */
  widgetRefreshMs: 60_000,
  /**
   * America/Argentina/Buenos_Aires has kept UTC−3 without daylight saving time since 2009: an Argentine day starts
   * at 03:00 UTC (a test checks it against the time-zone database).
   */
  utcOffsetMinutes: -180,
} as const;

/**
 * The audit speed indicator of the day detail: time worked against the audit's estimate. Below half the estimate is
 * 'rapido', above one and a half times is 'lento' (the worksheet timer's 'exceeded' mark), anything between 'ok'.
 */
export const SPEED_THRESHOLDS = { rapidoBelow: 0.5, lentoAbove: 1.5 } as const;

/**
 * Display-only estimates when the hours cannot be read (spec §9: fallback hours). Never stored: the server never
 * answers them as real hours.
 */
export const FALLBACK_HOURS = {
  admin: 7,
  supervisor: 8.5,
  other: 8,
  perAudit: 1.5,
  minimumAdmin: 6,
  minimumOther: 8,
} as const;

/** Who the work-time widget is for. */
export const WIDGET_ROLES: readonly Role[] = ['operador', 'supervisor'];

/** The employees of the staff control centre (admin and client-company roles are excluded). */
export const STAFF_ROLES = ['operador', 'supervisor', 'contable'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const OFFSET_MS = STAFF_TIME.utcOffsetMinutes * MINUTE_MS;

/** The Argentine day 'YYYY-MM-DD' of an instant (milliseconds). */
export function dayOfInstant(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

function utcNoon(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, 12));
  date.setUTCFullYear(y ?? 0, (m ?? 1) - 1, d ?? 1);
  return date;
}

function dayText(date: Date): string {
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  return `${y}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** The instant (milliseconds) an Argentine day starts ('YYYY-MM-DD'; years up to 10000 for month ends). */
export function dayStartMs(day: string): number {
  return utcNoon(day).getTime() - 12 * 3_600_000 - OFFSET_MS;
}

/** [start, end) of an Argentine day. */
export function dayRange(day: string): { start: Date; end: Date } {
  const start = dayStartMs(day);
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** The Argentine day after (date-only arithmetic). */
export function addDays(day: string, n: number): string {
  const d = utcNoon(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dayText(d);
}

/** Days from `from` to `to` (0 when equal, negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcNoon(to).getTime() - utcNoon(from).getTime()) / DAY_MS);
}

/** [start, end) of an Argentine month (1–12). */
export function monthRange(
  mes: number,
  anio: number,
): { first: string; next: string; start: Date; end: Date } {
  const { first, next } = monthDays(mes, anio);
  return { first, next, start: new Date(dayStartMs(first)), end: new Date(dayStartMs(next)) };
}

/** A stretch of time in milliseconds, [start, end). */
export interface Interval {
  start: number;
  end: number;
}

/**
 * Overlapping or touching intervals merged, in order: the same user signed in from two browsers counts each minute
 * once. Empty intervals are dropped.
 */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else merged.push({ start: i.start, end: i.end });
  }
  return merged;
}

/** Merged intervals cut at Argentine midnights, by day. */
export function splitByDay(intervals: readonly Interval[]): Map<string, Interval[]> {
  const out = new Map<string, Interval[]>();
  for (const i of mergeIntervals(intervals)) {
    let from = i.start;
    while (from < i.end) {
      const day = dayOfInstant(from);
      const to = Math.min(i.end, dayStartMs(day) + DAY_MS);
      const list = out.get(day);
      if (list) list.push({ start: from, end: to });
      else out.set(day, [{ start: from, end: to }]);
      from = to;
    }
  }
  return out;
}

/** Exact minutes (fractional) worked per Argentine day. */
export function minutesByDay(intervals: readonly Interval[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [day, parts] of splitByDay(intervals)) {
    out.set(
      day,
      parts.reduce((sum, p) => sum + (p.end - p.start) / MINUTE_MS, 0),
    );
  }
  return out;
}

/** A sign-in session as a work session: impersonations (an admin viewing as the user) are not the user's work. */
export interface WorkSession extends SessionState {
  impersonatorId?: number | null;
}

/**
 * Until when a session counts as work, by the inactivity rule of sign-in (docs/decisions.md: "Sessions"): while it
 * is live, until now; a session still open in the database but past the idle limit (an abandoned browser) until its
 * last activity, or past the maximum length until that length. An ended session until its end, judged the same way
 * at that moment: an abandoned session closed hours later by an admin counts until its last activity, not until the
 * close.
 */
export function sessionEnd(
  session: WorkSession,
  now: Date,
  limits: SessionLimits,
): { end: Date; active: boolean } {
  if (session.endedAt) {
    const atEnd = judgeSession({ ...session, endedAt: null, endReason: null }, session.endedAt, limits);
    return { end: atEnd.kind === 'expired' ? atEnd.endAt : session.endedAt, active: false };
  }
  const verdict = judgeSession(session, now, limits);
  if (verdict.kind === 'expired') return { end: verdict.endAt, active: false };
  return { end: now, active: true };
}

/** The work intervals of sessions (impersonations left out). */
export function workIntervals(
  sessions: readonly WorkSession[],
  now: Date,
  limits: SessionLimits,
): Interval[] {
  const out: Interval[] = [];
  for (const s of sessions) {
    if (s.impersonatorId) continue;
    const start = s.createdAt.getTime();
    const end = Math.min(sessionEnd(s, now, limits).end.getTime(), now.getTime());
    if (end > start) out.push({ start, end });
  }
  return out;
}

/** How a day stands against the workday. */
export type DayLevel = 'normal' | 'cerca' | 'extra' | 'excesivo' | 'critico';

/** One Argentine day of an employee. Minutes are whole minutes. */
export interface DayHours {
  fecha: string;
  minutosTrabajados: number;
  minutosRegulares: number;
  minutosExtra: number;
  /** The live authorization's minutes (0 without one). */
  minutosAutorizados: number;
  /** Extra minutes no authorization covers. */
  minutosSinAutorizar: number;
  autorizada: boolean;
  /** From 7.5 h. */
  cercaDelLimite: boolean;
  /** Above 10 h. */
  excesivo: boolean;
  /** Above 12 h. */
  critico: boolean;
  /** Extra time without a live authorization, or beyond the minutes it authorizes. */
  necesitaAutorizacion: boolean;
  nivel: DayLevel;
}

/**
 * Classifies a day's worked time. `authorizedMinutes` is the live overtime authorization of that day (null when
 * there is none). Worked time is counted in whole minutes (seconds are dropped).
 */
export function classifyDay(
  fecha: string,
  workedMinutes: number,
  authorizedMinutes: number | null,
): DayHours {
  const worked = Math.max(0, Math.floor(workedMinutes + 1e-9));
  const regular = Math.min(worked, STAFF_TIME.regularMinutes);
  const extra = worked - regular;
  const authorized = authorizedMinutes ?? 0;
  const unauthorized = Math.max(0, extra - authorized);
  const critico = worked > STAFF_TIME.criticalMinutes;
  const excesivo = worked > STAFF_TIME.excessiveMinutes;
  const cerca = worked >= STAFF_TIME.nearLimitMinutes;
  const nivel: DayLevel = critico
    ? 'critico'
    : excesivo
      ? 'excesivo'
      : extra > 0
        ? 'extra'
        : cerca
          ? 'cerca'
          : 'normal';
  return {
    fecha,
    minutosTrabajados: worked,
    minutosRegulares: regular,
    minutosExtra: extra,
    minutosAutorizados: authorized,
    minutosSinAutorizar: unauthorized,
    autorizada: authorizedMinutes !== null,
    cercaDelLimite: cerca,
    excesivo,
    critico,
    necesitaAutorizacion: extra > 0 && (authorizedMinutes === null || extra > authorizedMinutes),
    nivel,
  };
}

/** Every day with worked time, classified against its authorization (days without work are not listed). */
export function classifyDays(
  intervals: readonly Interval[],
  authorizedByDay: ReadonlyMap<string, number>,
): Map<string, DayHours> {
  const out = new Map<string, DayHours>();
  for (const [day, minutes] of minutesByDay(intervals)) {
    out.set(day, classifyDay(day, minutes, authorizedByDay.get(day) ?? null));
  }
  return out;
}

/** Hours with two decimals, from minutes. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/**
 * The work-time widget (spec): operators and supervisors only, and only when extra hours are unapproved, the hours
 * exceed 10, or an approval is needed.
 */
export function showWorkTimeWidget(
  role: Role,
  day: Pick<DayHours, 'minutosSinAutorizar' | 'excesivo' | 'necesitaAutorizacion'>,
): boolean {
  if (!WIDGET_ROLES.includes(role)) return false;
  return day.minutosSinAutorizar > 0 || day.excesivo || day.necesitaAutorizacion;
}

/**
 * The spec's display-only estimate of a day's hours when they cannot be read: from the audits completed, at least
 * 1.5 h each with a minimum of 6 h (admin) or 8 h; without audits, by role (admin 7, supervisor 8.5, others 8).
 */
export function fallbackWorkHours(role: Role, auditoriasCompletadas?: number | null): number {
  if (auditoriasCompletadas && auditoriasCompletadas > 0) {
    const minimum = role === 'admin' ? FALLBACK_HOURS.minimumAdmin : FALLBACK_HOURS.minimumOther;
    return Math.max(auditoriasCompletadas * FALLBACK_HOURS.perAudit, minimum);
  }
  if (role === 'admin') return FALLBACK_HOURS.admin;
  if (role === 'supervisor') return FALLBACK_HOURS.supervisor;
  return FALLBACK_HOURS.other;
}

export const SPEED_INDICATORS = ['ok', 'rapido', 'lento'] as const;
export type SpeedIndicator = (typeof SPEED_INDICATORS)[number];

/**
 * How fast an audit was worked against its estimate: 'rapido' below 50 % of it, 'lento' above 150 %, 'ok' between
 * (both edges are 'ok'). Null when there is nothing to compare (no estimate, or no time measured).
 */
export function speedIndicator(workedMinutes: number, estimatedMinutes: number): SpeedIndicator | null {
  if (!(estimatedMinutes > 0) || !(workedMinutes > 0)) return null;
  const share = workedMinutes / estimatedMinutes;
  if (share < SPEED_THRESHOLDS.rapidoBelow) return 'rapido';
  if (share > SPEED_THRESHOLDS.lentoAbove) return 'lento';
  return 'ok';
}

/** The overtime authorization's minutes from the hours asked for (whole minutes). */
export function overtimeMinutes(hours: number): number {
  return Math.round(hours * 60);
}
