/** Worksheet timer status by share of the estimated hours (DOMAIN.md: time). */
export type TimerStatus = 'normal' | 'warning' | 'overtime' | 'exceeded';

export const TIMER_COLORS: Record<TimerStatus, string> = {
  normal: 'green',
  warning: 'yellow',
  overtime: 'orange',
  exceeded: 'red',
};

export function timerStatus(workedSeconds: number, estimatedHours: number): TimerStatus {
  if (estimatedHours <= 0) return 'normal';
  const share = workedSeconds / (estimatedHours * 3600);
  if (share >= 1.5) return 'exceeded';
  if (share >= 1) return 'overtime';
  if (share >= 0.75) return 'warning';
  return 'normal';
}

/** HH:MM:SS. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return [h, m, sec].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * Worked time of an audit in seconds from its work periods (start/resume to pause/complete); an open period counts
 * until `now`.
 */
export function workedSeconds(
  periods: ReadonlyArray<{ startedAt: Date; endedAt: Date | null }>,
  now: Date,
): number {
  let total = 0;
  for (const p of periods)
    total += Math.max(0, ((p.endedAt ?? now).getTime() - p.startedAt.getTime()) / 1000);
  return Math.round(total);
}
