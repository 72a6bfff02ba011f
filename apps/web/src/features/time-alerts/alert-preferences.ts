import { useLocalStorage } from '@mantine/hooks';

/**
 * The bell's local preferences (spec section 3: muted flag, sound-enabled flag, ids of alerts already notified),
 * in localStorage. Sound and mute are of the browser; the notified ids and the 'Limpiar' mark are per user.
 */
export const SOUND_ENABLED_KEY = 'timeAlerts.soundEnabled';
export const MUTED_KEY = 'timeAlerts.muted';
export const notifiedKey = (userId: number) => `timeAlerts.notified.${userId}`;
export const clearedUpToKey = (userId: number) => `timeAlerts.clearedUpTo.${userId}`;
/** More than the 50 listed, so an alert that drops out of the list and comes back is still known. */
export const NOTIFIED_MAX = 500;

export interface TimeAlertPreferences {
  /** The tones play (default on). */
  soundEnabled: boolean;
  /** New alerts are not announced at all: no toast, no tone, no desktop notification (default off). */
  muted: boolean;
}

export function useTimeAlertPreferences() {
  const [soundEnabled, setSoundEnabled] = useLocalStorage<boolean>({
    key: SOUND_ENABLED_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  const [muted, setMuted] = useLocalStorage<boolean>({
    key: MUTED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return { soundEnabled, muted, setSoundEnabled, setMuted };
}

/** The id of the newest alert 'Limpiar' hid (0: nothing hidden): the panel lists only newer ones. */
export function useClearedUpTo(userId: number) {
  return useLocalStorage<number>({
    key: clearedUpToKey(userId),
    defaultValue: 0,
    getInitialValueInEffect: false,
  });
}

/** The ids already announced to this user in this browser; null when the bell never ran here for them. */
export function readNotifiedIds(userId: number): Set<number> | null {
  try {
    const raw = window.localStorage.getItem(notifiedKey(userId));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return new Set(parsed.filter((id): id is number => Number.isInteger(id)));
  } catch {
    return null;
  }
}

/** Stores the ids, newest first (the highest ids), at most NOTIFIED_MAX. */
export function writeNotifiedIds(userId: number, ids: Iterable<number>): void {
  const kept = [...new Set(ids)].sort((a, b) => b - a).slice(0, NOTIFIED_MAX);
  try {
    window.localStorage.setItem(notifiedKey(userId), JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the bell still remembers them in memory while the page is open.
  }
}
