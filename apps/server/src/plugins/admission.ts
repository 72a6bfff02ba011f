import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MSG } from '@auditorias/domain/messages';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { clientGone } from './rate-limit';

export interface AdmissionOptions {
  /**
   * API requests being checked at once (session, body), and as many at work (in their handlers); beyond either a
   * 503. 0: no bound.
   */
  maxInFlight: number;
  /** The shortest Retry-After of that 503, in seconds: each one says between this and twice this. */
  retryAfterSeconds: number;
  /** While the event loop runs this many ms late (mean of the last sample), a 503 too. 0: not checked. */
  maxEventLoopDelayMs: number;
}

/** How often the event loop's delay is read (and the resolution of its histogram). */
const LOOP_SAMPLE_MS = 100;
const LOOP_RESOLUTION_MS = 10;
/** The histogram's totals restart every 10 minutes of samples (their sum stays exact in a double). */
const LOOP_TOTALS_WINDOWS = 6_000;
/** How often refusals are logged (when there were any). */
const REFUSALS_LOG_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Admission control of this instance: the API requests at work now (in their handlers), and how late the event
     * loop ran in the last sample (ms).
     */
    admission: {
      readonly inFlight: number;
      /** API requests between their first hook and their handler (session, body, poll versions). */
      readonly checking: number;
      readonly eventLoopDelayMs: number;
      /** Requests answered 503 since the start: a bound was reached, or the event loop ran late. */
      readonly refused: { readonly checking: number; readonly inFlight: number; readonly eventLoop: number };
    };
  }
}

/** Not counted: the event streams (open for hours, they cost nothing while idle) and the health check. */
const UNCOUNTED = /^\/api\/(events|health)(\/|\?|$)/;

/** The requests the bound applies to: the API, but not its streams nor its health check (nor the web files). */
export function countsForAdmission(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !UNCOUNTED.test(request.url);
}

/** A seconds count between `seconds` and twice it, drawn for each refusal. */
export function spreadRetryAfter(seconds: number, random: () => number = Math.random): number {
  return seconds + Math.floor(random() * (seconds + 1));
}

/** Appends `hook` to a route's own preHandlers: it runs after every instance-wide one (the 304s from versions). */
function appendPreHandler(route: RouteOptions, hook: preHandlerHookHandler) {
  const own = route.preHandler;
  route.preHandler = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
}

/**
 * Overload that degrades instead of collapsing (docs/decisions.md, "Admission control"): beyond what the instance
 * can serve in time, a request is answered at once 503 with Retry-After and the Spanish error of every answer,
 * before its handler runs: nothing is done, so a client may send it again, writes included, and it comes back
 * later (the web app waits Retry-After, with jitter) instead of everybody waiting for a queue that grows faster
 * than it drains. Two signs of too much:
 *
 * - The CPU is saturated: while the event loop ran more than `maxEventLoopDelayMs` late on average over the last
 *   100 ms (the rule of `@fastify/under-pressure`), every API request is refused at its first hook, before anything
 *   reads its body, its session or the database, since a request admitted then would wait that long before its
 *   first line runs.
 * - Too many requests at once, counted in two stages, each bounded by `maxInFlight`. Being checked: from the first
 *   hook until the handler (reading the session, the body, the poll versions); beyond the bound a new request is
 *   refused at its first hook, before anything is read. At work: from the handler until the connection has the
 *   answer or goes away (waiting for the database, computing an answer); beyond the bound a request is refused
 *   just before its handler (a route-level preHandler appended to every API route, so after the instance-wide 304s
 *   from versions). So a poll answered 304 or from a kept answer (most of a day's requests, and as cheap as a
 *   refusal) only passes through the first stage and is not refused while a hundred cold answers wait for
 *   PostgreSQL, and a burst of arrivals whose sessions are not in memory yet is bounded before it reaches the
 *   database.
 *
 * Each refusal's Retry-After is drawn between `retryAfterSeconds` and twice it, so that the requests refused in the
 * same second come back spread over seconds instead of together. Event streams and the health check are never
 * refused (they cost nothing while idle).
 */
export const admissionPlugin = fp(async (app: FastifyInstance, opts: AdmissionOptions) => {
  let inFlight = 0;
  let checking = 0;
  let loopDelay = 0;
  const refused = { checking: 0, inFlight: 0, eventLoop: 0 };
  app.decorate('admission', {
    get inFlight() {
      return inFlight;
    },
    get checking() {
      return checking;
    },
    get eventLoopDelayMs() {
      return loopDelay;
    },
    refused,
  });
  // What was refused, and why, said once per REFUSALS_LOG_MS while it goes on (a warning: it means capacity).
  const logged = { ...refused };
  const reporter = setInterval(() => {
    const byChecks = refused.checking - logged.checking;
    const byWork = refused.inFlight - logged.inFlight;
    const byLoop = refused.eventLoop - logged.eventLoop;
    if (byChecks + byWork + byLoop === 0) return;
    Object.assign(logged, refused);
    app.log.warn(
      `[admisión] ${byChecks + byWork + byLoop} pedidos respondidos 503 en ${REFUSALS_LOG_MS / 1000} s: ${byChecks} con ${opts.maxInFlight} en verificación, ${byWork} con ${opts.maxInFlight} en curso, ${byLoop} con el bucle de eventos retrasado`,
    );
  }, REFUSALS_LOG_MS);
  reporter.unref();
  app.addHook('onClose', async () => clearInterval(reporter));
  if (opts.maxEventLoopDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    histogram.enable();
    // The window's mean comes from the histogram's running totals. Resetting it every window also forgot when its
    // last tick ran, so a stall that ended just before a reset was never measured (a 2 s stall read as 0 about one
    // time in three). The totals restart once every LOOP_TOTALS_WINDOWS windows, where that can still happen once.
    let seen = { count: 0, sum: 0 };
    let windows = 0;
    const sampler = setInterval(() => {
      const count = histogram.count;
      const sum = count > 0 ? histogram.mean * count : 0;
      // No tick in the window (nothing measured yet): nothing known, nothing refused.
      const ticks = count - seen.count;
      loopDelay = ticks > 0 ? Math.max(0, (sum - seen.sum) / ticks / 1e6 - LOOP_RESOLUTION_MS) : 0;
      seen = { count, sum };
      if (++windows % LOOP_TOTALS_WINDOWS === 0) {
        histogram.reset();
        seen = { count: 0, sum: 0 };
      }
    }, LOOP_SAMPLE_MS);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });
  }
  const busy = JSON.stringify({
    success: false,
    error: MSG.serverBusy,
    message: MSG.serverBusy,
    code: 'SERVER_BUSY',
  });
  const refuse = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(spreadRetryAfter(opts.retryAfterSeconds)))
      .type('application/json; charset=utf-8')
      .send(busy);
  if (opts.maxEventLoopDelayMs > 0) {
    app.addHook('onRequest', (request, reply, done) => {
      if (!countsForAdmission(request) || loopDelay <= opts.maxEventLoopDelayMs || clientGone(reply))
        return done();
      refused.eventLoop++;
      refuse(reply);
    });
  }
  if (opts.maxInFlight > 0) {
    // Requests between their first hook and their handler's gate (reading their session, their body, the poll
    // versions), and whether this one still is.
    const checked = new WeakSet<FastifyRequest>();
    const leaveChecks = (request: FastifyRequest) => {
      if (checked.delete(request)) checking--;
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (!countsForAdmission(request) || clientGone(reply)) return done();
      if (checking >= opts.maxInFlight) {
        refused.checking++;
        refuse(reply);
        return;
      }
      checking++;
      checked.add(request);
      // 'close' comes once, whether the answer was sent or the client went away first.
      reply.raw.once('close', () => leaveChecks(request));
      done();
    });
    const gate: preHandlerHookHandler = (request, reply, done) => {
      leaveChecks(request);
      // A client already gone is not counted (its connection's 'close' has passed: its place would never come
      // back), nor served.
      if (clientGone(reply)) {
        reply.hijack();
        return done();
      }
      if (inFlight >= opts.maxInFlight) {
        refused.inFlight++;
        refuse(reply);
        return;
      }
      inFlight++;
      reply.raw.once('close', () => {
        inFlight--;
      });
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/') && !UNCOUNTED.test(route.url)) appendPreHandler(route, gate);
    });
  }
});
