type AudioContextConstructor = new () => AudioContext;

/** A synthetic sine tone: its pitch, its volume (0 to 1) and how long it lasts. */
export interface Tone {
  hz: number;
  volume: number;
  seconds: number;
}

/**
 * Plays one tone with Web Audio; silently does nothing where audio is unavailable or blocked (before any
 * interaction with the page): what the tone announces still shows.
 */
export function playTone({ hz, volume, seconds }: Tone): void {
  try {
    const Context: AudioContextConstructor | undefined =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
    if (!Context) return;
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = hz;
    gain.gain.value = volume;
    oscillator.connect(gain);
    gain.connect(context.destination);
    oscillator.onended = () => {
      void context.close();
    };
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
  } catch {
    // No audio here: nothing to do.
  }
}
