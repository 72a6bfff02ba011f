import { MSG } from '@auditorias/domain/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, loginAs, secondInstance, useTestApp } from '../test/app';
import { sqlRows } from '../test/database';

/**
 * Server-sent events across instances: the stream is open on instance B (a real listening socket), the change
 * is made through instance A; both share one PostgreSQL database and nothing else.
 */
const t = useTestApp({ users: [] });
const { users: ids, clients } = t;
let a: FastifyInstance;
let b: FastifyInstance;
let closeB: () => Promise<void>;
let baseB: string;
const latencies: Record<string, number> = {};

beforeAll(async () => {
  a = t.app;
  ({ app: b, close: closeB } = await secondInstance(t));
  baseB = await b.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  // Streams still open must not keep the server from closing.
  await closeB?.();
  if (Object.keys(latencies).length > 0) console.info('[eventos] latencia cambio→evento (ms):', latencies);
});

/** Assigns an audit (PATCH /api/audits/{id}/assign) through A. */
const assign = (token: string, audit: number, operadorId: number | undefined) =>
  call(a, token, { method: 'PATCH', url: `/api/audits/${audit}/assign`, payload: { operadorId } });

interface Received {
  event: string;
  data: string;
  at: number;
}

/** A stream read the way the web app reads it: fetch with the bearer header, events parsed as they arrive. */
async function openStream(token: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${baseB}/api/events`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: Received[] = [];
  let raw = '';
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        buffer += text;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data += line.slice(5).trim();
          }
          if (!block.split('\n').every((l) => l.startsWith(':'))) {
            events.push({ event, data, at: performance.now() });
          }
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // aborted
    }
    ended = true;
    wake();
  })();

  /** The first event named `name` received after `since` (performance.now()). */
  async function next(name: string, since: number, timeoutMs = 3000): Promise<Received> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const found = events.find((e) => e.event === name && e.at >= since);
      if (found) return found;
      if (ended) throw new Error(`stream ended without "${name}"`);
      const left = deadline - performance.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    }
  }

  /** The first `name` event after `since`, which must arrive within a second; its latency is kept as `label`. */
  async function heard(name: string, since: number, label: string): Promise<Received> {
    const event = await next(name, since);
    latencies[label] = Math.round(event.at - since);
    expect(event.at - since).toBeLessThan(1000);
    return event;
  }

  await next('listo', 0);
  return {
    res,
    events,
    raw: () => raw,
    ended: () => ended,
    next,
    heard,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

/** A waiting audit of the company (one is added, before any stream opens, when the demo has none left). */
async function waitingAudit(clientName: string): Promise<number> {
  const clientId = clients[clientName] ?? 0;
  await t.database.db.execute(
    sql`insert into audits (titulo, estado, client_id, fecha_solicitada, en_transito)
        select 'En espera', 'pendiente', ${clientId}, current_date, true
        where not exists (select 1 from audits where client_id = ${clientId} and estado in ('solicitud', 'pendiente')
          and operador_id is null and en_transito and deleted_at is null)`,
  );
  const [row] = await sqlRows<{ id: number }>(
    t.database.db,
    sql`select id from audits where client_id = ${clients[clientName] ?? 0}
        and estado in ('solicitud', 'pendiente') and operador_id is null and en_transito and deleted_at is null
        order by id limit 1`,
  );
  if (!row) throw new Error(`no waiting audit of ${clientName} in the demo`);
  return row.id;
}

describe('GET /api/events', () => {
  it('is a server-sent event stream, never compressed nor cached, refused without a session', async () => {
    const anonymous = await fetch(`${baseB}/api/events`);
    expect(anonymous.status).toBe(401);
    await anonymous.text();
    const op = await loginAs(a, 'operador1');
    const stream = await openStream(op.token, { 'accept-encoding': 'br, gzip' });
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toBe('no-store');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    await stream.close();
  });

  it('an assignment made through A reaches the operator on B in well under a second', async () => {
    const admin = await loginAs(a, 'admin');
    const op = await loginAs(a, 'operador1');
    const audit = await waitingAudit('Demo Norte S.A.');
    const stream = await openStream(op.token);
    const start = performance.now();
    const res = await assign(admin.token, audit, op.userId);
    expect(res.statusCode, res.body).toBe(200);
    const event = await stream.heard('auditorias', start, 'asignacion');
    expect(event.data).toBe('{}');
    await stream.close();
  });

  it('a message sent through A reaches its recipient on B; others hear nothing of it', async () => {
    const admin = await loginAs(a, 'admin');
    const op = await loginAs(a, 'operador2');
    const other = await loginAs(a, 'contable');
    const recipient = await openStream(op.token);
    const bystander = await openStream(other.token);
    const start = performance.now();
    const sent = await call(a, admin.token, {
      method: 'POST',
      url: '/api/messages',
      payload: { toUserId: op.userId, contenido: 'Revisá la auditoría de hoy' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await recipient.heard('mensajes', start, 'mensaje');
    // The stream of B is told of the change only for the two people of the message.
    await new Promise((r) => setTimeout(r, 300));
    expect(bystander.events.filter((e) => e.event === 'mensajes')).toHaveLength(0);
    await recipient.close();
    await bystander.close();
  });

  it("a client of Demo Sur hears of its own company's audits and nothing of Demo Norte's", async () => {
    const admin = await loginAs(a, 'admin');
    const sur = await loginAs(a, 'cliente2');
    const norteAudit = await waitingAudit('Demo Norte S.A.');
    const surAudit = await waitingAudit('Demo Sur S.R.L.');
    const stream = await openStream(sur.token);
    // The creation of the Demo Sur audit above is its own company's news: let it arrive before listening for
    // Demo Norte's (on a busy machine its notification can come after the stream opened).
    await new Promise((r) => setTimeout(r, 500));
    stream.events.length = 0;
    const norteChange = await assign(admin.token, norteAudit, ids.supervisor);
    expect(norteChange.statusCode, norteChange.body).toBe(200);
    // Long enough for a wrongly addressed event to arrive (a relevant one takes a few milliseconds).
    await new Promise((r) => setTimeout(r, 500));
    expect(stream.events.filter((e) => e.event !== 'listo')).toEqual([]);
    // The same kind of change to a Demo Sur audit is announced.
    const start = performance.now();
    const surChange = await assign(admin.token, surAudit, ids.operador2);
    expect(surChange.statusCode, surChange.body).toBe(200);
    await stream.heard('auditorias', start, 'cliente');
    // What went down the wire: event names and empty objects, no ids of any company.
    const wire = stream.raw();
    expect(wire).not.toContain(String(norteAudit));
    expect(wire).not.toContain(String(clients['Demo Norte S.A.']));
    expect(wire.replace(/: latido\n\n/g, '')).toMatch(/^(event: (listo|auditorias)\ndata: \{\}\n\n)+$/);
    await stream.close();
  });

  it('staff hear of any audit at most once a second per connection', async () => {
    const admin = await loginAs(a, 'admin');
    const stream = await openStream(admin.token);
    const start = performance.now();
    // Ten separate changes in quick succession.
    for (let i = 0; i < 10; i++) {
      await t.database.db.execute(
        sql`update audits set prioridad = case when prioridad = 'urgente' then 'normal'::priority else 'urgente'::priority end
            where id = (select id from audits where deleted_at is null order by id limit 1)`,
      );
    }
    const first = await stream.next('auditorias', start);
    expect(first.at - start).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 1300));
    const received = stream.events.filter((e) => e.event === 'auditorias' && e.at >= start);
    // The first at once, the rest merged into one more a second later.
    expect(received).toHaveLength(2);
    expect((received[1]?.at ?? 0) - (received[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    await stream.close();
  });

  it('a forced logout through A ends the stream on B with a "sesion" event', async () => {
    const admin = await loginAs(a, 'admin');
    const op = await loginAs(a, 'operador2');
    const stream = await openStream(op.token);
    const start = performance.now();
    const closed = await call(a, admin.token, {
      method: 'POST',
      url: `/api/work-sessions/close-user-session/${op.userId}`,
    });
    expect(closed.statusCode).toBe(200);
    await stream.heard('sesion', start, 'cierreForzado');
    for (let i = 0; i < 100 && !stream.ended(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(stream.ended()).toBe(true);
    // And the reconnection is refused as a forced logout.
    const again = await fetch(`${baseB}/api/events`, { headers: { authorization: `Bearer ${op.token}` } });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe(MSG.forcedLogout);
  });

  it('closing the server ends the open streams', async () => {
    const op = await loginAs(a, 'operador1');
    const stream = await openStream(op.token);
    const c = await buildApp({ config: t.config, database: t.database });
    const baseC = await c.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${baseC}/api/events`, { headers: { authorization: `Bearer ${op.token}` } });
    expect(res.status).toBe(200);
    const reading = res.text();
    await c.close();
    await expect(reading).resolves.toContain('event: listo');
    await stream.close();
  });
});
