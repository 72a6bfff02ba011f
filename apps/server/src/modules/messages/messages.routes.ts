import { MSG } from '@auditorias/domain/messages';
import { errorResponses, idParamsSchema, okMessageSchema } from '@auditorias/domain/schemas/common';
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
import { requireAuth } from '../../plugins/auth';
import { paramsAndBody } from '../activity/activity.plugin';
import type { MessagesService } from './messages.service';

const errors = errorResponses;
const tags = ['mensajes'];
// Every signed-in user has messages; who may write to whom is the domain's rule, applied by the service.
const config = { permission: 'authenticated' as const };

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, opts) => {
  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Enviar un mensaje',
        body: sendMessageRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await opts.messages.send(requireAuth(request), request.body);
      return reply.code(201).send({ success: true as const, message: MSG.messageSent, data });
    },
  );

  app.get(
    '/my-messages',
    {
      config,
      schema: {
        tags,
        summary: 'Mensajes recibidos',
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await opts.messages.myMessages(requireAuth(request)),
    }),
  );

  app.get(
    '/conversations',
    {
      config,
      schema: {
        tags,
        summary: 'Conversaciones (página, la más reciente primero)',
        querystring: conversationListQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await opts.messages.conversations(requireAuth(request), request.query)),
    }),
  );

  app.get(
    '/contacts',
    {
      config,
      schema: {
        tags,
        summary: 'Personas a quienes se puede escribir',
        response: { 200: contactsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await opts.messages.contacts(requireAuth(request)) }),
  );

  app.get(
    '/unread-count',
    {
      config: { ...config, poll: 'mensajes' },
      schema: {
        tags,
        summary: 'Mensajes no leídos',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await opts.messages.unread(requireAuth(request))) }),
  );

  app.get(
    '/conversation/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Una conversación (marca como leídos los mensajes recibidos)',
        params: idParamsSchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await opts.messages.conversation(requireAuth(request), request.params.id),
    }),
  );

  app.delete(
    '/conversation/:id',
    {
      config: {
        ...config,
        activity: { action: 'conversation_delete', target: 'conversacion', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Eliminar una conversación (para quien la elimina)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.messages.deleteConversation(requireAuth(request), request.params.id);
      return { success: true as const, message: MSG.conversationDeleted };
    },
  );

  app.get(
    '/user/:id',
    {
      config: { permission: 'user_view' },
      schema: {
        tags,
        summary: 'Mensajes administrativos recibidos por un usuario',
        params: idParamsSchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await opts.messages.adminMessagesOf(requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/:id/read',
    {
      config,
      schema: {
        tags,
        summary: 'Marcar como leído',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.messages.markRead(requireAuth(request), request.params.id);
      return { success: true as const, message: 'Mensaje marcado como leído' };
    },
  );

  app.delete(
    '/:id',
    {
      config: {
        ...config,
        activity: { action: 'message_delete', target: 'mensaje', details: paramsAndBody },
      },
      schema: {
        tags,
        summary: 'Eliminar un mensaje (para quien lo elimina)',
        params: idParamsSchema,
        response: { 200: okMessageSchema, ...errors },
      },
    },
    async (request) => {
      await opts.messages.remove(requireAuth(request), request.params.id);
      return { success: true as const, message: 'Mensaje eliminado' };
    },
  );
};
