/** Spec section 9: the prompt's alert sound is 800 Hz for 0.3 s. */
export const ALERT_TONE_HZ = 800;
export const ALERT_TONE_SECONDS = 0.3;

type AudioContextConstructor = new () => AudioContext;

/** Plays the alert tone with WebAudio; silently does nothing where audio is unavailable or blocked. */
export function playAlertTone(): void {
  try {
    const Context: AudioContextConstructor | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = ALERT_TONE_HZ;
    gain.gain.value = 0.3;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      void context.close();
    };
    oscillator.start();
    oscillator.stop(context.currentTime + ALERT_TONE_SECONDS);
  } catch {
    // No audio here (or the browser blocked it before any interaction): the modal still shows.
  }
}

/** Spec section 9: the alert title is restored after 30 s. */
export const TITLE_ALERT_MS = 30_000;
export const TITLE_ALERT_TEXT = '🔔 Nueva auditoría asignada';
