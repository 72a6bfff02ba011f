import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { sqlCount } from '../../test/database';

const t = useTestApp();
const { ids, as } = t;
const send = (from: string, to: string, contenido: string, extra: Record<string, unknown> = {}) =>
  as(from, { method: 'POST', url: '/api/messages', payload: { toUserId: ids[to], contenido, ...extra } });
const countMessages = () => sqlCount(t.database.db, sql`select count(*)::int as n from messages`);

describe('sending', () => {
  it('an operator writes to a supervisor; the supervisor sees the unread count and the latest message', async () => {
    const res = await send('operador1', 'supervisor', '  Hola, ¿reviso la auditoría 12?  ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      fromUserId: ids.operador1,
      toUserId: ids.supervisor,
      contenido: 'Hola, ¿reviso la auditoría 12?',
      tipo: 'mensaje',
      prioridad: 'normal',
      leido: false,
      sender: { name: 'Olga Operadora' },
    });
    const unread = await as('supervisor', { method: 'GET', url: '/api/messages/unread-count' });
    expect(unread.json()).toMatchObject({
      success: true,
      count: 1,
      latest: { contenido: 'Hola, ¿reviso la auditoría 12?' },
    });
  });

  it('refuses blank and oversized messages, and changes nothing', async () => {
    const before = await countMessages();
    for (const contenido of ['', '   \n  ']) {
      const res = await send('operador1', 'supervisor', contenido);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].mensaje).toBe('El mensaje no puede estar vacío');
    }
    expect((await send('operador1', 'supervisor', 'x'.repeat(5001))).statusCode).toBe(400);
    expect(
      (await as('operador1', { method: 'POST', url: '/api/messages', payload: { contenido: 'sin destino' } }))
        .statusCode,
    ).toBe(400);
    expect(await countMessages()).toBe(before);
  });

  it('a client writes only to admins and supervisors, never to another company, operators or accountants', async () => {
    const before = await countMessages();
    for (const to of ['cliente2', 'grupo', 'operador1', 'contable']) {
      const res = await send('cliente', to, 'Hola');
      expect(res.statusCode, to).toBe(403);
      expect(res.json().message).toBe('No podés enviar mensajes a ese usuario');
    }
    expect((await send('operador1', 'cliente', 'Hola cliente')).statusCode).toBe(403);
    expect((await send('contable', 'cliente2', 'Hola cliente')).statusCode).toBe(403);
    expect((await send('cliente', 'cliente', 'a mí mismo')).statusCode).toBe(403);
    expect(await countMessages()).toBe(before);
    expect((await send('cliente', 'supervisor', 'Consulta de Norte')).statusCode).toBe(201);
    expect((await send('admin', 'cliente2', 'Aviso para Sur')).statusCode).toBe(201);
  });

  it('only admins send alerts or high priority', async () => {
    expect((await send('supervisor', 'operador1', 'Urgente', { tipo: 'alerta' })).statusCode).toBe(403);
    expect((await send('supervisor', 'operador1', 'Urgente', { prioridad: 'alta' })).statusCode).toBe(403);
    const alert = await send('admin', 'operador1', 'Revisá tus horas', { tipo: 'alerta', prioridad: 'alta' });
    expect(alert.statusCode).toBe(201);
    expect(alert.json().data).toMatchObject({ tipo: 'alerta', prioridad: 'alta' });
  });

  it('unknown recipients, unknown fields and missing sessions are refused', async () => {
    expect(
      (
        await as('admin', {
          method: 'POST',
          url: '/api/messages',
          payload: { toUserId: 999999, contenido: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await send('admin', 'operador1', 'x', { fromUserId: ids.supervisor })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/messages', payload: { toUserId: 1, contenido: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('conversations', () => {
  it('lists conversations with the counterpart, last message and unread count', async () => {
    await send('operador2', 'supervisor', 'Primero');
    await send('operador2', 'supervisor', 'Segundo');
    const res = await as('supervisor', { method: 'GET', url: '/api/messages/conversations' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{
      userId: number;
      unreadCount: number;
      lastMessage: { contenido: string };
      user: { role: string };
    }>;
    const withOp2 = list.find((c) => c.userId === ids.operador2);
    expect(withOp2).toMatchObject({
      unreadCount: 2,
      lastMessage: { contenido: 'Segundo' },
      user: { role: 'operador' },
    });
    expect(list[0]?.userId).toBe(ids.operador2);
  });

  it('opening a conversation marks the incoming messages read, not the outgoing ones', async () => {
    await send('supervisor', 'operador2', 'Respuesta');
    const open = await as('supervisor', {
      method: 'GET',
      url: `/api/messages/conversation/${ids.operador2}`,
    });
    expect(open.statusCode).toBe(200);
    const messages = open.json().data as Array<{ contenido: string; leido: boolean; fromUserId: number }>;
    expect(messages.map((m) => m.contenido)).toEqual(['Primero', 'Segundo', 'Respuesta']);
    expect(messages.filter((m) => m.fromUserId === ids.operador2).every((m) => m.leido)).toBe(true);
    expect(messages.find((m) => m.contenido === 'Respuesta')?.leido).toBe(false);
    const op2Unread = await as('operador2', { method: 'GET', url: '/api/messages/unread-count' });
    expect(op2Unread.json().count).toBeGreaterThanOrEqual(1);
  });

  it('a conversation shows only messages between the two, never a third party', async () => {
    const other = await as('cliente2', { method: 'GET', url: `/api/messages/conversation/${ids.operador2}` });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual([]);
    const sur = await as('cliente2', { method: 'GET', url: '/api/messages/conversations' });
    expect(sur.json().data.map((c: { userId: number }) => c.userId)).toEqual([ids.admin]);
    const norte = await as('cliente', { method: 'GET', url: '/api/messages/my-messages' });
    expect(norte.json().data.every((m: { toUserId: number }) => m.toUserId === ids.cliente)).toBe(true);
  });

  it('deleting a conversation hides it for the deleter only', async () => {
    const del = await as('operador2', {
      method: 'DELETE',
      url: `/api/messages/conversation/${ids.supervisor}`,
    });
    expect(del.statusCode).toBe(200);
    const mine = await as('operador2', { method: 'GET', url: '/api/messages/conversations' });
    expect(mine.json().data.find((c: { userId: number }) => c.userId === ids.supervisor)).toBeUndefined();
    const theirs = await as('supervisor', {
      method: 'GET',
      url: `/api/messages/conversation/${ids.operador2}`,
    });
    expect(theirs.json().data.length).toBe(3);
  });

  it('mark-read and delete work only on the caller’s own messages', async () => {
    const sent = await send('admin', 'contable', 'Balance de octubre');
    const id = sent.json().data.id as number;
    expect((await as('operador1', { method: 'PUT', url: `/api/messages/${id}/read` })).statusCode).toBe(404);
    expect((await as('admin', { method: 'PUT', url: `/api/messages/${id}/read` })).statusCode).toBe(404);
    expect((await as('operador1', { method: 'DELETE', url: `/api/messages/${id}` })).statusCode).toBe(404);
    expect((await as('contable', { method: 'PUT', url: `/api/messages/${id}/read` })).statusCode).toBe(200);
    const conv = await as('admin', { method: 'GET', url: `/api/messages/conversation/${ids.contable}` });
    expect(conv.json().data.find((m: { id: number }) => m.id === id).leido).toBe(true);
    expect((await as('contable', { method: 'DELETE', url: `/api/messages/${id}` })).statusCode).toBe(200);
    expect((await as('contable', { method: 'DELETE', url: `/api/messages/${id}` })).statusCode).toBe(404);
    const adminSide = await as('admin', { method: 'GET', url: `/api/messages/conversation/${ids.contable}` });
    expect(adminSide.json().data.some((m: { id: number }) => m.id === id)).toBe(true);
  });
});

describe('administrative messages and contacts', () => {
  it('GET /api/messages/user/{id} lists what admins sent the user, for user_view only', async () => {
    await send('admin', 'operador2', 'Mensaje administrativo');
    const res = await as('admin', { method: 'GET', url: `/api/messages/user/${ids.operador2}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<{ sender: { name: string }; contenido: string }>;
    expect(data.every((m) => m.sender.name === 'Ana Administradora')).toBe(true);
    expect(data.map((m) => m.contenido)).toContain('Mensaje administrativo');
    for (const who of ['operador1', 'contable', 'cliente']) {
      expect(
        (await as(who, { method: 'GET', url: `/api/messages/user/${ids.operador2}` })).statusCode,
        who,
      ).toBe(403);
    }
  });

  it('contacts follow the messaging rule', async () => {
    const client = await as('cliente', { method: 'GET', url: '/api/messages/contacts' });
    expect(new Set(client.json().data.map((c: { role: string }) => c.role))).toEqual(
      new Set(['admin', 'supervisor']),
    );
    const op = await as('operador1', { method: 'GET', url: '/api/messages/contacts' });
    const opRoles = new Set(op.json().data.map((c: { role: string }) => c.role));
    expect(opRoles.has('cliente')).toBe(false);
    expect(op.json().data.some((c: { id: number }) => c.id === ids.operador1)).toBe(false);
  });
});
