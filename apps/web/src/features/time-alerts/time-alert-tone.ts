import type { TimeAlertPriority } from '@auditorias/domain/staff/time-alerts';

/**
 * Spec section 9: three synthetic tones, 800, 1000 and 600 Hz, at volume 0.6 (the 0.7 default is never used).
 * Which priority gets which is ours (docs/decisions.md, "Time alerts bell"): the higher the priority the higher
 * the pitch.
 */
export const TIME_ALERT_TONE_HZ: Record<TimeAlertPriority, number> = { alta: 1000, media: 800, baja: 600 };
export const TIME_ALERT_TONE_VOLUME = 0.6;
export const TIME_ALERT_TONE_SECONDS = 0.3;

type AudioContextConstructor = new () => AudioContext;

/** Plays one tone with Web Audio; silently does nothing where audio is unavailable or blocked. */
export function playTimeAlertTone(prioridad: TimeAlertPriority): void {
  try {
    const Context: AudioContextConstructor | undefined =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = TIME_ALERT_TONE_HZ[prioridad];
    gain.gain.value = TIME_ALERT_TONE_VOLUME;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      void context.close();
    };
    oscillator.start();
    oscillator.stop(context.currentTime + TIME_ALERT_TONE_SECONDS);
  } catch {
    // No audio here (or blocked before any interaction with the page): the toast still shows.
  }
}
