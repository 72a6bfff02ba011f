import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEventStream, EventStreamParser, type ServerEvent } from './event-stream';

describe('EventStreamParser', () => {
  it('reads events cut anywhere across chunks, skipping heartbeat comments', () => {
    const wire =
      'event: listo\ndata: {}\n\n: latido\n\nevent: auditorias\ndata: {}\n\nevent: mensajes\ndata: {}\n\n';
    for (let size = 1; size <= wire.length; size++) {
      const parser = new EventStreamParser();
      const out: ServerEvent[] = [];
      for (let i = 0; i < wire.length; i += size) out.push(...parser.push(wire.slice(i, i + size)));
      expect(out, `chunks of ${size}`).toEqual([
        { event: 'listo', data: '{}' },
        { event: 'auditorias', data: '{}' },
        { event: 'mensajes', data: '{}' },
      ]);
    }
  });

  it('accepts CR LF and lone CR line ends, joins data lines and names unnamed events "message"', () => {
    const parser = new EventStreamParser();
    expect(parser.push('data: uno\r\ndata:dos\r')).toEqual([]);
    expect(parser.push('\n\r\nevent: sesion\rdata\r\r')).toEqual([
      { event: 'message', data: 'uno\ndos' },
      { event: 'sesion', data: '' },
    ]);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const parser = new EventStreamParser();
    expect(parser.push('event: auditorias\ndata: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'auditorias', data: '{}' }]);
  });
});

/** A response whose body the test writes to, like a live server-sent event stream. */
function liveResponse(status = 200) {
  let push: (text: string) => void = () => {};
  let end: () => void = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (text) => controller.enqueue(encoder.encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status }), push: (t: string) => push(t), end: () => end() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('connectEventStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the bearer token, delivers events, and reconnects with backoff announcing the gap', async () => {
    const streams = [liveResponse(), liveResponse()];
    const fetchImpl = vi.fn(async () => {
      const next = streams.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next.response;
    });
    const first = streams[0];
    const second = streams[1];
    const events: string[] = [];
    const opens: boolean[] = [];
    const stop = connectEventStream({
      getToken: () => 'token-1',
      onEvent: (e) => events.push(e.event),
      onOpen: (reconnected) => opens.push(reconnected),
      fetchImpl,
      minDelayMs: 10,
      spreadMs: 0,
      random: () => 1,
    });
    await tick();
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    first?.push('event: listo\ndata: {}\n\nevent: auditorias\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toEqual(['auditorias']));
    expect(opens).toEqual([false]);
    // The server goes away: a new connection after the delay, which says events may have been missed.
    first?.end();
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    second?.push('event: listo\ndata: {}\n\nevent: mensajes\ndata: {}\n\n');
    await vi.waitFor(() => expect(events).toEqual(['auditorias', 'mensajes']));
    expect(opens).toEqual([false, true]);
    stop();
  });

  it('stops for good on 401 and tells the caller; stop() ends a live stream', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 401 }));
    const onUnauthorized = vi.fn();
    connectEventStream({
      getToken: () => 't',
      onEvent: () => {},
      onUnauthorized,
      fetchImpl,
      minDelayMs: 5,
      spreadMs: 0,
    });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    const live = liveResponse();
    const fetchLive = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      init?.signal?.addEventListener('abort', () => live.end());
      return live.response;
    });
    const stop = connectEventStream({
      getToken: () => 't',
      onEvent: () => {},
      fetchImpl: fetchLive,
      minDelayMs: 5,
      spreadMs: 0,
    });
    await tick();
    stop();
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchLive).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token, and backs off while the server cannot be reached', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    connectEventStream({ getToken: () => null, onEvent: () => {}, fetchImpl });
    await tick();
    expect(fetchImpl).not.toHaveBeenCalled();

    vi.useFakeTimers();
    const stop = connectEventStream({
      getToken: () => 't',
      onEvent: () => {},
      fetchImpl,
      minDelayMs: 1000,
      maxDelayMs: 4000,
      spreadMs: 0,
      random: () => 1,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2); // after 1 s
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchImpl).toHaveBeenCalledTimes(3); // after 2 s more
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchImpl).toHaveBeenCalledTimes(4); // after 4 s more (the ceiling)
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(5);
  });

  it('after a restart the tabs come back spread over seconds, not in the same second', async () => {
    vi.useFakeTimers();
    // Twenty tabs whose stream the server closed at the same moment, each with its own random draws.
    const waits: number[] = [];
    let seed = 7;
    const lcg = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const stops = Array.from({ length: 20 }, () => {
      let calls = 0;
      const startedAt = Date.now();
      return connectEventStream({
        getToken: () => 't',
        onEvent: () => {},
        fetchImpl: async () => {
          calls++;
          if (calls === 2) waits.push(Date.now() - startedAt);
          throw new TypeError('Failed to fetch');
        },
        random: lcg,
      });
    });
    await vi.advanceTimersByTimeAsync(7_000);
    expect(waits).toHaveLength(20);
    // Defaults: 0.5–1 s of backoff plus up to 5 s of spread.
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...waits)).toBeLessThanOrEqual(6_000);
    expect(Math.max(...waits) - Math.min(...waits)).toBeGreaterThan(2_500);
    const seconds = new Set(waits.map((w) => Math.floor(w / 1000)));
    expect(seconds.size).toBeGreaterThanOrEqual(4);
    for (const stop of stops) stop();
  });

  it('a busy server’s Retry-After is waited for before the stream is opened again; a 429 without it stops', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 503, headers: { 'retry-after': '8' } }));
    const stop = connectEventStream({
      getToken: () => 't',
      onEvent: () => {},
      fetchImpl,
      spreadMs: 1000,
      random: () => 0,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();

    const refused = vi.fn(async () => new Response('{}', { status: 429 }));
    connectEventStream({ getToken: () => 't', onEvent: () => {}, fetchImpl: refused, spreadMs: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
