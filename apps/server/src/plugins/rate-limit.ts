import { MSG } from '@auditorias/domain/messages';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../lib/errors';

/** The bucket of requests whose address nobody knows any more: they share one. */
export const UNKNOWN_ADDRESS_KEY = 'unknown';

/**
 * Whom a request counts for: its address as `@fastify/rate-limit` groups it by default (an IPv6 address by its /64
 * subnet, an IPv4-mapped one as IPv4), or its socket's when `request.ip` has nothing, or one shared bucket. The
 * plugin's own default reads `request.ip` only, and throws (a 500) when it is undefined: the client's socket was
 * already gone when the hook ran.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const address = request.ip ?? request.raw.socket?.remoteAddress;
  return address ? normalizeIP(address) : UNKNOWN_ADDRESS_KEY;
}

/** The client went away before its request was looked at (its connection is closed): nobody to answer. */
export function clientGone(reply: FastifyReply): boolean {
  return reply.raw.closed || reply.raw.destroyed || reply.request.raw.socket?.destroyed === true;
}

/**
 * At most `perMinute` requests a minute per client (RATE_LIMIT_PER_MINUTE), 429 with Retry-After beyond. A request
 * whose client is already gone is dropped before it is counted: no answer (there is nobody to read it), no
 * handler, no error.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { perMinute: number }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    // Hijacked: the rest of its hooks and its handler are skipped, and nothing is sent.
    if (clientGone(reply)) reply.hijack();
    done();
  });
  await app.register(rateLimit, {
    max: opts.perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(MSG.tooManyRequests, Math.ceil(context.ttl / 1000)),
  });
});
