import { vi } from 'vitest';

/** Replaces Web Audio with a recorder: the frequency and volume of every tone started. */
export function fakeAudio() {
  const tones: { hz: number; volume: number }[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        onended: null as null | (() => void),
        connect: vi.fn(),
        start: () => tones.push({ hz: oscillator.frequency.value, volume: gain.gain.value }),
        stop: vi.fn(),
      };
      return oscillator;
    }
    createGain() {
      return gain;
    }
    close() {
      return Promise.resolve();
    }
  }
  const gain = { gain: { value: 1 }, connect: vi.fn() };
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

/** Replaces the Notification API: `permission` as given; every notification shown is recorded. */
export function fakeDesktopNotifications(permission: NotificationPermission = 'granted') {
  const shown: { title: string; body: string | undefined; close: ReturnType<typeof vi.fn> }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => FakeNotification.permission);
    close = vi.fn();
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, body: options.body, close: this.close });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission: FakeNotification.requestPermission };
}

/** A GET /api/events answer the test writes server-sent events to. */
export function liveEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const response = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
  return {
    response,
    send: (event: string) => controller?.enqueue(encoder.encode(`event: ${event}\ndata: {}\n\n`)),
  };
}
