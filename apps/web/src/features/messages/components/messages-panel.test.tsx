import type { Conversation, Message } from '@auditorias/domain/schemas/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, type RecordedCall } from '../../../test/fetch-mock';
import { makeMessage, makeUser, meResponse } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

const me = makeUser('operador', { id: 5, name: 'Olga Operadora' });

function message(overrides: Partial<Message>): Message {
  return makeMessage({ createdAt: new Date(Date.now() - 5 * 60_000).toISOString(), ...overrides });
}

const withSergio: Conversation = {
  userId: 2,
  user: { name: 'Sergio Supervisor', role: 'supervisor', email: 'supervisor@demo.ar' },
  lastMessage: message({ id: 2, contenido: '¿Empezaste con Belgrano?' }),
  unreadCount: 2,
};
const withAna: Conversation = {
  userId: 1,
  user: { name: 'Ana Administradora', role: 'admin', email: 'admin@demo.ar' },
  lastMessage: message({
    id: 3,
    fromUserId: 5,
    toUserId: 1,
    contenido: 'Listo',
    leido: true,
    sender: { name: 'Olga Operadora' },
  }),
  unreadCount: 0,
};

function setup(
  conversations: Conversation[],
  extra: Parameters<typeof mockApi>[0] = {},
  path = '/dashboard?tab=messages',
) {
  window.localStorage.setItem('token', 'tok-1');
  const calls = mockApi({
    'GET /api/auth/me': () => jsonResponse(meResponse(me)),
    'GET /api/messages/unread-count': () => jsonResponse({ success: true, count: 0, latest: null }),
    'GET /api/messages/conversations': () =>
      jsonResponse({ success: true, data: conversations, paginacion: { siguiente: null, limite: 50 } }),
    'GET /api/messages/conversation/2': () =>
      jsonResponse({
        success: true,
        data: [
          message({ id: 1, contenido: 'Buen día' }),
          message({ id: 2, contenido: '¿Empezaste con Belgrano?' }),
        ],
      }),
    'GET /api/messages/contacts': () =>
      jsonResponse({
        success: true,
        data: [
          { id: 2, name: 'Sergio Supervisor', role: 'supervisor', email: 'supervisor@demo.ar' },
          { id: 9, name: 'Carla Contable', role: 'contable', email: 'contable@demo.ar' },
        ],
      }),
    ...extra,
  });
  return { calls, view: renderApp(path) };
}

const count = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

describe('messages screen', () => {
  it('shows a page of conversations and asks the server for older ones with its cursor', async () => {
    const { calls } = setup([], {
      'GET /api/messages/conversations': (request) =>
        request.query.get('cursor') === 'c2'
          ? jsonResponse({ success: true, data: [withAna], paginacion: { siguiente: null, limite: 50 } })
          : jsonResponse({ success: true, data: [withSergio], paginacion: { siguiente: 'c2', limite: 50 } }),
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Conversaciones' });
    expect(await within(sidebar).findByText('Sergio Supervisor')).toBeInTheDocument();
    expect(within(sidebar).queryByText('Ana Administradora')).not.toBeInTheDocument();
    within(sidebar).getByRole('button', { name: 'Cargar más' }).click();
    expect(await within(sidebar).findByText('Ana Administradora')).toBeInTheDocument();
    expect(within(sidebar).getByText('Mostrando 2 (todas)')).toBeInTheDocument();
    expect(
      calls.some((c) => c.path === '/api/messages/conversations' && c.query.get('cursor') === 'c2'),
    ).toBe(true);
  });

  it("shows 'No tienes conversaciones' and 'Selecciona una conversación para empezar'", async () => {
    setup([]);
    expect(await screen.findByText('No tienes conversaciones')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una conversación para empezar')).toBeInTheDocument();
    expect(screen.getByTestId('conversations-count')).toHaveTextContent('0');
  });

  it('lists conversations with the unread badge, the last message and the time ago, and the new counter', async () => {
    setup([withSergio, withAna]);
    const sergio = await screen.findByRole('button', {
      name: 'Conversación con Sergio Supervisor, 2 sin leer',
    });
    expect(sergio).toHaveTextContent('¿Empezaste con Belgrano?');
    expect(sergio).toHaveTextContent('hace 5 minutos');
    expect(sergio).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Conversación con Ana Administradora' })).toHaveTextContent(
      'Vos: Listo',
    );
    expect(screen.getByTestId('conversations-count')).toHaveTextContent('2');
    expect(screen.getByTestId('unread-total')).toHaveTextContent('2 nuevos');
  });

  it('opens a conversation, which refreshes the unread count and the list, and replies with Enter', async () => {
    const { calls, view } = setup([withSergio], {
      'POST /api/messages': (call) =>
        jsonResponse(
          {
            success: true,
            message: 'Mensaje enviado',
            data: message({
              id: 7,
              fromUserId: 5,
              toUserId: 2,
              contenido: String((call.body as { contenido: string }).contenido),
            }),
          },
          201,
        ),
    });
    await view.user.click(await screen.findByRole('button', { name: /Conversación con Sergio Supervisor/ }));
    const chat = await screen.findByTestId('chat-area');
    expect(await within(chat).findByText('Buen día')).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/dashboard?tab=messages&conversation=2');
    await waitFor(() => expect(count(calls, 'GET', '/api/messages/unread-count')).toBeGreaterThan(1));
    expect(count(calls, 'GET', '/api/messages/conversations')).toBeGreaterThan(1);

    const composer = within(chat).getByRole('textbox', { name: 'Mensaje para Sergio Supervisor' });
    await view.user.type(composer, 'Sí, ya empecé{Enter}');
    await waitFor(() => expect(count(calls, 'POST', '/api/messages')).toBe(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      toUserId: 2,
      contenido: 'Sí, ya empecé',
      isReply: true,
    });
  });

  it('deletes a conversation after confirmation and goes back to the empty chat', async () => {
    const { calls, view } = setup(
      [withSergio],
      {
        'DELETE /api/messages/conversation/2': () =>
          jsonResponse({ success: true, message: 'Conversación eliminada' }),
      },
      '/dashboard?tab=messages&conversation=2',
    );
    const chat = await screen.findByTestId('chat-area');
    await within(chat).findByText('Buen día');
    await view.user.click(within(chat).getByRole('button', { name: 'Eliminar conversación' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Eliminar conversación?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(count(calls, 'DELETE', '/api/messages/conversation/2')).toBe(1));
    expect(await screen.findByText('Selecciona una conversación para empezar')).toBeInTheDocument();
    expect(currentUrl(view.router)).toBe('/dashboard?tab=messages');
  });

  it("says 'Error enviando respuesta' with the server's text when a reply fails", async () => {
    const { view } = setup(
      [withSergio],
      {
        'POST /api/messages': () => errorResponse(400, 'Servidor ocupado', { message: 'x', code: 'X' }),
      },
      '/dashboard?tab=messages&conversation=2',
    );
    const chat = await screen.findByTestId('chat-area');
    await within(chat).findByText('Buen día');
    await view.user.type(within(chat).getByRole('textbox', { name: /Mensaje para/ }), 'Hola{Enter}');
    expect(await within(chat).findByText('Error enviando respuesta: Servidor ocupado')).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: /Mensaje para/ })).toHaveValue('Hola');
  });

  it("starts a new conversation with someone from 'Nueva conversación'", async () => {
    const { calls, view } = setup([], {
      'GET /api/messages/conversation/9': () => jsonResponse({ success: true, data: [] }),
      'POST /api/messages': () =>
        jsonResponse(
          { success: true, message: 'Mensaje enviado', data: message({ id: 8, fromUserId: 5, toUserId: 9 }) },
          201,
        ),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Nueva conversación' }));
    const picker = await screen.findByRole('dialog');
    await view.user.type(within(picker).getByRole('textbox', { name: 'Buscar contacto' }), 'carla');
    expect(
      within(picker).queryByRole('button', { name: /^Escribir a Sergio Supervisor/ }),
    ).not.toBeInTheDocument();
    await view.user.click(within(picker).getByRole('button', { name: /^Escribir a Carla Contable/ }));
    const chat = await screen.findByTestId('chat-area');
    expect(chat).toHaveTextContent('Carla Contable');
    expect(chat).toHaveTextContent('Contable · contable@demo.ar');
    await view.user.type(
      within(chat).getByRole('textbox', { name: 'Mensaje para Carla Contable' }),
      'Hola Carla{Enter}',
    );
    await waitFor(() => expect(count(calls, 'POST', '/api/messages')).toBe(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      toUserId: 9,
      contenido: 'Hola Carla',
      isReply: false,
    });
  });
});
