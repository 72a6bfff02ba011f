import { API_BASE, retryAfterMs } from './api-client';
import { debugLog } from './debug-logs';

/** One server-sent event: its name ("message" when the server gave none) and its data lines joined. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives (chunks may cut a line or an event anywhere). Follows the format of
 * the HTML standard: lines end in LF, CR LF or CR; a blank line ends an event; lines starting with ":" are
 * comments (the server's heartbeat); "event" and "data" fields, the rest ignored.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private pendingCr = false;

  push(chunk: string): ServerEvent[] {
    const out: ServerEvent[] = [];
    let text = chunk;
    // A CR at the end of the last chunk and an LF at the start of this one are one line end.
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = text.endsWith('\r');
    this.buffer += text;
    const lines = this.buffer.split(/\r\n|\r|\n/);
    this.buffer = lines.pop() ?? '';
    // A trailing CR has already ended its line: the empty remainder is what follows.
    for (const line of lines) {
      if (line === '') {
        if (this.data.length > 0 || this.event !== '') {
          out.push({ event: this.event || 'message', data: this.data.join('\n') });
        }
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return out;
  }
}

export interface EventStreamOptions {
  /** The bearer token now (read at every connection: it changes on impersonation). */
  getToken: () => string | null;
  onEvent: (event: ServerEvent) => void;
  /** The stream is open ("listo" received); `reconnected`: it had been open before and events may be lost. */
  onOpen?: (reconnected: boolean) => void;
  /** The server refused the session (401): the caller lets the API client handle the sign-out. */
  onUnauthorized?: () => void;
  url?: string;
  fetchImpl?: typeof fetch;
  /** First wait before reconnecting, doubled up to `maxDelayMs` while failing (each wait is 50–100 % of it). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /**
   * Plus a random part of up to this much, so that every tab that lost its stream at the same moment (a restart,
   * a deploy) does not come back in the same second. Default 5 s.
   */
  spreadMs?: number;
  /** No data (not even a heartbeat, sent every 25 s) for this long: the connection is presumed dead. */
  idleTimeoutMs?: number;
  random?: () => number;
}

/**
 * Keeps a stream of server events open (GET /api/events) with fetch, since EventSource cannot send the bearer
 * header: reconnects after any loss with exponential backoff, jitter and a random spread of seconds (never before
 * a Retry-After the server sent), and stops for good on a 4xx answer (401 is reported to the caller; a 429 with
 * Retry-After is waited for). Answers a
 * function that closes it. While it is down the screens keep polling as before; nothing depends on it.
 */
export function connectEventStream(options: EventStreamOptions): () => void {
  const {
    getToken,
    onEvent,
    onOpen,
    onUnauthorized,
    url = `${API_BASE}/events`,
    fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    spreadMs = 5_000,
    idleTimeoutMs = 60_000,
    random = Math.random,
  } = options;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let delay = minDelayMs;
  let openedBefore = false;

  /** `serverWait`: what the server's Retry-After asked for (a 503 or 429 refusing the stream). */
  const schedule = (serverWait: number | null = null) => {
    if (stopped) return;
    const backoff = delay * (0.5 + random() / 2);
    const wait = Math.round(Math.max(backoff, serverWait ?? 0) + random() * spreadMs);
    delay = Math.min(delay * 2, maxDelayMs);
    debugLog('eventos: reconexión en', wait, 'ms');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void run();
    }, wait);
  };

  async function run(): Promise<void> {
    if (stopped) return;
    const token = getToken();
    if (!token) return; // signed out: nothing to listen to
    controller = new AbortController();
    const own = controller;
    let idleTimer: ReturnType<typeof setTimeout> | null = null;
    let serverWait: number | null = null;
    const resetIdle = () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = setTimeout(() => own.abort(), idleTimeoutMs);
    };
    try {
      resetIdle();
      const response = await fetchImpl(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        signal: own.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        onUnauthorized?.();
        return;
      }
      // Busy (503) or too many requests (429) with a Retry-After: come back then, not before.
      if (response.status === 503 || response.status === 429) {
        serverWait = retryAfterMs(response.headers.get('retry-after'));
        if (response.status === 429 && serverWait === null) return;
        throw new Error(`HTTP ${response.status}`);
      }
      // Any other refusal (a server without the stream) does not change by retrying: polling does the work.
      if (response.status >= 400 && response.status < 500) {
        debugLog('eventos: el servidor no ofrece el flujo', response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new EventStreamParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        resetIdle();
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === 'listo') {
            delay = minDelayMs;
            onOpen?.(openedBefore);
            openedBefore = true;
          } else {
            onEvent(event);
          }
        }
      }
    } catch (error) {
      if (stopped) return;
      debugLog('eventos: conexión perdida', error);
    } finally {
      if (idleTimer) clearTimeout(idleTimer);
    }
    schedule(serverWait);
  }

  void run();
  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    controller?.abort();
  };
}
