/** Limits of a signed-in session (docs/decisions.md: "Sesiones e inactividad"). */
export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
}

export type SessionEndReason = 'logout' | 'admin' | 'inactividad' | 'credenciales';

export interface SessionState {
  createdAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
}

export type SessionVerdict =
  | { kind: 'active' }
  | { kind: 'ended'; reason: SessionEndReason }
  /** Still open in the database but past a limit: it ends now, dated at `endAt`. */
  | { kind: 'expired'; endAt: Date };

const MINUTE = 60_000;

export function judgeSession(session: SessionState, now: Date, limits: SessionLimits): SessionVerdict {
  if (session.endedAt) return { kind: 'ended', reason: session.endReason ?? 'logout' };
  const idleDeadline = session.lastSeenAt.getTime() + limits.idleMinutes * MINUTE;
  const maxDeadline = session.createdAt.getTime() + limits.maxHours * 60 * MINUTE;
  if (now.getTime() > idleDeadline) return { kind: 'expired', endAt: session.lastSeenAt };
  if (now.getTime() > maxDeadline) return { kind: 'expired', endAt: new Date(maxDeadline) };
  return { kind: 'active' };
}

/** Activity is written at most once a minute per session, so polling does not write on every call. */
export const TOUCH_INTERVAL_MS = MINUTE;

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
