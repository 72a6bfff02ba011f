import net from 'node:net';
import { MSG } from '@auditorias/domain/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { secondInstance, testEnv, useTestApp } from '../test/app';
import { sqlRows } from '../test/database';

/**
 * Admission control (plugins/admission.ts): with MAX_REQUESTS_IN_FLIGHT requests being served, the next API
 * request is a 503 with Retry-After and changes nothing; event streams and the health check are not counted.
 */
const t = useTestApp({
  env: { MAX_REQUESTS_IN_FLIGHT: '2', BUSY_RETRY_AFTER_SECONDS: '3' },
  users: ['admin', 'operador1'],
});
let base = '';

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

/**
 * A request whose headers arrived but whose body never ends: it is being served (it holds its place) until the
 * socket is closed.
 */
async function hangingPost(): Promise<net.Socket> {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /api/messages HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${t.tokens.admin}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"toUserId":',
  );
  return socket;
}

async function waitFor(what: () => boolean) {
  const deadline = Date.now() + 3000;
  while (!what()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const messagesNamed = async (contenido: string) =>
  (
    await sqlRows<{ n: number }>(
      t.db(),
      sql`select count(*)::int as n from messages where contenido = ${contenido}`,
    )
  )[0]?.n;

describe('admission control', () => {
  it('beyond the bound a request is a 503 with Retry-After and nothing is written; streams and health still answer', async () => {
    const held = [await hangingPost(), await hangingPost()];
    await waitFor(() => t.app.admission.inFlight === 2);
    const send = () =>
      fetch(`${base}/api/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ toUserId: t.ids.operador1, contenido: 'Con el servidor lleno' }),
      });
    const refused = await send();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(await refused.json()).toEqual({
      success: false,
      error: MSG.serverBusy,
      message: MSG.serverBusy,
      code: 'SERVER_BUSY',
    });
    expect(await messagesNamed('Con el servidor lleno')).toBe(0);
    // A read is refused too; the health check and the event stream are not counted.
    const list = await fetch(`${base}/api/audits?limit=5`, {
      headers: { authorization: `Bearer ${t.tokens.admin}` },
    });
    expect(list.status).toBe(503);
    await list.arrayBuffer();
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${t.tokens.operador1}` },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(t.app.admission.inFlight).toBe(2);
    controller.abort();

    // Once those requests are gone (here: their clients went away), the same write goes through.
    for (const socket of held) socket.destroy();
    await waitFor(() => t.app.admission.inFlight === 0);
    const accepted = await send();
    expect(accepted.status, await accepted.text()).toBe(201);
    expect(await messagesNamed('Con el servidor lleno')).toBe(1);
    expect(t.app.admission.inFlight).toBe(0);
  });

  it('answered requests give their place back: many in a row never reach the bound', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.as('admin', { method: 'GET', url: '/api/messages/unread-count' });
      expect(res.statusCode).toBe(200);
    }
    expect(t.app.admission.inFlight).toBe(0);
  });

  it('while the event loop runs late (the CPU is saturated) requests are refused the same way, then admitted again', async () => {
    // An instance of its own, with the loop watched (tests leave it off: this machine is shared).
    const config = loadConfig(
      testEnv({ MAX_EVENT_LOOP_DELAY_MS: '150', SECRETS_KEY: t.config.secretsKey ?? '' }),
    );
    const watched = await secondInstance(t, config);
    try {
      const unread = () =>
        watched.app.inject({
          method: 'GET',
          url: '/api/messages/unread-count',
          headers: { authorization: `Bearer ${t.tokens.admin}` },
        });
      await expect.poll(async () => (await unread()).statusCode, { timeout: 10_000 }).toBe(200);
      // Half a second of CPU on the loop (a burst of cold answers), then the sample that saw it (a sample lasts
      // 100 ms: on a busy machine the request may come after the next one, hence a few tries).
      let refused: Awaited<ReturnType<typeof unread>> | undefined;
      for (let attempt = 0; attempt < 5 && refused?.statusCode !== 503; attempt++) {
        const end = performance.now() + 500;
        while (performance.now() < end) {
          // busy
        }
        await waitFor(() => watched.app.admission.eventLoopDelayMs > 150);
        refused = await unread();
      }
      if (!refused) throw new Error('no answer');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      expect(refused.json()).toMatchObject({ code: 'SERVER_BUSY', error: MSG.serverBusy });
      // The health check still answers; once the loop is on time again, so does everything else.
      expect((await watched.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await expect.poll(async () => (await unread()).statusCode, { timeout: 10_000 }).toBe(200);
    } finally {
      await watched.close();
    }
  });
});
