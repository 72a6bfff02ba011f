import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';
import { CHANNELS, type ChangeMap, type Channel, EVERYTHING, parseChange } from './changes';

interface FeedLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's change notifications (events route, session cache; tests observe `live`). */
    changes: ChangeFeed;
  }
}

type Listener<C extends Channel> = (change: ChangeMap[C]) => void;

/**
 * The change notifications of the database for this server instance: ONE listening connection (a dedicated
 * node-postgres client that reconnects, or PGlite's own listen API) and an in-process emitter. `live` says
 * whether notifications are arriving: while it is false nothing built on them (the session cache) may be
 * trusted. Every time the feed comes back after being down it announces "everything changed" on every channel,
 * since notifications sent meanwhile were lost.
 */
export interface ChangeFeed {
  readonly live: boolean;
  on<C extends Channel>(channel: C, listener: Listener<C>): () => void;
  /** Called when `live` changes. */
  onState(listener: (live: boolean) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 5_000;

const silentLog: FeedLog = { info: () => {}, warn: () => {}, error: () => {} };

abstract class BaseFeed implements ChangeFeed {
  protected readonly emitter = new EventEmitter();
  private isLive = false;
  private wasLive = false;

  constructor(protected readonly log: FeedLog) {
    // Every open server-sent event stream and the session cache listen: no leak warning for many streams.
    this.emitter.setMaxListeners(0);
  }

  get live(): boolean {
    return this.isLive;
  }

  on<C extends Channel>(channel: C, listener: Listener<C>): () => void {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  onState(listener: (live: boolean) => void): () => void {
    this.emitter.on('state', listener);
    return () => this.emitter.off('state', listener);
  }

  protected deliver(channel: string, payload: string | undefined): void {
    if (!(CHANNELS as readonly string[]).includes(channel)) return;
    const c = channel as Channel;
    this.emit(c, parseChange(c, payload ?? ''));
  }

  private emit<C extends Channel>(channel: C, change: ChangeMap[C]): void {
    // A listener that throws must not stop the others nor the connection.
    for (const listener of this.emitter.listeners(channel) as Listener<C>[]) {
      try {
        listener(change);
      } catch (error) {
        this.log.error(`[eventos] error al atender "${channel}": ${(error as Error).message}`);
      }
    }
  }

  protected setLive(live: boolean): void {
    if (live === this.isLive) return;
    this.isLive = live;
    this.emitter.emit('state', live);
    if (live && this.wasLive) {
      // Back after a gap: whatever was announced meanwhile is lost, so everything may have changed.
      for (const channel of CHANNELS) this.emit(channel, EVERYTHING[channel]);
    }
    if (live) this.wasLive = true;
  }

  abstract start(): Promise<void>;
  abstract stop(): Promise<void>;
}

/** node-postgres: a client of its own (not from the pool), reconnected with backoff and pinged. */
class PostgresFeed extends BaseFeed {
  private client: pg.Client | null = null;
  private stopped = false;
  private backoff = MIN_BACKOFF_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private connecting: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    log: FeedLog,
  ) {
    super(log);
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  private connect(): Promise<void> {
    if (!this.connecting) {
      this.connecting = this.open().finally(() => {
        this.connecting = null;
      });
    }
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      keepAlive: true,
      application_name: 'auditorias-notificaciones',
    });
    let failed = false;
    const lost = (why: string) => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = null;
      this.setLive(false);
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (!this.stopped) {
        this.log.warn(
          `[eventos] conexión de notificaciones perdida (${why}); reintento en ${this.backoff} ms`,
        );
        this.scheduleRetry();
      }
    };
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('fin de la conexión'));
    client.on('notification', (msg) => this.deliver(msg.channel, msg.payload));
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost((error as Error).message);
      return;
    }
    if (this.stopped || failed) {
      void client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.backoff = MIN_BACKOFF_MS;
    this.setLive(true);
    this.schedulePing(client, lost);
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.stopped) return;
    const wait = this.backoff;
    this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.connect();
    }, wait);
    this.retryTimer.unref();
  }

  /** A connection cut without a reset (a network partition) is noticed by a query that does not answer. */
  private schedulePing(client: pg.Client, lost: (why: string) => void): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.client !== client) return;
      const timeout = setTimeout(() => lost('sin respuesta'), PING_TIMEOUT_MS);
      client
        .query('select 1')
        .catch((error: Error) => lost(error.message))
        .finally(() => clearTimeout(timeout));
    }, PING_EVERY_MS);
    this.pingTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    this.setLive(false);
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('notification');
      await client.end().catch(() => {});
    }
  }

  /** Tests: cuts the listening connection as a network failure would; the next attempt waits `retryAfterMs`. */
  breakConnection(retryAfterMs: number): void {
    this.backoff = retryAfterMs;
    const client = this.client as (pg.Client & { connection?: { stream?: { destroy(): void } } }) | null;
    client?.connection?.stream?.destroy();
  }
}

/** PGlite: one in-process database; its listen API delivers the notifications of its own connection. */
class PgliteFeed extends BaseFeed {
  private unlisten: Array<() => Promise<void>> = [];

  constructor(
    private readonly client: PGlite,
    log: FeedLog,
  ) {
    super(log);
  }

  async start(): Promise<void> {
    for (const channel of CHANNELS) {
      this.unlisten.push(await this.client.listen(channel, (payload) => this.deliver(channel, payload)));
    }
    this.setLive(true);
  }

  async stop(): Promise<void> {
    this.setLive(false);
    const unlisten = this.unlisten;
    this.unlisten = [];
    if (this.client.closed) return;
    for (const off of unlisten) await off().catch(() => {});
  }
}

export function createChangeFeed(database: Database, log: FeedLog = silentLog): ChangeFeed {
  if (database.kind === 'postgres') {
    if (!database.url) throw new Error('change feed needs the PostgreSQL connection string');
    return new PostgresFeed(database.url, log);
  }
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return new PgliteFeed(client, log);
}

/** Tests: simulates the loss of the listening connection (PostgreSQL only). */
export function breakFeedConnection(feed: ChangeFeed, retryAfterMs = MIN_BACKOFF_MS): void {
  if (!(feed instanceof PostgresFeed)) throw new Error('only a PostgreSQL feed can lose its connection');
  feed.breakConnection(retryAfterMs);
}
