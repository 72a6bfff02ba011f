import type { TimeAlertPriority } from '@auditorias/domain/staff/time-alerts';
import { playTone } from '../../lib/tone';

/**
 * Spec section 9: three synthetic tones, 800, 1000 and 600 Hz, at volume 0.6 (the 0.7 default is never used).
 * Which priority gets which is ours (docs/decisions.md, "Time alerts bell"): the higher the priority the higher
 * the pitch.
 */
export const TIME_ALERT_TONE_HZ: Record<TimeAlertPriority, number> = { alta: 1000, media: 800, baja: 600 };
export const TIME_ALERT_TONE_VOLUME = 0.6;
export const TIME_ALERT_TONE_SECONDS = 0.3;

/** Plays the tone of a priority (nothing where audio is unavailable or blocked: the toast still shows). */
export function playTimeAlertTone(prioridad: TimeAlertPriority): void {
  playTone({
    hz: TIME_ALERT_TONE_HZ[prioridad],
    volume: TIME_ALERT_TONE_VOLUME,
    seconds: TIME_ALERT_TONE_SECONDS,
  });
}
