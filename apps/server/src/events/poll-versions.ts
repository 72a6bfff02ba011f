import { sharedViewKey, type Viewer } from '@auditorias/domain/auth/access';
import { isClientRole } from '@auditorias/domain/auth/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { changeVersions } from '../db/schema/index';
import type { ChangeFeed } from './change-feed';

/**
 * Polls that cost nothing while nothing changed. PostgreSQL keeps versions of what a poll depends on (table
 * "change_versions", migration 0024: audits of each operator and each company, the queue, every audit, messages of
 * each user, time alerts, money, and each user's access), bumped at the commit of every change the triggers
 * announce (a scope's version is the sum of its rows, "<scope>" and the stripes "<scope>#<n>" that concurrent
 * commits bump side by side, migration 0028); each instance keeps a copy in memory, read from the table when it starts or its listening connection
 * comes back, and updated by the notification "versiones" of each commit. Every instance, and an instance after a
 * restart, derives the same ETag from the same state. A polling route declares what it reads (`config.poll`); its
 * answer carries an ETag made of those versions, and a request that sends it back while none of them moved is
 * answered 304 before the handler runs: no database, no body. The tag is read before the handler, so an answer is
 * never tagged newer than what it saw. While the change feed is down, or the versions are being read again, nothing
 * is answered from versions (the body's own ETag still works).
 *
 * Viewers who see exactly the same audits (`sharedViewKey`: the same role, companies and permissions; never
 * operators or supervisors, whose answers are personal) share one computed answer per URL and versions: the
 * second admin asking for the tracking list, or a company's second user, gets the first one's body while nothing it
 * depends on changed, for at most SHARED_ANSWER_TTL_MS (the worked time of audits in progress moves by itself).
 * An operator's or a supervisor's audit lists, a person's time alerts and unread count are kept the same way for
 * that one person only (`self:<id>`): asking again for the same page while its versions did not move (a reload, a
 * second tab, a poll without its ETag) reads nothing from the database.
 * Dashboards declare `sharedFor`: their answer is shared the same way for that long, versions or not.
 * A write answered by this instance makes its shared answers obsolete at once, before its own notification comes
 * back through PostgreSQL: whoever wrote reads their write.
 */
export const SHARED_ANSWER_TTL_MS = 10_000;
const SHARED_ANSWERS_MAX_CHARS = 32 * 1024 * 1024;
export type PollKind = 'auditorias' | 'mensajes' | 'alertas' | 'finanzas';

declare module 'fastify' {
  interface FastifyContextConfig {
    poll?: PollKind;
    /** The answer may be this many ms old for viewers who see the same (`sharedViewKey`): dashboards. */
    sharedFor?: number;
    /** A GET that writes (opening a conversation marks it read): its answer makes kept answers obsolete. */
    writes?: boolean;
  }
  interface FastifyRequest {
    pollTag: string | null;
    /** Where this answer is kept for viewers who see the same (set before the handler runs). */
    sharedAnswer: { key: string; ttl: number; flight: Flight | null } | null;
  }
}

/** An answer being computed: whoever asks for the same key meanwhile waits for it instead of computing it too. */
interface Flight {
  done: Promise<string | undefined>;
  finish: (body: string | undefined) => void;
}

/** How long a request waits for the same answer being computed before computing it itself. */
const COALESCE_WAIT_MS = 2_000;

function waitAtMost<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** How long to wait before reading the versions again after a failed read. */
const RELOAD_RETRY_MS = 1_000;

/** The scope a row of "change_versions" counts for: "auditorias#3" is a stripe of "auditorias" (migration 0028). */
export function scopeOfRow(row: string): string {
  const stripe = row.indexOf('#');
  return stripe < 0 ? row : row.slice(0, stripe);
}

/**
 * This instance's copy of "change_versions", by row; a scope's version is the sum of its rows. The notifications of
 * one row arrive in the order of the commits that bumped it (its lock is held until the commit), so the last one
 * heard is the table's value (a row only grows: an older value heard late changes nothing); a read of the whole
 * table (at the start, after a gap of the feed, after {"todos":true}) keeps, for a row heard of while it ran, the
 * larger of both.
 */
export class Versions {
  private byRow = new Map<string, number>();
  private byScope = new Map<string, number>();
  /** The table has been read since the feed last came up: tags may be given. */
  ready = false;
  private generation = 0;
  private heardWhileReading: Set<string> | null = null;

  apply(versions: Readonly<Record<string, number>>): void {
    for (const [row, version] of Object.entries(versions)) {
      this.heardWhileReading?.add(row);
      const known = this.byRow.get(row) ?? 0;
      if (version <= known) continue;
      this.byRow.set(row, version);
      const scope = scopeOfRow(row);
      this.byScope.set(scope, (this.byScope.get(scope) ?? 0) + version - known);
    }
  }

  /** Reads the whole table; false when a newer read started meanwhile (that one decides). */
  async load(read: () => Promise<Array<{ scope: string; version: number }>>): Promise<boolean> {
    const generation = ++this.generation;
    this.ready = false;
    const heard = new Set<string>();
    this.heardWhileReading = heard;
    const rows = await read().finally(() => {
      if (generation === this.generation) this.heardWhileReading = null;
    });
    if (generation !== this.generation) return false;
    const next = new Map<string, number>();
    for (const { scope: row, version } of rows) next.set(row, version);
    for (const row of heard) next.set(row, Math.max(this.byRow.get(row) ?? 0, next.get(row) ?? 0));
    const sums = new Map<string, number>();
    for (const [row, version] of next) {
      const scope = scopeOfRow(row);
      sums.set(scope, (sums.get(scope) ?? 0) + version);
    }
    this.byRow = next;
    this.byScope = sums;
    this.ready = true;
    return true;
  }

  /** The feed went down: nothing heard meanwhile, so nothing is known until the table is read again. */
  forget(): void {
    this.generation++;
    this.heardWhileReading = null;
    this.ready = false;
  }

  of(scope: string): number {
    return this.byScope.get(scope) ?? 0;
  }

  tag(parts: Array<string | number>): string {
    return `W/"p${this.of('base')}.${parts.join('.')}"`;
  }
}

/** The versions a poll of `kind` depends on, for this viewer. */
function partsFor(versions: Versions, kind: PollKind, viewer: Viewer): Array<string | number> {
  const access = [
    versions.of(`acceso:${viewer.id}`),
    versions.of(viewer.role === 'operador' ? 'acceso:operadores' : 'acceso:clientes'),
  ];
  if (kind === 'mensajes') return [...access, versions.of(`mensajes:${viewer.id}`)];
  if (kind === 'alertas') return ['alertas', ...access, versions.of('alertas')];
  // Finance lists read the ledger and the audits it charges: a company's users follow their own companies' audits.
  if (kind === 'finanzas')
    return [
      'finanzas',
      ...access,
      versions.of('finanzas'),
      ...(isClientRole(viewer.role) && viewer.scope.kind === 'clients'
        ? viewer.scope.clientIds.map((id) => `${id}-${versions.of(`cliente:${id}`)}`)
        : [versions.of('auditorias')]),
    ];
  if (viewer.role === 'operador')
    return [...access, versions.of('cola'), versions.of(`operador:${viewer.id}`)];
  if (isClientRole(viewer.role) && viewer.scope.kind === 'clients')
    return [...access, ...viewer.scope.clientIds.map((id) => `${id}-${versions.of(`cliente:${id}`)}`)];
  return [...access, versions.of('auditorias')];
}

export const pollVersionsPlugin = fp(async (app: FastifyInstance, opts: { changes: ChangeFeed; db: Db }) => {
  const versions = new Versions();
  const { changes, db } = opts;
  const readTable = () =>
    db.select({ scope: changeVersions.scope, version: changeVersions.version }).from(changeVersions);
  let retry: NodeJS.Timeout | null = null;
  // Reads the table while the feed is live; a failed read (the database briefly away) is tried again.
  const reload = async (): Promise<void> => {
    if (retry) clearTimeout(retry);
    retry = null;
    if (!changes.live) return;
    try {
      await versions.load(readTable);
    } catch (error) {
      app.log.warn(`[eventos] no se pudieron leer las versiones: ${(error as Error).message}`);
      if (changes.live && !closed) {
        retry = setTimeout(() => void reload(), RELOAD_RETRY_MS);
        retry.unref();
      }
    }
  };
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    if (retry) clearTimeout(retry);
  });
  const answers = new LRUCache<string, string>({
    maxSize: SHARED_ANSWERS_MAX_CHARS,
    sizeCalculation: (body) => Math.max(1, body.length),
    ttl: SHARED_ANSWER_TTL_MS,
  });
  let localWrites = 0;
  // Misses of one key while its answer is being computed (a dashboard whose 5 s ran out under 50 connections, a
  // list right after a change) wait for that one computation: no stampede.
  const computing = new Map<string, Flight>();
  const finish = (request: FastifyRequest, body: string | undefined) => {
    const flight = request.sharedAnswer?.flight;
    if (!flight || !request.sharedAnswer) return;
    if (computing.get(request.sharedAnswer.key) === flight) computing.delete(request.sharedAnswer.key);
    request.sharedAnswer.flight = null;
    flight.finish(body);
  };
  changes.onState((live) => {
    answers.clear();
    versions.forget();
    if (live) void reload();
  });
  changes.on('versiones', (c) => {
    if (c.all) {
      answers.clear();
      void reload();
      return;
    }
    versions.apply(c.versions);
  });
  // Started before this plugin: read the table before the first request.
  await reload();

  app.decorateRequest('pollTag', null);
  app.decorateRequest('sharedAnswer', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const config = request.routeOptions.config as { poll?: PollKind; sharedFor?: number } | undefined;
    const kind = config?.poll;
    const sharedFor = config?.sharedFor;
    const viewer = request.auth?.viewer;
    if (!viewer || (!kind && !sharedFor)) return;
    let tag: string | null = null;
    if (kind && changes.live && versions.ready) {
      tag = versions.tag(partsFor(versions, kind, viewer));
      if (request.headers['if-none-match'] === tag) return reply.code(304).header('etag', tag).send();
      request.pollTag = tag;
    }
    // Audit and finance lists while the versions are known (shared by who sees the same, else kept for the one
    // person), the time alerts and the unread count kept for the one person, or a route that accepts an answer
    // `sharedFor` ms old (dashboards).
    const self = viewer.isActive ? `self:${viewer.id}` : null;
    const view =
      (kind === 'auditorias' || kind === 'finanzas') && tag
        ? (sharedViewKey(viewer) ?? self)
        : (kind === 'alertas' || kind === 'mensajes') && tag
          ? self
          : sharedFor
            ? sharedViewKey(viewer)
            : null;
    if (!view) return;
    const key = `${view}\u0000${request.url}\u0000${tag ?? ''}\u0000${localWrites}`;
    const ttl = tag ? SHARED_ANSWER_TTL_MS : (sharedFor ?? SHARED_ANSWER_TTL_MS);
    const json = (body: string) => reply.code(200).type('application/json; charset=utf-8').send(body);
    const body = answers.get(key);
    if (body !== undefined) return json(body);
    const running = computing.get(key);
    if (running) {
      const awaited = await waitAtMost(running.done, COALESCE_WAIT_MS);
      if (awaited !== undefined) return json(awaited);
      request.sharedAnswer = { key, ttl, flight: null };
      return;
    }
    let settle: (body: string | undefined) => void = () => {};
    const done = new Promise<string | undefined>((resolve) => {
      settle = resolve;
    });
    const flight: Flight = { done, finish: settle };
    computing.set(key, flight);
    request.sharedAnswer = { key, ttl, flight };
  });
  // Before @fastify/etag, which keeps an ETag already set.
  app.addHook('onSend', async (request, reply, payload) => {
    const writes =
      (request.method !== 'GET' && request.method !== 'HEAD') || request.routeOptions.config?.writes;
    if (writes && reply.statusCode < 400) localWrites++;
    if (reply.statusCode !== 200) {
      finish(request, undefined);
      return payload;
    }
    if (request.pollTag) reply.header('etag', request.pollTag);
    const shared = request.sharedAnswer;
    if (shared && typeof payload === 'string') answers.set(shared.key, payload, { ttl: shared.ttl });
    finish(request, typeof payload === 'string' ? payload : undefined);
    return payload;
  });
  // A computation that never reached onSend (the client went away, a failure before the answer) frees its waiters.
  app.addHook('onResponse', async (request) => finish(request, undefined));
  app.addHook('onRequestAbort', async (request) => finish(request, undefined));
});
