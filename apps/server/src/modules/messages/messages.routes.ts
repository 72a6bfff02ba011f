import { MSG } from '@auditorias/domain/messages';
import { idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
import {
  contactsResponseSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  messageListResponseSchema,
  messageResponseSchema,
  sendMessageRequestSchema,
  unreadCountResponseSchema,
} from '@auditorias/domain/schemas/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute, ok } from '../../lib/route';
import { paramsAndBody } from '../activity/public';
import type { MessagesService } from './messages.service';

const tags = ['mensajes'];
// Every signed-in user has messages; who may write to whom is the domain's rule, applied by the service.
const config = { permission: 'authenticated' as const };

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, opts) => {
  jsonRoute(app, 'POST', '/', {
    config,
    tags,
    summary: 'Enviar un mensaje',
    body: sendMessageRequestSchema,
    response: messageResponseSchema,
    status: 201,
    handler: async (auth, request) => {
      const data = await opts.messages.send(auth, request.body);
      return ok({ message: MSG.messageSent, data });
    },
  });

  jsonRoute(app, 'GET', '/my-messages', {
    config,
    tags,
    summary: 'Mensajes recibidos',
    response: messageListResponseSchema,
    handler: async (auth) => ok({ data: await opts.messages.myMessages(auth) }),
  });

  jsonRoute(app, 'GET', '/conversations', {
    config,
    tags,
    summary: 'Conversaciones (página, la más reciente primero)',
    querystring: conversationListQuerySchema,
    response: conversationListResponseSchema,
    handler: async (auth, request) => ok(await opts.messages.conversations(auth, request.query)),
  });

  jsonRoute(app, 'GET', '/contacts', {
    config,
    tags,
    summary: 'Personas a quienes se puede escribir',
    response: contactsResponseSchema,
    handler: async (auth) => ok({ data: await opts.messages.contacts(auth) }),
  });

  jsonRoute(app, 'GET', '/unread-count', {
    config: { ...config, poll: 'mensajes' },
    tags,
    summary: 'Mensajes no leídos',
    response: unreadCountResponseSchema,
    handler: async (auth) => ok(await opts.messages.unread(auth)),
  });

  jsonRoute(app, 'GET', '/conversation/:id', {
    // It marks messages read: kept answers (the unread count) are obsolete at once on this instance.
    config: { ...config, writes: true },
    tags,
    summary: 'Una conversación (marca como leídos los mensajes recibidos)',
    params: idParamsSchema,
    response: messageListResponseSchema,
    handler: async (auth, request) => ok({ data: await opts.messages.conversation(auth, request.params.id) }),
  });

  jsonRoute(app, 'DELETE', '/conversation/:id', {
    config: {
      ...config,
      activity: { action: 'conversation_delete', target: 'conversacion', details: paramsAndBody },
    },
    tags,
    summary: 'Eliminar una conversación (para quien la elimina)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.messages.deleteConversation(auth, request.params.id);
      return ok({ message: MSG.conversationDeleted });
    },
  });

  jsonRoute(app, 'GET', '/user/:id', {
    config: { permission: 'user_view' },
    tags,
    summary: 'Mensajes administrativos recibidos por un usuario',
    params: idParamsSchema,
    response: messageListResponseSchema,
    handler: async (auth, request) =>
      ok({ data: await opts.messages.adminMessagesOf(auth, request.params.id) }),
  });

  jsonRoute(app, 'PUT', '/:id/read', {
    config,
    tags,
    summary: 'Marcar como leído',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.messages.markRead(auth, request.params.id);
      return ok({ message: 'Mensaje marcado como leído' });
    },
  });

  jsonRoute(app, 'DELETE', '/:id', {
    config: {
      ...config,
      activity: { action: 'message_delete', target: 'mensaje', details: paramsAndBody },
    },
    tags,
    summary: 'Eliminar un mensaje (para quien lo elimina)',
    params: idParamsSchema,
    response: okMessageSchema,
    handler: async (auth, request) => {
      await opts.messages.remove(auth, request.params.id);
      return ok({ message: 'Mensaje eliminado' });
    },
  });
};
