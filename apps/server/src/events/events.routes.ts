import type { ServerResponse } from 'node:http';
import { mayViewCompany } from '@auditorias/domain/auth/access';
import { isClientRole } from '@auditorias/domain/auth/roles';
import { errorResponseSchema } from '@auditorias/domain/schemas/common';
import { mayUseTimeAlerts } from '@auditorias/domain/staff/time-alerts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../lib/auth-context';
import { AppError } from '../lib/errors';
import type { AuthService } from '../modules/auth/auth.service';
import { requireAuth } from '../plugins/auth';
import type { ChangeFeed } from './change-feed';
import type { AuditChange, MessageChange, SessionChange } from './changes';

/** What the browser receives: an event name and an empty object (it refetches what the name says). */
export type StreamEvent = 'listo' | 'auditorias' | 'mensajes' | 'sesion' | 'alertas';

export interface EventsRoutesOptions {
  auth: AuthService;
  changes: ChangeFeed;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
  /** At most one "auditorias" event per connection in this time (later ones are merged into one). */
  coalesceMs?: number;
}

export const HEARTBEAT_MS = 25_000;
export const COALESCE_MS = 1_000;

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Whether a change of audits concerns this viewer, and nothing else is told: a client-company user hears only of
 * its companies' audits; an operator of its own audits and of the queue of companies it may work for; other
 * staff of every audit.
 */
export function auditChangeConcerns(viewer: AuthContext['viewer'], change: AuditChange): boolean {
  if (change.all) return true;
  if (isClientRole(viewer.role)) {
    const scope = viewer.scope;
    return scope.kind === 'all' || change.clientIds.some((id) => scope.clientIds.includes(id));
  }
  if (viewer.role === 'operador') {
    if (change.operatorIds.includes(viewer.id)) return true;
    return change.queue && change.clientIds.some((id) => mayViewCompany(viewer, id));
  }
  return true;
}

function sessionChangeConcerns(auth: AuthContext, change: SessionChange): boolean {
  return (
    change.all ||
    change.userIds.includes(auth.user.id) ||
    (change.operators && auth.user.role === 'operador') ||
    (change.clients && isClientRole(auth.user.role))
  );
}

/** One open stream: what it tells its user, its heartbeat, its end. */
class EventStream {
  private lastAudits = 0;
  private auditsTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout;
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  private closed = false;
  private readonly off: Array<() => void> = [];

  constructor(
    private readonly res: ServerResponse,
    private readonly token: string,
    private auth: AuthContext,
    private readonly opts: Required<EventsRoutesOptions>,
    private readonly onClose: () => void,
  ) {
    this.off.push(
      opts.changes.on('auditorias', (c) => this.onAudits(c)),
      opts.changes.on('mensajes', (c) => this.onMessages(c)),
      opts.changes.on('sesiones', (c) => this.onSessions(c)),
      // Time alerts: only the bell of admins and supervisors hears of them.
      opts.changes.on('alertas', () => {
        if (mayUseTimeAlerts(this.auth.user.role)) this.send('alertas');
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    res.on('close', () => this.close());
  }

  send(event: StreamEvent): void {
    if (this.closed) return;
    this.res.write(`event: ${event}\ndata: {}\n\n`);
  }

  private onAudits(change: AuditChange): void {
    if (!auditChangeConcerns(this.auth.viewer, change)) return;
    if (this.auditsTimer) return; // an event is already due: it covers this change too
    const wait = this.lastAudits + this.opts.coalesceMs - Date.now();
    if (wait <= 0) {
      this.lastAudits = Date.now();
      this.send('auditorias');
      return;
    }
    this.auditsTimer = setTimeout(() => {
      this.auditsTimer = null;
      this.lastAudits = Date.now();
      this.send('auditorias');
    }, wait);
  }

  private onMessages(change: MessageChange): void {
    if (change.all || change.userIds.includes(this.auth.user.id)) this.send('mensajes');
  }

  private onSessions(change: SessionChange): void {
    if (!sessionChangeConcerns(this.auth, change)) return;
    void this.recheck(true);
  }

  /** The heartbeat also re-checks the session (from memory when possible), without counting as activity. */
  private beat(): void {
    if (this.closed) return;
    this.res.write(': latido\n\n');
    void this.recheck(false);
  }

  /**
   * Reads the user's context again: a session that ended (forced logout, deactivation, expiry) gets a "sesion"
   * event and the stream ends; a changed one replaces what the stream filters by.
   */
  private recheck(announce: boolean): Promise<void> {
    if (this.checking) {
      this.checkAgain ||= announce;
      return this.checking;
    }
    this.checking = (async () => {
      try {
        const before = this.auth;
        this.auth = await this.opts.auth.authenticate(this.token, { touch: false });
        if (announce) {
          this.send('sesion');
          // An operator's permissions decide which audits it sees: its lists may have changed.
          if (before.user.role === 'operador' || this.auth.user.role === 'operador') this.send('auditorias');
        }
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          this.send('sesion');
          this.end();
        }
        // Any other failure (database unreachable): keep the stream; the next change or beat checks again.
      } finally {
        this.checking = null;
      }
      if (this.checkAgain && !this.closed) {
        this.checkAgain = false;
        await this.recheck(true);
      }
    })();
    return this.checking;
  }

  end(): void {
    if (this.closed) return;
    this.res.end();
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (this.auditsTimer) clearTimeout(this.auditsTimer);
    for (const off of this.off) off();
    this.onClose();
  }
}

/**
 * GET /api/events: server-sent events of what changed for the signed-in user ("auditorias", "mensajes",
 * "sesion", and "alertas" for admins and supervisors), fed by the database's change notifications so that a
 * change made through any instance reaches the streams of every instance. The web app reads it with fetch (it
 * sends the bearer header) and keeps its polling as the fallback. The answer is written straight to the socket: nothing buffers or compresses it.
 */
export async function eventsRoutes(app: FastifyInstance, options: EventsRoutesOptions) {
  const opts: Required<EventsRoutesOptions> = {
    heartbeatMs: HEARTBEAT_MS,
    coalesceMs: COALESCE_MS,
    ...options,
  };
  const open = new Set<EventStream>();
  // Before the server waits for its open requests: a stream never ends by itself.
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  app.get(
    '/events',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['eventos'],
        summary: 'Eventos del servidor (text/event-stream): auditorias, mensajes, sesion y alertas',
        response: { 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    (request, reply) => {
      const auth = requireAuth(request);
      const token = bearerToken(request);
      if (!token) throw new Error('authenticated route without a bearer token');
      request.headers['x-no-compression'] = 'event-stream';
      reply.hijack();
      const res = reply.raw;
      const headers: Record<string, string | number | readonly string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      request.raw.socket.setNoDelay(true);
      request.raw.socket.setTimeout(0);
      const stream = new EventStream(res, token, auth, opts, () => open.delete(stream));
      open.add(stream);
      stream.send('listo');
    },
  );
}
