import net from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { admissionPlugin } from './admission';
import { errorsPlugin } from './errors';
import { rateLimitKey, rateLimitPlugin, UNKNOWN_ADDRESS_KEY } from './rate-limit';

/**
 * The rate limit (plugins/rate-limit.ts) as app.ts registers it, after admission control: a request whose client
 * went away before its hooks ran (request.ip undefined) is neither an error nor answered, and holds no place.
 */
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function start(perMinute: number) {
  const server = Fastify({ logger: false });
  const seen = { errors: [] as unknown[], handled: 0 };
  // The client of a request marked `x-gone` goes away before the rate limit looks at it: its socket is closed and
  // its connection's 'close' has passed when the next hooks run.
  server.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['x-gone'] === undefined) return done();
    request.raw.socket.destroy();
    setTimeout(done, 20);
  });
  await server.register(admissionPlugin, { maxInFlight: 5, retryAfterSeconds: 2, maxEventLoopDelayMs: 0 });
  await server.register(rateLimitPlugin, { perMinute });
  await server.register(errorsPlugin);
  server.addHook('onError', async (_request, _reply, error) => {
    if (!(error instanceof AppError)) seen.errors.push(error);
  });
  server.get('/api/ping', async () => {
    seen.handled++;
    return { ok: true };
  });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  app = server;
  return { server, seen, url: new URL(base) };
}

/** A request from a raw socket; resolves with what the server sent before closing it ('' when nothing). */
function rawGet(url: URL, headers: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
    socket.write(`GET /api/ping HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n${headers}\r\n`);
  });
}

describe('rate limit', () => {
  it('a request whose client is gone before its hooks run is not an error, not answered, and not counted', async () => {
    const { server, seen, url } = await start(100);
    for (let i = 0; i < 3; i++) expect(await rawGet(url, 'X-Gone: 1\r\n')).toBe('');
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.errors).toEqual([]);
    expect(seen.handled).toBe(0);
    expect(server.admission.inFlight).toBe(0);
    // The instance serves the next ones as before.
    expect(await rawGet(url, '')).toMatch(/^HTTP\/1\.1 200/);
    expect(seen.handled).toBe(1);
  });

  it('counts per client and answers 429 with Retry-After beyond the limit', async () => {
    const { url } = await start(2);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${url.origin}/api/ping`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await fetch(`${url.origin}/api/ping`);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('groups IPv6 addresses by their /64 subnet; without an address, the socket’s, else one shared bucket', () => {
    const request = (ip: string | undefined, remoteAddress?: string) =>
      ({
        ip,
        raw: { socket: remoteAddress === undefined ? undefined : { remoteAddress } },
      }) as unknown as FastifyRequest;
    expect(rateLimitKey(request('2001:db8:1:2:aaaa::1'))).toBe(rateLimitKey(request('2001:db8:1:2:bbbb::9')));
    expect(rateLimitKey(request('2001:db8:1:2:aaaa::1'))).not.toBe(rateLimitKey(request('2001:db8:1:3::1')));
    expect(rateLimitKey(request('::ffff:10.0.0.7'))).toBe('10.0.0.7');
    expect(rateLimitKey(request(undefined, '2001:db8:1:2::5'))).toBe(
      rateLimitKey(request('2001:db8:1:2::7')),
    );
    expect(rateLimitKey(request(undefined))).toBe(UNKNOWN_ADDRESS_KEY);
  });
});
