import type { TimeAlert } from '@auditorias/domain/schemas/time-alerts';
import { TIME_ALERT_PRIORITIES, type TimeAlertPriority } from '@auditorias/domain/staff/time-alerts';
import { useEffect, useRef } from 'react';
import { readNotifiedIds, type TimeAlertPreferences, writeNotifiedIds } from './alert-preferences';
import { showTimeAlertDesktopNotification } from './desktop-notification';
import { showTimeAlertToast } from './time-alert-toasts';
import { playTimeAlertTone } from './time-alert-tone';

/**
 * Picks, from the listed alerts, the pending ones never announced to this user, and records them all as
 * announced. The first time the bell runs for a user in a browser (nothing stored) the alerts already there are
 * recorded without being announced: they are in the panel and the badge, and a first sign-in does not ring 50
 * times. `memory` keeps the ids while storage is blocked.
 */
export function takeUnannounced(userId: number, alerts: TimeAlert[], memory: Set<number> | null) {
  const stored = readNotifiedIds(userId);
  const known = new Set<number>([...(stored ?? []), ...(memory ?? [])]);
  const firstRun = stored === null && memory === null;
  const fresh = firstRun ? [] : alerts.filter((a) => a.estado === 'pendiente' && !known.has(a.id));
  for (const alert of alerts) known.add(alert.id);
  writeNotifiedIds(userId, known);
  // Oldest first, so the newest toast ends up last in the stack.
  return { fresh: fresh.reverse(), known };
}

/** The highest priority among the alerts (the tone plays once per batch). */
export function highestPriority(alerts: TimeAlert[]): TimeAlertPriority | null {
  return TIME_ALERT_PRIORITIES.find((p) => alerts.some((a) => a.prioridad === p)) ?? null;
}

/**
 * Announces each new alert once: a toast, a desktop notification when allowed, and one tone for the batch when
 * sound is on. Muted: nothing is announced (the alerts are still recorded, so unmuting does not replay them).
 */
export function useTimeAlertAnnouncer(
  userId: number,
  alerts: TimeAlert[] | undefined,
  preferences: TimeAlertPreferences,
): void {
  const memory = useRef<Set<number> | null>(null);
  const current = useRef(preferences);
  useEffect(() => {
    current.current = preferences;
  }, [preferences]);

  useEffect(() => {
    if (!alerts) return;
    const { fresh, known } = takeUnannounced(userId, alerts, memory.current);
    memory.current = known;
    if (fresh.length === 0 || current.current.muted) return;
    for (const alert of fresh) {
      showTimeAlertToast(alert);
      showTimeAlertDesktopNotification(alert);
    }
    const priority = highestPriority(fresh);
    if (current.current.soundEnabled && priority) playTimeAlertTone(priority);
  }, [userId, alerts]);
}
