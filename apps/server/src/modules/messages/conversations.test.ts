import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cursorParam, followPages, useTestApp } from '../../test/app';
import { countQueries, sqlRows } from '../../test/database';

/**
 * The conversation list at scale: `conversation_heads`, kept by triggers on messages, always equals what the
 * messages say (each side's last visible message and unread count), under random sends, reads, hides and
 * deletions and under parallel sends; the list is a keyset page whose cost does not grow with the messages.
 */
const people = ['admin', 'supervisor', 'operador1', 'operador2', 'contable'] as const;
const t = useTestApp({ users: people });
const { ids, as } = t;

interface Head {
  user_id: number;
  other_id: number;
  last_message_id: number;
  unread: number;
}
/** The kept heads and the same computed from the messages (the definition), in one order. */
async function keptAndLive() {
  const kept = await sqlRows<Head>(
    t.database.db,
    sql`select user_id, other_id, last_message_id, unread from conversation_heads order by user_id, other_id`,
  );
  const live = await sqlRows<Head>(
    t.database.db,
    sql`select distinct on (u, o) u as user_id, o as other_id, id as last_message_id,
          (select count(*)::int from messages r where r.from_user_id = o and r.to_user_id = u
             and not r.leido and not r.hidden_for_recipient) as unread
        from (select from_user_id u, to_user_id o, id, created_at from messages where not hidden_for_sender
              union all
              select to_user_id, from_user_id, id, created_at from messages where not hidden_for_recipient) v
        order by u, o, created_at desc, id desc`,
  );
  return { kept, live };
}

describe('kept conversations', () => {
  it('equal the messages after any sequence of sends, reads, hidden conversations and deletions', async () => {
    const person = fc.constantFrom(...people);
    const step = fc.oneof(
      fc.record({ kind: fc.constant('send' as const), from: person, to: person }),
      fc.record({ kind: fc.constant('open' as const), from: person, to: person }),
      fc.record({ kind: fc.constant('hide' as const), from: person, to: person }),
      fc.record({ kind: fc.constant('delete' as const), from: person, to: person }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          if (s.from === s.to) continue;
          if (s.kind === 'send') {
            const res = await as(s.from, {
              method: 'POST',
              url: '/api/messages',
              payload: { toUserId: ids[s.to], contenido: `de ${s.from} a ${s.to}` },
            });
            expect([201, 403]).toContain(res.statusCode);
          } else if (s.kind === 'open') {
            await as(s.from, { method: 'GET', url: `/api/messages/conversation/${ids[s.to]}` });
          } else if (s.kind === 'hide') {
            await as(s.from, { method: 'DELETE', url: `/api/messages/conversation/${ids[s.to]}` });
          } else {
            const [last] = await sqlRows<{ id: number }>(
              t.database.db,
              sql`select id from messages where from_user_id = ${ids[s.from]} order by id desc limit 1`,
            );
            if (last) await as(s.from, { method: 'DELETE', url: `/api/messages/${last.id}` });
          }
        }
        const { kept, live } = await keptAndLive();
        expect(kept).toEqual(live);
      }),
      { seed: 20261125, numRuns: 6 },
    );
  });

  it('twenty parallel messages to one person leave the exact unread count and the last message', async () => {
    await as('supervisor', { method: 'DELETE', url: `/api/messages/conversation/${ids.operador2}` });
    await as('supervisor', { method: 'GET', url: `/api/messages/conversation/${ids.operador2}` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as('operador2', {
          method: 'POST',
          url: '/api/messages',
          payload: { toUserId: ids.supervisor, contenido: `paralelo ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const { kept, live } = await keptAndLive();
    expect(kept).toEqual(live);
    const list = (await as('supervisor', { method: 'GET', url: '/api/messages/conversations' })).json();
    const withOperator = list.data.find((c: { userId: number }) => c.userId === ids.operador2);
    expect(withOperator.unreadCount).toBeGreaterThanOrEqual(20);
    expect(withOperator.lastMessage.contenido).toMatch(/^paralelo /);
  });
});

describe('the conversation list is a page', () => {
  beforeAll(async () => {
    // 130 people who wrote to the admin once each, at distinct instants (two share each instant: the tie-break).
    await t.database.db.execute(sql`
      insert into users (email, username, password_hash, name, role)
      select 'persona' || g || '@demo.ar', 'persona' || g, 'x', 'Persona ' || g, 'operador'
      from generate_series(1, 130) g`);
    await t.database.db.execute(sql`
      insert into messages (from_user_id, to_user_id, contenido, created_at)
      select u.id, ${ids.admin}, 'Hola de ' || u.name, now() - ((g / 2) || ' minutes')::interval
      from generate_series(1, 130) g join users u on u.username = 'persona' || g`);
  });

  it('a bulk insert (130 conversations in one statement) leaves the kept rows equal to the messages', async () => {
    const { kept, live } = await keptAndLive();
    expect(kept.filter((h) => h.user_id === ids.admin).length).toBeGreaterThanOrEqual(130);
    expect(kept).toEqual(live);
    // Reading them all in one statement too.
    await t.database.db.execute(sql`update messages set leido = true where to_user_id = ${ids.admin}`);
    const after = await keptAndLive();
    expect(after.kept).toEqual(after.live);
  });

  it('walks every conversation once, newest first, and refuses a cursor that is not one of ours', async () => {
    const pages = await followPages(async (cursor) => {
      const url = `/api/messages/conversations?limit=40${cursorParam(cursor)}`;
      const res = await as('admin', { method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        data: Array<{ userId: number; lastMessage: { createdAt: string } }>;
        paginacion: { siguiente: string | null };
      };
      expect(body.data.length).toBeLessThanOrEqual(40);
      return body;
    }, 20);
    const seen = pages.flatMap((body) => body.data.map((c) => c.userId));
    const instants = pages.flatMap((body) => body.data.map((c) => c.lastMessage.createdAt));
    const [total] = await sqlRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from conversation_heads where user_id = ${ids.admin}`,
    );
    expect(seen.length).toBe(total?.n);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...instants].sort().reverse()).toEqual(instants);
    const bad = await as('admin', { method: 'GET', url: '/api/messages/conversations?cursor=no-es-nuestro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('El cursor de la lista no es válido: volvé a cargar la lista');
  });

  it('a page of 10 and a page of 100 send the same number of queries', async () => {
    await as('admin', { method: 'GET', url: '/api/auth/me' });
    const small = await countQueries(() =>
      as('admin', { method: 'GET', url: '/api/messages/conversations?limit=10' }),
    );
    const large = await countQueries(() =>
      as('admin', { method: 'GET', url: '/api/messages/conversations?limit=100' }),
    );
    expect(large).toBe(small);
  });
});
