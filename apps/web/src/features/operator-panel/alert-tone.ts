import { playTone } from '../../lib/tone';

/** Spec section 9: the prompt's alert sound is 800 Hz for 0.3 s. */
export const ALERT_TONE_HZ = 800;
export const ALERT_TONE_SECONDS = 0.3;

/** Plays the alert tone (nothing where audio is unavailable or blocked: the modal still shows). */
export function playAlertTone(): void {
  playTone({ hz: ALERT_TONE_HZ, volume: 0.3, seconds: ALERT_TONE_SECONDS });
}

/** Spec section 9: the alert title is restored after 30 s. */
export const TITLE_ALERT_MS = 30_000;
export const TITLE_ALERT_TEXT = '🔔 Nueva auditoría asignada';
