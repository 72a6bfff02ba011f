import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MSG } from '@auditorias/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface AdmissionOptions {
  /** API requests served at once; beyond it a 503. 0: no bound. */
  maxInFlight: number;
  /** The Retry-After of that 503, in seconds. */
  retryAfterSeconds: number;
  /** While the event loop runs this many ms late (mean of the last sample), a 503 too. 0: not checked. */
  maxEventLoopDelayMs: number;
}

/** How often the event loop's delay is read (and the resolution of its histogram). */
const LOOP_SAMPLE_MS = 100;
const LOOP_RESOLUTION_MS = 10;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Admission control of this instance: the API requests being served now, and how late the event loop ran in
     * the last sample (ms).
     */
    admission: { readonly inFlight: number; readonly eventLoopDelayMs: number };
  }
}

/** Not counted: the event streams (open for hours, they cost nothing while idle) and the health check. */
const UNCOUNTED = /^\/api\/(events|health)(\/|\?|$)/;

/** The requests the bound applies to: the API, but not its streams nor its health check (nor the web files). */
export function countsForAdmission(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !UNCOUNTED.test(request.url);
}

/**
 * Overload that degrades instead of collapsing (docs/decisions.md, "Admission control"). Every API request counts
 * from its first hook until its connection has the answer (or goes away); while `maxInFlight` are being served, a
 * new one is answered at once 503 with Retry-After and the Spanish error of every answer, before anything reads
 * its body, its session or the database: nothing is done, so a client may send it again, writes included. The
 * queue a burst makes (everybody's first calls after a restart) stays as long as what the instance serves in about
 * a second, so what is admitted is answered in time and the rest comes back later (the web app waits Retry-After,
 * with jitter) instead of everybody waiting for a queue that grows faster than it drains.
 *
 * The count bounds work that waits (for the database, for other requests); work that needs the CPU is bounded by
 * the event loop's delay (the rule of `@fastify/under-pressure`, measured before choosing it): while the loop ran
 * more than `maxEventLoopDelayMs` late on average over the last 100 ms, new requests are refused the same way, since
 * a request admitted then would wait that long before its first line runs, and so would the refusals.
 */
export const admissionPlugin = fp(async (app: FastifyInstance, opts: AdmissionOptions) => {
  let inFlight = 0;
  let loopDelay = 0;
  app.decorate('admission', {
    get inFlight() {
      return inFlight;
    },
    get eventLoopDelayMs() {
      return loopDelay;
    },
  });
  if (opts.maxEventLoopDelayMs > 0) {
    const histogram = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    histogram.enable();
    const sampler = setInterval(() => {
      // No sample in the window (nothing measured yet): nothing known, nothing refused.
      const mean = histogram.mean / 1e6;
      loopDelay = Number.isNaN(mean) ? 0 : Math.max(0, mean - LOOP_RESOLUTION_MS);
      histogram.reset();
    }, LOOP_SAMPLE_MS);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      histogram.disable();
    });
  }
  const bounded = opts.maxInFlight > 0;
  const watched = opts.maxEventLoopDelayMs > 0;
  if (!bounded && !watched) return;
  const busy = JSON.stringify({
    success: false,
    error: MSG.serverBusy,
    message: MSG.serverBusy,
    code: 'SERVER_BUSY',
  });
  const retryAfter = String(opts.retryAfterSeconds);
  app.addHook('onRequest', (request, reply, done) => {
    if (!countsForAdmission(request)) return done();
    if ((bounded && inFlight >= opts.maxInFlight) || (watched && loopDelay > opts.maxEventLoopDelayMs)) {
      reply.code(503).header('retry-after', retryAfter).type('application/json; charset=utf-8').send(busy);
      return;
    }
    inFlight++;
    // 'close' comes once, whether the answer was sent or the client went away first.
    reply.raw.once('close', () => {
      inFlight--;
    });
    done();
  });
});
